import type { DiscussionSummary, LikeState } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader, updateCachedComment } from './keys';

/**
 * `PUT` or `DELETE /discussions/:id/like` (the post or entry) or
 * `…/comments/:commentId/like`: one like per member, taken back with DELETE.
 */
export async function setLiked(
  id: string,
  commentId: string | null,
  liked: boolean,
): Promise<LikeState> {
  const [{ request }, { likeStateSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(likeStateSchema, {
    method: liked ? 'PUT' : 'DELETE',
    url: `${discussionPath(id, commentId ?? undefined)}/like`,
  });
}

/** Likes the post or entry (`commentId` null) or a comment; the counters shown follow the answer. */
export function useSetLiked(id: string, commentId: string | null, reader: Reader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setLiked(id, commentId, liked),
    onSuccess: ({ liked, likesCount }) => {
      if (commentId === null) {
        queryClient.setQueryData<DiscussionSummary>(
          discussionKeys.summary(id, reader),
          (summary) => summary && { ...summary, likedByMe: liked, likesCount },
        );
      } else {
        updateCachedComment(queryClient, id, commentId, (comment) => ({
          ...comment,
          likedByMe: liked,
          likesCount,
        }));
      }
      void queryClient.invalidateQueries({ queryKey: discussionKeys.likers(id, commentId) });
    },
  });
}
