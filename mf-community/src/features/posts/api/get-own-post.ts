import type { Post } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** One of the member's posts in any state, for its editor; 404 for someone else's. */
export async function getOwnPost(id: string, signal?: AbortSignal): Promise<Post> {
  const [{ request }, { postSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(postSchema, { url: `/posts/${encodeURIComponent(id)}`, signal });
}

export const ownPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.own(id),
    queryFn: ({ signal }) => getOwnPost(id, signal),
    // The editor starts from the post as stored: a copy refetched under it would reset the form.
    staleTime: Infinity,
  });
