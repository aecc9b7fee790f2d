import { type ModerationPhotos, moderationPhotosSchema } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function getVehiclePhotos(
  id: string,
  signal?: AbortSignal,
): Promise<ModerationPhotos> {
  const { request } = await import('@carclub/api-client');
  return request(moderationPhotosSchema, {
    url: `/admin/vehicles/${encodeURIComponent(id)}/photos`,
    signal,
  });
}

export const vehiclePhotosQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.vehiclePhotos(id),
    queryFn: ({ signal }) => getVehiclePhotos(id, signal),
  });

export function useVehiclePhotos(id: string) {
  return useQuery(vehiclePhotosQueryOptions(id));
}
