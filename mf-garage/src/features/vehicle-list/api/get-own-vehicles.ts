import type { OwnVehicleListResponse, VehicleListQuery } from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { vehicleKeys } from '../../../lib/api/query-keys';

/**
 * A page of the signed-in user's vehicle cards, newest first, with the total that match; each says
 * whether a moderator hid the car, and why.
 */
export async function getOwnVehicles(
  query: Partial<VehicleListQuery>,
  signal?: AbortSignal,
): Promise<OwnVehicleListResponse> {
  // The schema with the client: a page the server rendered with its data starts without zod.
  const [{ request }, { ownVehicleListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(ownVehicleListResponseSchema, {
    url: '/private-transport',
    params: query,
    signal,
  });
}

export const ownVehiclesQueryOptions = (query: Partial<VehicleListQuery>) =>
  queryOptions({
    queryKey: vehicleKeys.ownList(query),
    queryFn: ({ signal }) => getOwnVehicles(query, signal),
    // The cards stay while the next page or filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useOwnVehicles(query: Partial<VehicleListQuery>) {
  return useQuery(ownVehiclesQueryOptions(query));
}
