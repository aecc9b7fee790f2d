import { profileSchema, type Profile } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { profileKeys } from './query-keys';

/** The signed-in user's profile; 401 when signed out (the api-client refreshes first). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { request } = await import('@carclub/api-client');
  return request(profileSchema, { url: '/profile', signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
