import { activeSessionListSchema, type ActiveSession } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { securityKeys } from '../../../lib/api/query-keys';

/** The member's signed-in devices, most recently used first, this one among them. */
export async function getSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const { request } = await import('@carclub/api-client');
  const { items } = await request(activeSessionListSchema, { url: '/profile/sessions', signal });
  return items;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
