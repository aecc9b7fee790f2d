import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export type VisibilityAction = 'hide' | 'restore';

/** 204; 409 when another moderator did the same meanwhile, 404 when the car is gone. */
export async function moderateVehicle(id: string, action: VisibilityAction, reason: string) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'POST',
    url: `/admin/vehicles/${encodeURIComponent(id)}/${action}`,
    data: { reason },
  });
}

/**
 * Hides or restores a car and reloads the table either way. Success and failure are for the
 * ReasonDialog to say: a toast while it is open would be outside the modal, unheard.
 */
export function useModerateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: VisibilityAction;
      reason: string;
    }) => moderateVehicle(id, action, reason),
    // A 409 means the table is out of date too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.vehicles }),
  });
}
