import { type LogbookListResponse, PRIVATE_MEDIA_URL_MIN_LIFETIME_MS } from '@carclub/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { logbookKeys } from './query-keys';

/**
 * A page of every entry of one of the member's own cars, private ones too, newest first: the
 * logbook tab's owner view, and the entries a reminder can be marked done from.
 */
export async function getOwnLogbook(
  vehicleId: string,
  page: number,
  signal?: AbortSignal,
): Promise<LogbookListResponse> {
  const [{ request }, { logbookListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(logbookListResponseSchema, {
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook`,
    params: { page },
    signal,
  });
}

/**
 * How often a page that shows the owner's private photos asks for them again: their addresses are
 * signed for the owner and expire (ADR 0127), so an open page gets new ones well before.
 */
export const PRIVATE_PHOTOS_REFETCH_MS = PRIVATE_MEDIA_URL_MIN_LIFETIME_MS / 2;

export const ownLogbookQueryOptions = (vehicleId: string, page: number) =>
  queryOptions({
    queryKey: logbookKeys.ownPage(vehicleId, page),
    queryFn: ({ signal }) => getOwnLogbook(vehicleId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: PRIVATE_PHOTOS_REFETCH_MS,
  });
