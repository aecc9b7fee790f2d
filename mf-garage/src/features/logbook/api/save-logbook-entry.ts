import type { LogbookEntry, LogbookEntryInput } from '@carclub/contracts';
import { markPublicViewsStale } from '@carclub/session';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { logbookKeys, vehicleKeys } from '../../../lib/api/query-keys';
import { ownLogbookPath } from './paths';

export interface SaveLogbookEntry {
  vehicleId: string;
  /** Absent for a new entry. */
  entryId?: string;
  entry: LogbookEntryInput;
}

/** 201 (new) or 200 (saved) with the stored entry; 400 lists field errors, 409 a full logbook. */
export async function saveLogbookEntry({
  vehicleId,
  entryId,
  entry,
}: SaveLogbookEntry): Promise<LogbookEntry> {
  const [{ request }, { logbookEntrySchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  const list = `${ownLogbookPath(vehicleId)}/logbook`;
  return request(logbookEntrySchema, {
    method: entryId ? 'PUT' : 'POST',
    url: entryId ? `${list}/${encodeURIComponent(entryId)}` : list,
    data: entry,
  });
}

/**
 * After an entry was written or deleted: the owner's views of the car (its logbook, its mileage
 * and counter) are refetched, the public ones only marked stale (spec §4's split, as for the car).
 */
export async function afterLogbookChanged(queryClient: QueryClient, vehicleId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: logbookKeys.own(vehicleId) }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.ownVehicle(vehicleId) }),
    markPublicViewsStale(queryClient),
  ]);
}

export function useSaveLogbookEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogbookEntry,
    // A POST is not idempotent: a retry after a lost answer would add the entry twice.
    retry: false,
    onSuccess: async (saved) => {
      queryClient.setQueryData(logbookKeys.ownEntry(saved.vehicleId, saved.id), saved);
      await afterLogbookChanged(queryClient, saved.vehicleId);
    },
  });
}
