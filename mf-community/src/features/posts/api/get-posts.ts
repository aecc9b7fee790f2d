import type { PostPage } from '@carclub/contracts';
import type { PostStatus } from '@carclub/contracts';
import { fetchPostPage } from '@carclub/kit';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** A page of the site's published posts, newest first, or of one tag's. */
export function getPosts(
  tag: string | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  return fetchPostPage(tag === null ? {} : { tag }, cursor, signal);
}

/** "Show more" asks for the page after the last one with its `nextCursor`. */
export const postListQueryOptions = (tag: string | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(tag),
    queryFn: ({ pageParam, signal }) => getPosts(tag, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor,
  });

/** A page of the member's own posts, drafts and published, the latest change first. */
export async function getMyPosts(
  status: PostStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const [{ request }, { postPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postPageSchema, {
    url: '/posts/mine',
    params: { ...(status === null ? {} : { status }), ...(cursor === null ? {} : { cursor }) },
    signal,
  });
}

export const myPostsQueryOptions = (status: PostStatus | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.mine(status),
    queryFn: ({ pageParam, signal }) => getMyPosts(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PostPage) => last.nextCursor,
  });
