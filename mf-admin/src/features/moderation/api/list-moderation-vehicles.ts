import {
  type ModerationVehicleList,
  moderationVehicleListSchema,
  type ModerationVehicleQuery,
} from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '../../../lib/api/query-keys';

export async function listModerationVehicles(
  query: ModerationVehicleQuery,
  signal?: AbortSignal,
): Promise<ModerationVehicleList> {
  const { request } = await import('@carclub/api-client');
  return request(moderationVehicleListSchema, { url: '/admin/vehicles', params: query, signal });
}

export const moderationVehiclesQueryOptions = (query: ModerationVehicleQuery) =>
  queryOptions({
    queryKey: adminKeys.vehicleList(query),
    queryFn: ({ signal }) => listModerationVehicles(query, signal),
    // The table keeps its rows while the next page or search loads, instead of a blank flash.
    placeholderData: keepPreviousData,
  });

export function useModerationVehicles(query: ModerationVehicleQuery) {
  return useQuery(moderationVehiclesQueryOptions(query));
}
