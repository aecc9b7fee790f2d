import type { QueryClient } from '@tanstack/react-query';

import { publicVehicleQueryOptions } from '../../lib/api/get-public-vehicle';
import { vehiclePageTabOf } from '../../lib/vehicle-page-tab';
import { vehiclePostsQueryOptions } from './api/get-vehicle-posts';

/**
 * With `?tab=posts`, the first page of the car's posts for the server's render: asked by the car's
 * id, so after the car (which the page's own prefetch asks for too; one request serves both).
 */
export async function prefetchVehiclePosts(
  queryClient: QueryClient,
  nickname: string,
  slug: string,
  searchParams: URLSearchParams,
): Promise<void> {
  if (vehiclePageTabOf(searchParams).tab !== 'posts') return;
  const vehicle = await queryClient.fetchQuery(publicVehicleQueryOptions(nickname, slug));
  await queryClient.fetchInfiniteQuery(vehiclePostsQueryOptions(vehicle.id));
}
