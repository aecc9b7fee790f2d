import { z } from 'zod';

/**
 * What the public stream of a discussion (`GET /api/discussions/{id}/events`, Server-Sent
 * Events, ADR 0156) sends its readers, signed in or not. Only ids and counters: a reader fetches
 * the comments as the thread's rules show them to them, so nothing held or hidden travels here.
 */
export const DISCUSSION_EVENT_NAMES = ['comment', 'counts'] as const;
export type DiscussionEventName = (typeof DISCUSSION_EVENT_NAMES)[number];

/** Event `comment`: a comment is now shown to everyone (written, or released by a moderator). */
export const discussionCommentEventSchema = z.object({
  id: z.string(),
  /** Its thread's top-level comment; null for a top-level comment. */
  rootId: z.string().nullable(),
});
export type DiscussionCommentEvent = z.infer<typeof discussionCommentEventSchema>;

/** Event `counts`: on connecting, and whenever a comment is shown or the post or entry liked. */
export const discussionCountsEventSchema = z.object({
  commentsCount: z.number().int().min(0),
  likesCount: z.number().int().min(0),
});
export type DiscussionCountsEvent = z.infer<typeof discussionCountsEventSchema>;

export type DiscussionEvent =
  | { name: 'comment'; data: DiscussionCommentEvent }
  | { name: 'counts'; data: DiscussionCountsEvent };
