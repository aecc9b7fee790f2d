import type { Comment } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionKeys, discussionPath, updateCachedComment } from './keys';

/** `PUT` or `DELETE /discussions/:id/comments/:commentId/hidden`: the owner hides or shows it. */
export async function setCommentHidden(
  id: string,
  commentId: string,
  hidden: boolean,
): Promise<Comment> {
  const [{ request }, { commentSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(commentSchema, {
    method: hidden ? 'PUT' : 'DELETE',
    url: `${discussionPath(id, commentId)}/hidden`,
  });
}

export function useSetCommentHidden(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      setCommentHidden(id, commentId, hidden),
    onSuccess: (comment) => {
      updateCachedComment(queryClient, id, comment.id, () => comment);
      void queryClient.invalidateQueries({ queryKey: [...discussionKeys.all(id), 'summary'] });
    },
  });
}
