import type { ReferenceList } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';

export async function getReferenceVersions(signal?: AbortSignal) {
  const [{ request }, { referenceVersionsSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(referenceVersionsSchema, { url: '/reference/versions', signal });
}

/**
 * Always stale: this tiny answer is what tells the day-long list caches that staff changed a list,
 * so every form that mounts asks again (the API never lets a browser cache it either).
 */
export const referenceVersionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.versions,
    queryFn: ({ signal }) => getReferenceVersions(signal),
    staleTime: 0,
  });

/**
 * Who reads the versions: a `form` asks whenever it mounts; a list's `filters` keep the versions
 * they have (on a server-rendered page, those the server asked a moment before), and ask again
 * only as any stale query does, on focus or reconnect: asking at mount would load the API client
 * on a page that otherwise starts without it (ADR 0088).
 */
export type ReferenceVersionsReader = 'form' | 'filters';

/**
 * The version of `list` for its cache key, or undefined while it is being asked. When the call
 * fails the lists still load, under version 0: an unknown version must not leave a form empty.
 */
export function useReferenceVersion(
  list: ReferenceList,
  reader: ReferenceVersionsReader = 'form',
): number | undefined {
  const { data, isError } = useQuery({
    ...referenceVersionsQueryOptions(),
    refetchOnMount: reader === 'form',
  });
  if (data) return data[list];
  return isError ? 0 : undefined;
}
