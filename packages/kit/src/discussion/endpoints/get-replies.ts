import type { ReplyPage } from '@carclub/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader } from './keys';

/** `GET /discussions/:id/comments/:rootId/replies`: a page of one thread's replies, oldest first. */
export async function getReplies(
  id: string,
  rootId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReplyPage> {
  const [{ request }, { replyPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(replyPageSchema, {
    url: `${discussionPath(id, rootId)}/replies`,
    params: cursor === undefined ? undefined : { cursor },
    signal,
  });
}

export const repliesQueryOptions = (id: string, rootId: string, reader: Reader) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.replies(id, rootId, reader),
    queryFn: ({ pageParam, signal }) => getReplies(id, rootId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** All of a thread's replies, asked for once the reader wants more than its first ones. */
export function useReplies(id: string, rootId: string, reader: Reader, enabled: boolean) {
  return useInfiniteQuery({ ...repliesQueryOptions(id, rootId, reader), enabled });
}
