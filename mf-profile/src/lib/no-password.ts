import { isApiError } from '@carclub/api-client/is-api-error';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { securityKeys } from './api/query-keys';

/**
 * Whether the account is known to have no password (a member who signed up with Google). The API
 * says so only by a 403 from the calls that need the password (changing it, changing the e-mail
 * address), so the first of them to get one tells the whole Security tab, for as long as the page
 * is open (ADR 0069).
 */
export function useNoPassword(): boolean {
  const { data } = useQuery({
    queryKey: securityKeys.noPassword,
    queryFn: () => false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? false;
}

export function markNoPassword(queryClient: QueryClient): void {
  queryClient.setQueryData(securityKeys.noPassword, true);
}

/** For a failure handler: true, and the tab told, when `error` is that 403. */
export function useLearnNoPassword() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || error.status !== 403) return false;
      markNoPassword(queryClient);
      return true;
    },
    [queryClient],
  );
}
