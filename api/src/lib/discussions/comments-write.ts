import {
  COMMENT_EDIT_WINDOW_MINUTES,
  type Comment,
  type CommentInput,
  type TrustLevel,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { analyseMarkdown } from '@carclub/markdown';
import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { comments, discussions, likes } from '../../db/schema';
import { isUuid } from '../db';
import { announceComment, type AnnounceApp } from './after-comment';
import { httpErrors } from '../http-errors';
import {
  assertContentLimits,
  consumeMemberAction,
  mustWaitForReview,
  recordApproved,
  trustLevelOf,
} from '../trust';
import { selectComments, toComment } from './comment-rows';
import type { DiscussionRef, DiscussionsApp } from './types';

/** One comment as `viewerId` is shown it, after a change. */
async function showComment(
  { db, storage }: DiscussionsApp,
  discussion: DiscussionRef,
  id: string,
  viewerId: string,
): Promise<Comment> {
  const [row] = await selectComments(db, eq(comments.id, id)).limit(1);
  if (!row) throw httpErrors.notFound();
  const [liked] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.commentId, id), eq(likes.userId, viewerId)))
    .limit(1);
  return toComment(storage, row, {
    id: viewerId,
    ownsDiscussion: viewerId === discussion.ownerId,
    liked: new Set(liked ? [id] : []),
  });
}

/** The comment `id` of the discussion, or 404. */
async function commentOf(db: Database, discussion: DiscussionRef, id: string) {
  if (!isUuid(id)) throw httpErrors.notFound();
  const [comment] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.discussionId, discussion.id)))
    .limit(1);
  if (!comment) throw httpErrors.notFound();
  return comment;
}

/** 400 naming `body` when it has more links, images or mentions than the level allows (ADR 0153). */
function withinLimits(level: TrustLevel, body: string): void {
  const { links, images, mentions } = analyseMarkdown(body, 'comment');
  assertContentLimits(level, { links, images, mentions: mentions.length }, 'comment');
}

/**
 * Writes the member's comment, or their reply (ADR 0151): a reply to a reply joins the same
 * thread and names whom it answers. A newcomer's first comments wait for a moderator, and each is
 * held to the author's trust level's limits and budget (ADR 0153). 400 `commentsClosed` when the
 * owner closed the thread; 404 when the comment answered is not one the member is shown.
 */
export async function createComment(
  app: DiscussionsApp & AnnounceApp,
  discussion: DiscussionRef,
  authorId: string,
  input: CommentInput,
): Promise<Comment> {
  if (discussion.closed) {
    throw httpErrors.validation({ body: [V.commentsClosed] }, 'Comments are closed');
  }
  const level = await trustLevelOf(app.db, authorId);
  withinLimits(level, input.body);
  await consumeMemberAction(app, authorId, level, 'comment');
  const held = await mustWaitForReview(app.db, authorId, 'comment');
  let rootId: string | null = null;
  let replyToId: string | null = null;
  if (input.replyToId) {
    const answered = await commentOf(app.db, discussion, input.replyToId);
    if (answered.moderation === 'held' && answered.authorId !== authorId) {
      throw httpErrors.notFound();
    }
    rootId = answered.rootId ?? answered.id;
    replyToId = answered.rootId === null ? null : answered.id;
  }
  const [created] = await app.db
    .insert(comments)
    .values({
      discussionId: discussion.id,
      authorId,
      rootId,
      replyToId,
      body: input.body,
      moderation: held ? 'held' : 'visible',
      // Milliseconds, as the keyset cursor carries them (lib/db/keyset-cursor).
      createdAt: new Date(),
    })
    .returning({ id: comments.id });
  if (!held) await recordApproved(app.db, authorId, 'comment');
  announceComment(app, created!.id);
  return showComment(app, discussion, created!.id, authorId);
}

/**
 * The author's edit of their comment, within COMMENT_EDIT_WINDOW_MINUTES of writing it: marked
 * edited. 403 for another's comment, 400 `commentEditWindowOver` after the window or on a
 * removed one.
 */
export async function editComment(
  app: DiscussionsApp,
  discussion: DiscussionRef,
  commentId: string,
  authorId: string,
  body: string,
): Promise<Comment> {
  const comment = await commentOf(app.db, discussion, commentId);
  if (comment.authorId !== authorId) throw httpErrors.forbidden();
  const windowEnds = comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MINUTES * 60_000;
  if (comment.deletedAt || Date.now() > windowEnds) {
    throw httpErrors.validation({ body: [V.commentEditWindowOver] }, 'Too late to edit');
  }
  withinLimits(await trustLevelOf(app.db, authorId), body);
  await app.db
    .update(comments)
    .set({ body, editedAt: new Date() })
    .where(eq(comments.id, comment.id));
  return showComment(app, discussion, comment.id, authorId);
}

/**
 * The author deletes their comment: its place stays ("comment removed", so replies keep their
 * thread), its text goes. Deleting it again changes nothing. 403 for another's comment.
 */
export async function deleteComment(
  { db }: Pick<DiscussionsApp, 'db'>,
  discussion: DiscussionRef,
  commentId: string,
  authorId: string,
): Promise<void> {
  const comment = await commentOf(db, discussion, commentId);
  if (comment.authorId !== authorId) throw httpErrors.forbidden();
  await db
    .update(comments)
    .set({ body: '', deletedAt: new Date() })
    .where(and(eq(comments.id, comment.id), isNull(comments.deletedAt)));
}

/**
 * The discussion's owner hides a comment on their post or entry, or shows it again: hidden, it
 * keeps its place without its text for everyone but its author and the owner. 403 for anyone else.
 */
export async function setCommentHiddenByOwner(
  app: DiscussionsApp,
  discussion: DiscussionRef,
  commentId: string,
  ownerId: string,
  hidden: boolean,
): Promise<Comment> {
  if (discussion.ownerId !== ownerId) throw httpErrors.forbidden();
  const comment = await commentOf(app.db, discussion, commentId);
  if (hidden !== (comment.ownerHiddenAt !== null)) {
    await app.db
      .update(comments)
      .set({ ownerHiddenAt: hidden ? new Date() : null })
      .where(eq(comments.id, comment.id));
  }
  return showComment(app, discussion, comment.id, ownerId);
}

/** The owner closes the thread to new comments, or opens it again. 403 for anyone else. */
export async function setCommentsClosed(
  { db }: Pick<DiscussionsApp, 'db'>,
  discussion: DiscussionRef,
  ownerId: string,
  closed: boolean,
): Promise<void> {
  if (discussion.ownerId !== ownerId) throw httpErrors.forbidden();
  await db
    .update(discussions)
    .set({ commentsClosedAt: closed ? new Date() : null })
    .where(eq(discussions.id, discussion.id));
}
