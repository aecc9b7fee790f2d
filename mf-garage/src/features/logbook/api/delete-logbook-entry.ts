import { useMutation, useQueryClient } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';
import { ownLogbookPath } from './paths';
import { afterLogbookChanged } from './save-logbook-entry';

export interface LogbookEntryToDelete {
  vehicleId: string;
  entryId: string;
}

/** 204 when gone; 404 when it was already (another tab). */
export async function deleteLogbookEntry({ vehicleId, entryId }: LogbookEntryToDelete) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'DELETE',
    url: `${ownLogbookPath(vehicleId)}/logbook/${encodeURIComponent(entryId)}`,
  });
}

export function useDeleteLogbookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogbookEntry,
    onSettled: async (_data, _error, { vehicleId, entryId }) => {
      // Gone either way (deleted now, or before in another tab): nothing may show it from memory.
      queryClient.removeQueries({ queryKey: logbookKeys.ownEntry(vehicleId, entryId) });
      await afterLogbookChanged(queryClient, vehicleId);
    },
  });
}
