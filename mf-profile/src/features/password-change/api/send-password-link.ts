import { mailRequestAcceptedSchema } from '@carclub/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/**
 * 202: the account's own address gets the link that sets a (first) password; 429 past the
 * forgot-password budgets. Mails the member, so never retried on its own.
 */
export async function sendPasswordLink(): Promise<void> {
  const { request } = await import('@carclub/api-client');
  await request(mailRequestAcceptedSchema, { method: 'POST', url: '/profile/password-link' });
}

export const sendPasswordLinkMutationOptions = () =>
  mutationOptions({ mutationFn: sendPasswordLink, retry: false });

export function useSendPasswordLink() {
  return useMutation(sendPasswordLinkMutationOptions());
}
