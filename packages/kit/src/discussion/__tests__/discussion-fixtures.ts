import { renderMarkdown } from '@carclub/markdown';
import type { Comment, CommentThread, DiscussionSummary } from '@carclub/contracts';

export const DISCUSSION_ID = '0d5c0000-0000-4000-8000-000000000001';
export const PAGE = '/u/bob/car/golf/logbook/e1';

let sequence = 0;

/** A published comment by `nickname` (null: a deleted member), written just now. */
export function comment(
  nickname: string | null,
  body: string,
  overrides: Partial<Comment> = {},
): Comment {
  sequence += 1;
  const made: Omit<Comment, 'bodyHtml'> = {
    id: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    discussionId: DISCUSSION_ID,
    rootId: null,
    replyTo: null,
    author: nickname === null ? null : { nickname, avatar: null },
    state: 'published',
    body,
    moderationReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
    likesCount: 0,
    likedByMe: false,
    editableUntil: null,
    ...overrides,
  };
  // The API sends the body rendered by the site's renderer (ADR 0163).
  return { ...made, bodyHtml: overrides.bodyHtml ?? renderMarkdown(made.body, 'comment') };
}

export function thread(
  top: Comment,
  replies: Comment[] = [],
  repliesCount = replies.length,
): CommentThread {
  return { ...top, replies, repliesCount };
}

export function summary(overrides: Partial<DiscussionSummary> = {}): DiscussionSummary {
  return {
    id: DISCUSSION_ID,
    commentsCount: 2,
    likesCount: 3,
    commentsClosed: false,
    likedByMe: false,
    ownedByMe: false,
    ...overrides,
  };
}
