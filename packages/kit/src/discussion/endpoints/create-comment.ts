import type { Comment, CommentInput, CommentThreadPage, ReplyPage } from '@carclub/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';

import { discussionKeys, discussionPath, type Reader } from './keys';

/** `POST /discussions/:id/comments`: a comment, or a reply (`replyToId`). */
export async function createComment(id: string, input: CommentInput): Promise<Comment> {
  const [{ request }, { commentSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(commentSchema, {
    method: 'POST',
    url: `${discussionPath(id)}/comments`,
    data: input,
  });
}

/**
 * Writes a comment and puts it where the reader looks for it: a new thread at the end of the
 * pages read (oldest first, so it is the last), a reply at the end of its thread.
 */
export function useCreateComment(id: string, reader: Reader) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(id, input),
    onSuccess: (comment) => {
      if (comment.rootId === null) {
        queryClient.setQueryData<InfiniteData<CommentThreadPage>>(
          discussionKeys.threads(id, reader),
          (data) => {
            if (!data) return data;
            const pages = [...data.pages];
            const last = pages.at(-1)!;
            pages[pages.length - 1] = {
              ...last,
              items: [...last.items, { ...comment, replies: [], repliesCount: 0 }],
            };
            return { ...data, pages };
          },
        );
      } else {
        const rootId = comment.rootId;
        queryClient.setQueryData<InfiniteData<CommentThreadPage>>(
          discussionKeys.threads(id, reader),
          (data) =>
            data && {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((thread) =>
                  thread.id === rootId
                    ? {
                        ...thread,
                        replies: [...thread.replies, comment],
                        repliesCount: thread.repliesCount + 1,
                      }
                    : thread,
                ),
              })),
            },
        );
        queryClient.setQueryData<InfiniteData<ReplyPage>>(
          discussionKeys.replies(id, rootId, reader),
          (data) => {
            if (!data) return data;
            const pages = [...data.pages];
            const last = pages.at(-1)!;
            pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
            return { ...data, pages };
          },
        );
      }
      void queryClient.invalidateQueries({ queryKey: discussionKeys.summary(id, reader) });
    },
  });
}
