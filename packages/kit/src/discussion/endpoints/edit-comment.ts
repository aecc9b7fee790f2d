import type { Comment } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionPath, updateCachedComment } from './keys';

/** `PATCH /discussions/:id/comments/:commentId`: the author's new text, within the edit window. */
export async function editComment(id: string, commentId: string, body: string): Promise<Comment> {
  const [{ request }, { commentSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(commentSchema, {
    method: 'PATCH',
    url: discussionPath(id, commentId),
    data: { body },
  });
}

export function useEditComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      editComment(id, commentId, body),
    onSuccess: (comment) => updateCachedComment(queryClient, id, comment.id, () => comment),
  });
}
