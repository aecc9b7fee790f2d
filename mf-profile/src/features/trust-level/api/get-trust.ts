import { ownTrustLevelSchema, type OwnTrustLevel } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { communityKeys } from '../../../lib/api/query-keys';

/** The signed-in member's trust level and the counts that earn the next one. */
export async function getTrust(signal?: AbortSignal): Promise<OwnTrustLevel> {
  const { request } = await import('@carclub/api-client');
  return request(ownTrustLevelSchema, { url: '/profile/trust', signal });
}

export const trustQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.trust, queryFn: ({ signal }) => getTrust(signal) });

export function useTrust() {
  return useQuery(trustQueryOptions());
}
