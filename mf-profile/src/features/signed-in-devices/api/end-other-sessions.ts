import type { ActiveSession } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';

/** 204: every session of the member but this one is signed out. */
export async function endOtherSessions(): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: '/profile/sessions/others' });
}

/** Leaves only this device in the list, then asks the API for the truth. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    retry: false,
    onSuccess: async () => {
      queryClient.setQueryData(securityKeys.sessions, (sessions: ActiveSession[] | undefined) =>
        sessions?.filter((session) => session.current),
      );
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
    },
  });
}
