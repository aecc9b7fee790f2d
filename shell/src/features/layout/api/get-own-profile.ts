import type { Profile } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_STALE_TIME_MS, OWN_PROFILE_QUERY_KEY, queryClient } from '@carclub/session';

/**
 * The signed-in user's profile, for the avatar in the header. The API client and the schemas load
 * here on demand, as the session loads them: a guest's page downloads neither.
 */
export async function getOwnProfile(signal?: AbortSignal): Promise<Profile> {
  const [{ request }, { profileSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(profileSchema, { url: '/profile', signal });
}

/** Fresh as long as the current user: the header asks for it on every page, not on every focus. */
export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getOwnProfile(signal),
    staleTime: CURRENT_USER_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });

/** The page's one client, as for the current user, whatever provider is around the header. */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions(), queryClient);
}
