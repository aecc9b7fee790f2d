import { request } from '@carclub/api-client';
import type { ReportDecision } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { adminKeys } from '../../../lib/api/query-keys';

/** 204; 409 when another moderator handled it meanwhile. */
export function decideReport(id: string, decision: ReportDecision, reason: string) {
  return request({
    method: 'POST',
    url: `/admin/reports/${encodeURIComponent(id)}/${decision}`,
    data: { reason },
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: ReportDecision;
      reason: string;
    }) => decideReport(id, decision, reason),
    onSuccess: (_data, { decision }) => {
      toast.success(t(`reports.${decision}.done`));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
