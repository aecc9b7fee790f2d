import type { CommentThreadPage } from '@carclub/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader } from './keys';

/** `GET /discussions/:id/comments`: a page of top-level comments, oldest first, with first replies. */
export async function getComments(
  id: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CommentThreadPage> {
  const [{ request }, { commentThreadPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(commentThreadPageSchema, {
    url: `${discussionPath(id)}/comments`,
    params: cursor === undefined ? undefined : { cursor },
    signal,
  });
}

export const commentsQueryOptions = (id: string, reader: Reader) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.threads(id, reader),
    queryFn: ({ pageParam, signal }) => getComments(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The thread's pages; "show more comments" asks for the next. While a member's own pages load,
 * the ones shown before (the visitor's, which the server rendered) stay, of this discussion only.
 */
export function useComments(id: string, reader: Reader, enabled: boolean) {
  return useInfiniteQuery({
    ...commentsQueryOptions(id, reader),
    enabled,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });
}
