import type { PostPage } from '@carclub/contracts';
import { fetchPostPage } from '@carclub/kit';
import { infiniteQueryOptions } from '@tanstack/react-query';

/**
 * The posts about one car the public may read, newest first (`GET /posts?vehicleId=`), under
 * mf-community's `posts` key, so a post written, edited or deleted there refreshes the car's tab
 * in the same page's client too. "Show more" asks with the last page's cursor.
 */
export const vehiclePostsQueryOptions = (vehicleId: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'vehicle', vehicleId] as const,
    queryFn: ({ pageParam, signal }) => fetchPostPage({ vehicleId }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor,
  });
