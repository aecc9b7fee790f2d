import { useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionKeys, discussionPath, updateCachedComment } from './keys';

/** `DELETE /discussions/:id/comments/:commentId`: the author's; its place stays as "removed". */
export async function deleteComment(id: string, commentId: string): Promise<void> {
  const { request } = await import('@carclub/api-client');
  return request({ method: 'DELETE', url: discussionPath(id, commentId) });
}

export function useDeleteComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(id, commentId),
    onSuccess: (_nothing, commentId) => {
      // What the API shows of a removed comment: its place, with no text and nothing to do.
      updateCachedComment(queryClient, id, commentId, (comment) => ({
        ...comment,
        state: 'removed',
        body: '',
        editableUntil: null,
        likedByMe: false,
      }));
      void queryClient.invalidateQueries({ queryKey: [...discussionKeys.all(id), 'summary'] });
    },
  });
}
