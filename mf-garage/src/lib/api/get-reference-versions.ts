import { request } from '@carclub/api-client';
import { type ReferenceList, referenceVersionsSchema } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { referenceKeys } from './query-keys';

export const getReferenceVersions = (signal?: AbortSignal) =>
  request(referenceVersionsSchema, { url: '/reference/versions', signal });

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
 * The version of `list` for its cache key, or undefined while it is being asked. When the call
 * fails the lists still load, under version 0: an unknown version must not leave a form empty.
 */
export function useReferenceVersion(list: ReferenceList): number | undefined {
  const { data, isError } = useQuery(referenceVersionsQueryOptions());
  if (data) return data[list];
  return isError ? 0 : undefined;
}
