import { pendingEmailChangeSchema, type EmailChangeRequest } from '@carclub/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';
import type { PendingChange } from './get-email-change';

/**
 * 202 with the change now waiting. 400 names `currentPassword` (wrong) or `newEmail` (the
 * account's own already); 403 is an account without a password; 429 too many tries.
 */
export async function requestEmailChange(
  payload: EmailChangeRequest,
): Promise<PendingChange | null> {
  const { request } = await import('@carclub/api-client');
  const { pending } = await request(pendingEmailChangeSchema, {
    method: 'POST',
    url: '/profile/email-change',
    data: payload,
  });
  return pending;
}

// Never retried: each try checks the password against the API's limit, and mails two addresses.
export const requestEmailChangeMutationOptions = () =>
  mutationOptions({ mutationFn: requestEmailChange, retry: false });

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestEmailChangeMutationOptions(),
    onSuccess: (pending) => queryClient.setQueryData(securityKeys.emailChange, pending),
  });
}
