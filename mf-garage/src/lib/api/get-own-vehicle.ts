import { vehicleSchema, type Vehicle } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { vehicleKeys } from './query-keys';

/** The owner's view of a vehicle, with its private fields; another user gets 403, no such id 404. */
export async function getOwnVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  const { request } = await import('@carclub/api-client');
  return request(vehicleSchema, { url: `/private-transport/${encodeURIComponent(id)}`, signal });
}

export const ownVehicleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: vehicleKeys.ownVehicle(id),
    queryFn: ({ signal }) => getOwnVehicle(id, signal),
  });

export function useOwnVehicle(id: string) {
  return useQuery(ownVehicleQueryOptions(id));
}
