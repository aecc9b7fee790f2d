import type { PhotoGalleryTarget } from '@carclub/kit';
import { markPublicViewsStale } from '@carclub/session';
import type { QueryClient } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';
import { ownLogbookPath } from './paths';

/**
 * After a change of an entry's photos: the owner's pages of the logbook refetch (an item shows
 * its first photo); the public logbook and entry pages are only marked stale (spec §4's split).
 * The entry itself is not refetched: every answer of the photo routes is its new list, and a
 * refetch that started before an upload could land after it with the older list.
 */
function afterEntryPhotosChange(queryClient: QueryClient, vehicleId: string): void {
  void queryClient.invalidateQueries({
    queryKey: logbookKeys.own(vehicleId),
    predicate: (query) => query.queryKey[3] === 'page',
  });
  void markPublicViewsStale(queryClient);
}

/**
 * An entry's photos (ADR 0093: `/private-transport/:id/logbook/:entryId/photos`, the gallery's
 * payloads), held by the owner's cached entry, for the shared photo manager.
 */
export const entryPhotosTarget = (vehicleId: string, entryId: string): PhotoGalleryTarget => ({
  path: `${ownLogbookPath(vehicleId)}/logbook/${encodeURIComponent(entryId)}/photos`,
  queryKey: logbookKeys.ownEntry(vehicleId, entryId),
  field: 'photos',
  afterChange: (queryClient) => afterEntryPhotosChange(queryClient, vehicleId),
});
