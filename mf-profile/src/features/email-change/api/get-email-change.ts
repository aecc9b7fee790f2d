import { pendingEmailChangeSchema, type PendingEmailChange } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';

export type PendingChange = NonNullable<PendingEmailChange['pending']>;

/** The change of address waiting for its confirmation link, or null. */
export async function getEmailChange(signal?: AbortSignal): Promise<PendingChange | null> {
  const { request } = await import('@carclub/api-client');
  const { pending } = await request(pendingEmailChangeSchema, {
    url: '/profile/email-change',
    signal,
  });
  return pending;
}

export const emailChangeQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.emailChange,
    queryFn: ({ signal }) => getEmailChange(signal),
  });

export function useEmailChange() {
  return useQuery(emailChangeQueryOptions());
}
