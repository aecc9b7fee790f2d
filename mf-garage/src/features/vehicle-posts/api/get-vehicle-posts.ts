import type { PostPage } from '@carclub/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';

/**
 * A page of the posts about one car the public may read, newest first (`GET /posts?vehicleId=`).
 * The client and the schema come with the first request, not with the car's page (ADR 0088).
 */
export async function getVehiclePosts(
  vehicleId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const [{ request }, { postPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postPageSchema, {
    url: '/posts',
    params: { vehicleId, ...(cursor === null ? {} : { cursor }) },
    signal,
  });
}

/**
 * Under mf-community's `posts` key, so a post written, edited or deleted there refreshes the
 * car's tab in the same page's client too. "Show more" asks with the last page's cursor.
 */
export const vehiclePostsQueryOptions = (vehicleId: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'vehicle', vehicleId] as const,
    queryFn: ({ pageParam, signal }) => getVehiclePosts(vehicleId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor,
  });
