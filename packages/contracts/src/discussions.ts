import { z } from 'zod';

import { COMMENT_MAX_LENGTH, COMMENT_STATES } from './community-values';
import { idSchema, MULTI_LINE_TEXT, optionalIdSchema } from './fields';
import { cursorQueryField } from './pagination';
import { VALIDATION_MESSAGES as V } from './validation-messages';

export * from './community-values';

/**
 * A member as a thread shows them: a link to their page and their avatar. Null where the member
 * deleted their account ("deleted member").
 */
export const memberRefSchema = z.object({
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A discussion's id and counters: what a card of its post or entry shows. */
export const discussionCountsSchema = z.object({
  id: idSchema,
  commentsCount: z.number().int().min(0),
  likesCount: z.number().int().min(0),
});
export type DiscussionCounts = z.infer<typeof discussionCountsSchema>;

/**
 * The conversation of a post or a logbook entry (ADR 0151), as its page shows it: the counters,
 * and for a signed-in reader what they did.
 */
export const discussionSummarySchema = discussionCountsSchema.extend({
  commentsClosed: z.boolean(),
  /** False for a reader who is signed out. */
  likedByMe: z.boolean(),
  /** The reader owns the post or the entry: they may hide comments and close the thread. */
  ownedByMe: z.boolean(),
});
export type DiscussionSummary = z.infer<typeof discussionSummarySchema>;

/** A comment's markdown as typed (no trim: leading spaces are markdown), control characters refused. */
export const commentBodySchema = z
  .string({ error: V.required })
  .regex(MULTI_LINE_TEXT, { error: V.controlCharacters, abort: true })
  .refine((body) => body.trim().length > 0, { error: V.required, abort: true })
  .max(COMMENT_MAX_LENGTH, V.tooLong);

export const commentInputSchema = z.object({
  body: commentBodySchema,
  /** The comment answered: a top-level one, or a reply (the new one joins the same thread). */
  replyToId: optionalIdSchema,
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentEditSchema = z.object({ body: commentBodySchema });
export type CommentEdit = z.infer<typeof commentEditSchema>;

export const commentSchema = z.object({
  id: idSchema,
  discussionId: idSchema,
  /** The top-level comment of its thread; null for a top-level comment. */
  rootId: idSchema.nullable(),
  /** The reply it answers (a reply to a reply names whom it answers); null otherwise. */
  replyTo: z.object({ id: idSchema, author: memberRefSchema.nullable() }).nullable(),
  author: memberRefSchema.nullable(),
  state: z.enum(COMMENT_STATES),
  /** Markdown; empty when the reader may not see it (removed, or hidden from them). */
  body: z.string(),
  /** The body's HTML from the site's renderer (ADR 0163); empty when the body is. */
  bodyHtml: z.string(),
  /** A moderator's reason, shown to the author of a hidden comment. */
  moderationReason: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likesCount: z.number().int().min(0),
  likedByMe: z.boolean(),
  /** The reader may still edit it (their own, within the edit window). */
  editableUntil: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its first replies; `repliesCount` says how many more there are. */
export const commentThreadSchema = commentSchema.extend({
  replies: z.array(commentSchema),
  repliesCount: z.number().int().min(0),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** Keyset pages: `nextCursor` is given back as `?cursor=` for the next page; null at the end. */
export const commentPageQuerySchema = z.object({
  cursor: cursorQueryField,
});
export type CommentPageQuery = z.infer<typeof commentPageQuerySchema>;

export const commentThreadPageSchema = z.object({
  items: z.array(commentThreadSchema),
  nextCursor: z.string().nullable(),
});
export type CommentThreadPage = z.infer<typeof commentThreadPageSchema>;

export const replyPageSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type ReplyPage = z.infer<typeof replyPageSchema>;

export const likeStateSchema = z.object({
  liked: z.boolean(),
  likesCount: z.number().int().min(0),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** Who liked, newest first. */
export const likersPageSchema = z.object({
  items: z.array(memberRefSchema.extend({ likedAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type LikersPage = z.infer<typeof likersPageSchema>;
