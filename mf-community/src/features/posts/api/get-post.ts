import type { Post } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** A post at its address under its author; 404 for an unknown or unreadable one. */
export async function getPost(nickname: string, slug: string, signal?: AbortSignal): Promise<Post> {
  // A public page: the schema comes with the call, not with the page's first chunk (ADR 0088).
  const [{ request }, { postSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postSchema, {
    url: `/users/${encodeURIComponent(nickname)}/posts/${encodeURIComponent(slug)}`,
    signal,
  });
}

export const postQueryOptions = (nickname: string, slug: string) =>
  queryOptions({
    queryKey: postKeys.byAddress(nickname, slug),
    queryFn: ({ signal }) => getPost(nickname, slug, signal),
  });

export const usePost = (nickname: string, slug: string) =>
  useQuery(postQueryOptions(nickname, slug));
