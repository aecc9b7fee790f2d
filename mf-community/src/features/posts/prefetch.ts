import type { QueryClient } from '@tanstack/react-query';

import { postQueryOptions } from './api/get-post';
import { postListQueryOptions } from './api/get-posts';

export { tagOfAddress } from './lib/tag';

/** A post's page as the server renders it: the post (a 404 leaves the page its not-found state). */
export async function prefetchPost(
  queryClient: QueryClient,
  nickname: string,
  slug: string,
): Promise<void> {
  await queryClient.prefetchQuery(postQueryOptions(nickname, slug));
}

/** `/posts` and a tag's page as the server renders them: their first page of cards. */
export async function prefetchPostList(
  queryClient: QueryClient,
  tag: string | null,
): Promise<void> {
  await queryClient.prefetchInfiniteQuery(postListQueryOptions(tag));
}
