import type { LogbookEntry, PublicLogbookEntry } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

import { PRIVATE_PHOTOS_REFETCH_MS } from '../../../lib/api/get-own-logbook';
import { logbookKeys } from '../../../lib/api/query-keys';
import { ownLogbookPath, publicLogbookPath } from './paths';

/** A public entry; 404 for a private one, another car's or an unknown id. */
export async function getPublicLogbookEntry(
  nickname: string,
  slug: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<PublicLogbookEntry> {
  const [{ request }, { publicLogbookEntrySchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(publicLogbookEntrySchema, {
    url: `${publicLogbookPath(nickname, slug)}/logbook/${encodeURIComponent(entryId)}`,
    signal,
  });
}

export const publicLogbookEntryQueryOptions = (nickname: string, slug: string, entryId: string) =>
  queryOptions({
    queryKey: logbookKeys.publicEntry(nickname, slug, entryId),
    queryFn: ({ signal }) => getPublicLogbookEntry(nickname, slug, entryId, signal),
  });

/** Any entry of one of the member's own cars, as stored (visibility and hidden cost too). */
export async function getOwnLogbookEntry(
  vehicleId: string,
  entryId: string,
  signal?: AbortSignal,
): Promise<LogbookEntry> {
  const [{ request }, { logbookEntrySchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(logbookEntrySchema, {
    url: `${ownLogbookPath(vehicleId)}/logbook/${encodeURIComponent(entryId)}`,
    signal,
  });
}

export const ownLogbookEntryQueryOptions = (vehicleId: string, entryId: string) =>
  queryOptions({
    queryKey: logbookKeys.ownEntry(vehicleId, entryId),
    queryFn: ({ signal }) => getOwnLogbookEntry(vehicleId, entryId, signal),
    refetchInterval: PRIVATE_PHOTOS_REFETCH_MS,
  });
