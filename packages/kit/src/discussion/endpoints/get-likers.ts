import type { LikersPage } from '@carclub/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { discussionKeys, discussionPath } from './keys';

/** `GET /discussions/:id/likes` or `…/comments/:commentId/likes`: who liked, newest first. */
export async function getLikers(
  id: string,
  commentId: string | null,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<LikersPage> {
  const [{ request }, { likersPageSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(likersPageSchema, {
    url: `${discussionPath(id, commentId ?? undefined)}/likes`,
    params: cursor === undefined ? undefined : { cursor },
    signal,
  });
}

export const likersQueryOptions = (id: string, commentId: string | null) =>
  infiniteQueryOptions({
    queryKey: discussionKeys.likers(id, commentId),
    queryFn: ({ pageParam, signal }) => getLikers(id, commentId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useLikers(id: string, commentId: string | null) {
  return useInfiniteQuery(likersQueryOptions(id, commentId));
}
