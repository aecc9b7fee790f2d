import { profilePrivacySchema, type ProfilePrivacy } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { memberKeys, profileKeys } from '../../../lib/api/query-keys';

/** PUT with all four switches: answers them as saved. */
export async function updatePrivacy(payload: ProfilePrivacy): Promise<ProfilePrivacy> {
  const { request } = await import('@carclub/api-client');
  return request(profilePrivacySchema, { method: 'PUT', url: '/profile/privacy', data: payload });
}

/** The answer replaces the cached switches; every member page shown since is read again. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: async (privacy) => {
      queryClient.setQueryData(profileKeys.privacy, privacy);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
