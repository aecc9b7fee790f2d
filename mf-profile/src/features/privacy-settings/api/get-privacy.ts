import { profilePrivacySchema, type ProfilePrivacy } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';

/** Which parts of the signed-in member's profile their public page shows. */
export async function getPrivacy(signal?: AbortSignal): Promise<ProfilePrivacy> {
  const { request } = await import('@carclub/api-client');
  return request(profilePrivacySchema, { url: '/profile/privacy', signal });
}

export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.privacy,
    queryFn: ({ signal }) => getPrivacy(signal),
  });

export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}
