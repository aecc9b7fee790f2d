import { isApiError } from '@carclub/api-client/is-api-error';
import type { ReferenceList } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export interface ReferenceItemToDelete {
  list: ReferenceList;
  id: string;
  name: string;
}

/** 204 when gone; 409 with `details.count` when vehicles use it; 404 when already gone. */
export async function deleteReferenceItem({ list, id }: ReferenceItemToDelete): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'DELETE',
    url: `/admin/reference/${list}/${encodeURIComponent(id)}`,
  });
}

/** How many vehicles the API said still use the item, or null for any other failure. */
export function vehiclesInUse(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = error.payload?.details;
  return details?.constraint === 'in_use' && typeof details.count === 'number'
    ? details.count
    : null;
}

export function useDeleteReferenceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferenceItem,
    retry: false,
    // A refusal refreshes too: the count on screen may be older than the API's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reference }),
  });
}
