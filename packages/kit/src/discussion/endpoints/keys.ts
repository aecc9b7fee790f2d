import type { Comment, CommentThreadPage, ReplyPage } from '@carclub/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Who reads: a thread's answers differ by reader (their likes, their held comments, what an owner
 * sees of what they hid), so a member's and a visitor's answers are cached apart.
 */
export type Reader = string | null;

/** Every cache of one discussion starts with `all(id)`: one prefix refreshes them all. */
export const discussionKeys = {
  all: (id: string) => ['discussions', id] as const,
  summary: (id: string, reader: Reader) => ['discussions', id, 'summary', reader] as const,
  threads: (id: string, reader: Reader) => ['discussions', id, 'comments', reader] as const,
  threadsOfAnyReader: (id: string) => ['discussions', id, 'comments'] as const,
  replies: (id: string, rootId: string, reader: Reader) =>
    ['discussions', id, 'replies', rootId, reader] as const,
  repliesOfAnyReader: (id: string) => ['discussions', id, 'replies'] as const,
  likers: (id: string, commentId: string | null) =>
    ['discussions', id, 'likes', commentId ?? 'itself'] as const,
};

/** The API path of a discussion, or of one of its comments. */
export const discussionPath = (id: string, commentId?: string): string =>
  `/discussions/${encodeURIComponent(id)}${
    commentId === undefined ? '' : `/comments/${encodeURIComponent(commentId)}`
  }`;

/**
 * Refreshes everything shown of a discussion: what a live update (a new comment announced by the
 * event stream) calls, and what a write calls when its answer cannot be placed in the cache.
 */
export function refreshDiscussion(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: discussionKeys.all(id) });
}

/** Puts `change` on the comment `commentId` wherever it is cached: its thread page or its replies. */
export function updateCachedComment(
  queryClient: QueryClient,
  discussionId: string,
  commentId: string,
  change: (comment: Comment) => Comment,
): void {
  const swap = <T extends Comment>(comment: T): T =>
    comment.id === commentId ? { ...comment, ...change(comment) } : comment;
  queryClient.setQueriesData<InfiniteData<CommentThreadPage>>(
    { queryKey: discussionKeys.threadsOfAnyReader(discussionId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((thread) => ({
            ...swap(thread),
            replies: thread.replies.map(swap),
          })),
        })),
      },
  );
  queryClient.setQueriesData<InfiniteData<ReplyPage>>(
    { queryKey: discussionKeys.repliesOfAnyReader(discussionId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map(swap) })),
      },
  );
}
