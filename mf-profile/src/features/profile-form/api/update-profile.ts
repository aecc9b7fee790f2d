import {
  profileSchema,
  type CurrentUser,
  type Profile,
  type ProfileUpdate,
} from '@carclub/contracts';
import { CURRENT_USER_QUERY_KEY, useSessionStore } from '@carclub/session';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';

/**
 * PUT with the whole form: answers the saved profile. 400 lists every failing field, 409 names a
 * nickname another member has, 403 an e-mail other than the account's.
 */
export async function updateProfile(payload: ProfileUpdate): Promise<Profile> {
  const { request } = await import('@carclub/api-client');
  return request(profileSchema, { method: 'PUT', url: '/profile', data: payload });
}

/**
 * Spec §7: the answer replaces the cached profile, and its nickname the signed-in user's, so the
 * header shows it at once. The current-user query is the session store's source (in the app it is
 * the same query client); the store is set as well for a client that is not the session's own.
 */
export function afterProfileSaved(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileKeys.own, profile);
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY, (user) =>
    user ? { ...user, nickname: profile.nickname } : user,
  );
  const session = useSessionStore.getState();
  if (session.user && session.user.nickname !== profile.nickname) {
    session.setUser({ ...session.user, nickname: profile.nickname });
  }
}

// Sending the same whole profile again gives the same result, so the site's retry defaults apply.
export const updateProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: updateProfile,
    onSuccess: (profile) => afterProfileSaved(queryClient, profile),
  });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation(updateProfileMutationOptions(queryClient));
}
