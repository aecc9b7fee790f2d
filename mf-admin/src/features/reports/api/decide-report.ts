import type { ReportQueueDecision } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

/**
 * 204; 409 when another moderator handled it meanwhile. `hide` hides the subject too (and resolves
 * the report).
 */
export async function decideReport(id: string, decision: ReportQueueDecision, reason: string) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'POST',
    url: `/admin/reports/${encodeURIComponent(id)}/${decision}`,
    data: { reason },
  });
}

/** Success and failure are for the ReasonDialog to say: a toast while it is open is unheard. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: ReportQueueDecision;
      reason: string;
    }) => decideReport(id, decision, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
