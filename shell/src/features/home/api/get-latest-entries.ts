import type { LatestLogbookEntries } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * The site's latest public logbook entries. The API client and the schema load with the call
 * (ADR 0088): the home page the server rendered starts without them.
 */
export async function getLatestEntries(signal?: AbortSignal): Promise<LatestLogbookEntries> {
  const [{ request }, { latestLogbookEntriesSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(latestLogbookEntriesSchema, { url: '/logbook/latest', signal });
}

export const latestEntriesQueryOptions = () =>
  queryOptions({
    queryKey: ['logbook', 'latest'] as const,
    queryFn: ({ signal }) => getLatestEntries(signal),
  });
