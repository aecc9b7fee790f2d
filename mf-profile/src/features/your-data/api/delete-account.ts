import type { DeleteAccountRequest } from '@carclub/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /profile/delete`: 204 once the account and everything it owns are gone. 400 names a wrong
 * password or a mistyped nickname; 403 is an account without a password (it sets one first).
 */
export async function deleteAccount(payload: DeleteAccountRequest): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'POST', url: '/profile/delete', data: payload });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, retry: false });
}
