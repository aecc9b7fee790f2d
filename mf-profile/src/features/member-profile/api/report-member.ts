import { isApiError } from '@carclub/api-client/is-api-error';
import { type ReportCreate, reportReceiptSchema } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@carclub/ui';
import { useTranslation } from 'react-i18next';

/** 201 for a new report, 200 when this member's open report of the page is already queued. */
export async function reportMember(report: Extract<ReportCreate, { subjectType: 'member' }>) {
  const { request } = await import('@carclub/api-client');
  return request(reportReceiptSchema, { method: 'POST', url: '/reports', data: report });
}

export function useReportMember() {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: reportMember,
    onSuccess: () => {
      toast.success(t('member.report.sent'));
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : t('errors.unknown_error', { ns: 'common' }));
    },
  });
}
