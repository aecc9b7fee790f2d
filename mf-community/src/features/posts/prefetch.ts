import { prefetchDiscussion } from '@carclub/kit';
import type { QueryClient } from '@tanstack/react-query';

import { postQueryOptions } from './api/get-post';
import { postListQueryOptions } from './api/get-posts';

export { tagOfAddress } from './lib/tag';

/**
 * A post's page as the server renders it: the post and its thread as a visitor sees it (a 404
 * leaves the page its not-found state).
 */
export async function prefetchPost(
  queryClient: QueryClient,
  nickname: string,
  slug: string,
): Promise<void> {
  const options = postQueryOptions(nickname, slug);
  await queryClient.prefetchQuery(options);
  const post = queryClient.getQueryData(options.queryKey);
  if (post) await prefetchDiscussion(queryClient, post.discussion.id);
}

/** `/posts` and a tag's page as the server renders them: their first page of cards. */
export async function prefetchPostList(
  queryClient: QueryClient,
  tag: string | null,
): Promise<void> {
  await queryClient.prefetchInfiniteQuery(postListQueryOptions(tag));
}
