import { isApiError } from '@carclub/api-client/is-api-error';
import type { ActiveSession } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';

/** 204 when signed out; 404 when the session is already gone (or not the member's). */
export async function endSession(id: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: `/profile/sessions/${encodeURIComponent(id)}` });
}

/**
 * Signs one other device out; its row goes once the API has said so. A 404 means it was gone
 * already (signed out elsewhere, or expired): what the member wanted, so it counts as done.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (session: ActiveSession) => {
      try {
        await endSession(session.id);
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    retry: false,
    onSuccess: (_data, session) => {
      queryClient.setQueryData(securityKeys.sessions, (sessions: ActiveSession[] | undefined) =>
        sessions?.filter((other) => other.id !== session.id),
      );
    },
  });
}
