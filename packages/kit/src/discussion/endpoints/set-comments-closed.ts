import type { DiscussionSummary } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader } from './keys';

/** `PUT` or `DELETE /discussions/:id/closed`: the owner closes comments, or opens them again. */
export async function setCommentsClosed(id: string, closed: boolean): Promise<DiscussionSummary> {
  const [{ request }, { discussionSummarySchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(discussionSummarySchema, {
    method: closed ? 'PUT' : 'DELETE',
    url: `${discussionPath(id)}/closed`,
  });
}

export function useSetCommentsClosed(id: string, reader: Reader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => setCommentsClosed(id, closed),
    onSuccess: (summary) => queryClient.setQueryData(discussionKeys.summary(id, reader), summary),
  });
}
