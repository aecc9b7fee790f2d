import { type ReportCreate, reportReceiptSchema } from '@carclub/contracts';
import { toast } from '@carclub/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import '../i18n';
import { apiErrorMessage } from '../lib/api-error-message';

/**
 * `POST /reports`: 201 for a new report, 200 when this member's open report of the same car or
 * page is already in the queue.
 */
export async function sendReport(report: ReportCreate) {
  const { request } = await import('@carclub/api-client');
  return request(reportReceiptSchema, { method: 'POST', url: '/reports', data: report });
}

/** Sends a report and says how it went in a toast. */
export function useReport() {
  const { t } = useTranslation('kit');
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => {
      toast.success(t('report.sent'));
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error));
    },
  });
}
