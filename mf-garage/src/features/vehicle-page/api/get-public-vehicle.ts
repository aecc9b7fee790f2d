import { apiClient, toApiError } from '@carclub/api-client';
import { publicVehicleSchema, type PublicVehicle } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { vehicleKeys } from '../../../lib/api/query-keys';

/** Anyone's view of a vehicle, signed in or not; 404 for an unknown nickname or slug. */
export async function getPublicVehicle(
  nickname: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicVehicle> {
  try {
    const { data } = await apiClient.get<unknown>(
      `/users/${encodeURIComponent(nickname)}/vehicles/${encodeURIComponent(slug)}`,
      { signal },
    );
    return publicVehicleSchema.parse(data);
  } catch (error) {
    throw toApiError(error);
  }
}

export const publicVehicleQueryOptions = (nickname: string, slug: string) =>
  queryOptions({
    queryKey: vehicleKeys.publicVehicle(nickname, slug),
    queryFn: ({ signal }) => getPublicVehicle(nickname, slug, signal),
  });

export function usePublicVehicle(nickname: string, slug: string) {
  return useQuery(publicVehicleQueryOptions(nickname, slug));
}
