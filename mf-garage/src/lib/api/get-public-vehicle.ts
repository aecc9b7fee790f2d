import type { PublicVehicle } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { vehicleKeys } from './query-keys';

/** Anyone's view of a vehicle, signed in or not; 404 for an unknown nickname or slug. */
export async function getPublicVehicle(
  nickname: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicVehicle> {
  // The schema with the client: a page the server rendered with the car starts without zod.
  const [{ request }, { publicVehicleSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(publicVehicleSchema, {
    url: `/users/${encodeURIComponent(nickname)}/vehicles/${encodeURIComponent(slug)}`,
    signal,
  });
}

export const publicVehicleQueryOptions = (nickname: string, slug: string) =>
  queryOptions({
    queryKey: vehicleKeys.publicVehicle(nickname, slug),
    queryFn: ({ signal }) => getPublicVehicle(nickname, slug, signal),
  });

export function usePublicVehicle(nickname: string, slug: string) {
  return useQuery(publicVehicleQueryOptions(nickname, slug));
}
