import { idSchema, type ReferenceItemInput, type ReferenceList } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { adminKeys } from '../../../lib/api/query-keys';

export interface SaveReferenceItem {
  list: ReferenceList;
  /** Absent for a new item. */
  id?: string;
  input: ReferenceItemInput;
}

/** POST a new item (201 with its id) or PUT an existing one (204). */
export async function saveReferenceItem({ list, id, input }: SaveReferenceItem): Promise<void> {
  const { request } = await import('@carclub/api-client');
  if (id === undefined) {
    await request(z.object({ id: idSchema }), {
      method: 'POST',
      url: `/admin/reference/${list}`,
      data: input,
    });
    return;
  }
  await request({
    method: 'PUT',
    url: `/admin/reference/${list}/${encodeURIComponent(id)}`,
    data: input,
  });
}

/** Saves, then refreshes every list of the section (a renamed make shows in the models too). */
export function useSaveReferenceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferenceItem,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reference }),
  });
}
