import type { VehicleListResponse } from '@carclub/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { memberKeys } from '../../../lib/api/query-keys';

/** Cards per page of a member's garage: the same as the spec's own list (§2, 12 per page). */
export const MEMBER_GARAGE_LIMIT = 12;

/** `?page=` as a page number of the garage; anything else is the first page. */
export function garagePageOf(searchParams: URLSearchParams): number {
  const requested = Number(searchParams.get('page'));
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

/** A page of a member's garage, newest first. */
export async function getMemberVehicles(
  nickname: string,
  page: number,
  signal?: AbortSignal,
): Promise<VehicleListResponse> {
  // The schema with the client: a page the server rendered with its data starts without zod.
  const [{ request }, { vehicleListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(vehicleListResponseSchema, {
    url: `/users/${encodeURIComponent(nickname)}/vehicles`,
    params: { page, limit: MEMBER_GARAGE_LIMIT },
    signal,
  });
}

export const memberVehiclesQueryOptions = (nickname: string, page: number) =>
  queryOptions({
    queryKey: memberKeys.vehicles(nickname, page),
    queryFn: ({ signal }) => getMemberVehicles(nickname, page, signal),
    // The cards stay while the next page loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export function useMemberVehicles(nickname: string, page: number) {
  return useQuery(memberVehiclesQueryOptions(nickname, page));
}
