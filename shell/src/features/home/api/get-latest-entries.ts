import type { LatestLogbookEntries } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * The site's latest public logbook entries. The API client and the schema load with the call
 * (ADR 0088): the home page the server rendered starts without them.
 */
export async function getLatestEntries(
  limit: number,
  signal?: AbortSignal,
): Promise<LatestLogbookEntries> {
  const [{ request }, { latestLogbookEntriesSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(latestLogbookEntriesSchema, { url: '/logbook/latest', params: { limit }, signal });
}

/** The home page shows six; the logbooks page the most one call gives. */
export const latestEntriesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['logbook', 'latest', limit] as const,
    queryFn: ({ signal }) => getLatestEntries(limit, signal),
  });
