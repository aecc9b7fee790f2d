import type { LogbookListResponse } from '@carclub/contracts';
import { useQuery } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';

/**
 * The first page of the owner's logbook (newest first), to complete a reminder from one of its
 * entries. The same request and cache entry as the logbook tab's first page: features do not
 * import each other, the cache is shared all the same.
 */
export async function getLatestLogbookEntries(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<LogbookListResponse> {
  const [{ request }, { logbookListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(logbookListResponseSchema, {
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook`,
    params: { page: 1 },
    signal,
  });
}

export function useLatestLogbookEntries(vehicleId: string, enabled: boolean) {
  return useQuery({
    queryKey: logbookKeys.ownPage(vehicleId, 1),
    queryFn: ({ signal }) => getLatestLogbookEntries(vehicleId, signal),
    enabled,
  });
}
