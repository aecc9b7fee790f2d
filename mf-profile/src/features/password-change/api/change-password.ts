import type { ChangePassword } from '@carclub/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/**
 * 204 when changed (the API signs out the user's other sessions); 400 names a wrong current
 * password, 403 is an account without a password (signed up with Google), 429 too many tries.
 */
export async function changePassword(payload: ChangePassword): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'PATCH', url: '/profile/change-password', data: payload });
}

// Spec §8: never retried. A wrong current password stays wrong, and each try counts against the
// API's limit of attempts.
export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationFn: changePassword, retry: false });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
