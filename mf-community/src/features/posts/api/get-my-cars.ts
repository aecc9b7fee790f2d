import type { LogbookListResponse, VehicleListResponse } from '@carclub/contracts';
import { VEHICLE_LIST_MAX_LIMIT } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** The member's cars a post may be about (their first hundred, which is every garage we know). */
export async function getMyCars(signal?: AbortSignal): Promise<VehicleListResponse> {
  const [{ request }, { vehicleListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(vehicleListResponseSchema, {
    url: '/private-transport',
    params: { limit: VEHICLE_LIST_MAX_LIMIT },
    signal,
  });
}

export const myCarsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.myCars, queryFn: ({ signal }) => getMyCars(signal) });

/** The latest entries of one of the member's cars, newest first, to pick cards from. */
export async function getCarEntries(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<LogbookListResponse> {
  const [{ request }, { logbookListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(logbookListResponseSchema, {
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook`,
    params: { page: 1, limit: 100 },
    signal,
  });
}

export const carEntriesQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: postKeys.carEntries(vehicleId),
    queryFn: ({ signal }) => getCarEntries(vehicleId, signal),
  });
