import { logbookCostsSchema, type LogbookCosts } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';

/** What the owner's car cost, from every entry of its logbook; 403 for another member's car. */
export async function getLogbookCosts(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<LogbookCosts> {
  const { request } = await import('@carclub/api-client');
  return request(logbookCostsSchema, {
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook/costs`,
    signal,
  });
}

export const logbookCostsQueryOptions = (vehicleId: string) =>
  queryOptions({
    // Under the owner's logbook: an entry written or deleted refreshes it.
    queryKey: [...logbookKeys.own(vehicleId), 'costs'] as const,
    queryFn: ({ signal }) => getLogbookCosts(vehicleId, signal),
  });

export function useLogbookCosts(vehicleId: string) {
  return useQuery(logbookCostsQueryOptions(vehicleId));
}
