import type { VehicleListQuery, VehicleListResponse } from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { vehicleKeys } from '../../../lib/api/query-keys';

/** A page of every member's vehicle cards (no sign-in needed), newest first. */
export async function getPublicVehicles(
  query: Partial<VehicleListQuery>,
  signal?: AbortSignal,
): Promise<VehicleListResponse> {
  // The schema with the client: a page the server rendered with its data starts without zod.
  const [{ request }, { vehicleListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(vehicleListResponseSchema, { url: '/vehicles', params: query, signal });
}

export const publicVehiclesQueryOptions = (query: Partial<VehicleListQuery>) =>
  queryOptions({
    queryKey: vehicleKeys.publicList(query),
    queryFn: ({ signal }) => getPublicVehicles(query, signal),
    // The cards stay while the next page or filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function usePublicVehicles(query: Partial<VehicleListQuery>) {
  return useQuery(publicVehiclesQueryOptions(query));
}
