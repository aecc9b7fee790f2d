/**
 * Constants of posts and conversation (issue 32, ADR 0151) that pages render with: no zod here,
 * so a public post page starts without it (ADR 0088). The schemas are in `posts.ts` and
 * `discussions.ts`.
 */

/** A post is the author's draft until published; publishing cannot be undone, deleting can. */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * Where a post or a comment stands with the moderators: `held` waits for one (a newcomer's first
 * post and comments, ADR 0153), `hidden` was hidden by one with a reason (the author is told).
 */
export const MODERATION_STATES = ['visible', 'held', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const POST_TITLE_MAX_LENGTH = 150;
export const POST_BODY_MAX_LENGTH = 50_000;
export const POST_MAX_PHOTOS = 20;
export const POST_MAX_TAGS = 10;
/** Logbook entries one post embeds as "what was done" cards. */
export const POST_MAX_ENTRIES = 20;
export const POST_PAGE_SIZE = 20;
/** A post's list card quotes this many characters of its text. */
export const POST_EXCERPT_LENGTH = 240;

export const COMMENT_MAX_LENGTH = 5_000;
/** Top-level comments per page; each comes with its first replies. */
export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_FIRST_REPLIES = 3;
export const REPLY_PAGE_SIZE = 50;
/** How long after writing it a comment's author may still edit it. */
export const COMMENT_EDIT_WINDOW_MINUTES = 60;
export const LIKERS_PAGE_SIZE = 50;

/**
 * What a member sees of a comment: `published` to everyone; `held` and `hidden` (by a moderator,
 * or by the post's or entry's owner) to its author, with their body, and to the discussion's owner
 * as a removed one; `removed` (its author deleted it) keeps its place with no body.
 */
export const COMMENT_STATES = ['published', 'held', 'hidden', 'removed'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];
