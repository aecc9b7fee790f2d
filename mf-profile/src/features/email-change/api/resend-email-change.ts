import { isApiError } from '@carclub/api-client/is-api-error';
import { pendingEmailChangeSchema } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';
import type { PendingChange } from './get-email-change';

/** 202 with a fresh link and 24 more hours; 404 when no change waits any more; 429 past 3 mails. */
export async function resendEmailChange(): Promise<PendingChange | null> {
  const { request } = await import('@carclub/api-client');
  const { pending } = await request(pendingEmailChangeSchema, {
    method: 'POST',
    url: '/profile/email-change/resend',
  });
  return pending;
}

export function useResendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmailChange,
    retry: false,
    onSuccess: (pending) => queryClient.setQueryData(securityKeys.emailChange, pending),
    // Confirmed, cancelled from the old inbox or expired meanwhile: show what is true now.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: securityKeys.emailChange });
      }
    },
  });
}
