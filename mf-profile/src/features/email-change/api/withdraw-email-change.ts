import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';

/** 204, whether or not a change was waiting: its links stop working. */
export async function withdrawEmailChange(): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: '/profile/email-change' });
}

export function useWithdrawEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawEmailChange,
    retry: false,
    onSuccess: () => queryClient.setQueryData(securityKeys.emailChange, null),
  });
}
