import type { Profile } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProfileImageKind } from '../lib/image-kinds';
import { afterProfileImageChanged } from './upload-profile-image';

/** `DELETE /media/{kind}`: 204 once the picture and its files are gone (also when there was none). */
export async function removeProfileImage(kind: ProfileImageKind): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: `/media/${kind}` });
}

export function useRemoveProfileImage(kind: ProfileImageKind, profile: Profile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeProfileImage(kind),
    retry: false,
    onSuccess: () => afterProfileImageChanged(queryClient, kind, null, profile),
  });
}
