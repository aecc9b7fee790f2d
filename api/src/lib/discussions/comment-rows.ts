import {
  COMMENT_EDIT_WINDOW_MINUTES,
  type Comment,
  type CommentState,
  type MemberRef,
} from '@carclub/contracts';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database';
import { comments, profiles, users } from '../../db/schema';
import type { StorageDriver } from '../media';
import { imageUrls } from '../media';
import { markdownHtml } from '../text';
import { notMutedBy } from '../trust';

const author = alias(users, 'comment_author');
const authorProfile = alias(profiles, 'comment_author_profile');
const answered = alias(comments, 'answered');
const answeredAuthor = alias(users, 'answered_author');
const answeredProfile = alias(profiles, 'answered_author_profile');

/** The columns a comment is shown with: its own, its author's, and whom it answers. */
const columns = {
  comment: comments,
  authorNickname: author.nickname,
  authorAvatarKey: authorProfile.avatarKey,
  authorBlocked: sql<boolean>`coalesce('blocked' = ANY(${author.restrictions}), false)`,
  answeredId: answered.id,
  answeredNickname: answeredAuthor.nickname,
  answeredAvatarKey: answeredProfile.avatarKey,
};

export type CommentRow = {
  comment: typeof comments.$inferSelect;
  authorNickname: string | null;
  authorAvatarKey: string | null;
  authorBlocked: boolean;
  answeredId: string | null;
  answeredNickname: string | null;
  answeredAvatarKey: string | null;
};

/** Comments matching `where`, each with what it is shown with, in `orderBy`'s order. */
export function selectComments(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(comments)
    .leftJoin(author, eq(author.id, comments.authorId))
    .leftJoin(authorProfile, eq(authorProfile.userId, comments.authorId))
    .leftJoin(answered, eq(answered.id, comments.replyToId))
    .leftJoin(answeredAuthor, eq(answeredAuthor.id, answered.authorId))
    .leftJoin(answeredProfile, eq(answeredProfile.userId, answered.authorId))
    .where(where)
    .$dynamic();
}

/**
 * What a reader is shown of comments: everything but another member's held comment (a newcomer's
 * first ones wait for a moderator, seen by their author alone) and the comments of members the
 * reader muted (ADR 0153). Hidden and removed ones keep their place, without their body.
 */
export function listedFor(
  viewerId: string | null,
  { moderation, authorId }: { moderation: SQLWrapper; authorId: SQLWrapper } = comments,
): SQL {
  return viewerId
    ? sql`(${moderation} <> 'held' OR ${authorId} = ${viewerId}) AND ${notMutedBy(viewerId, sql`${authorId}`)}`
    : sql`${moderation} <> 'held'`;
}

export function stateOf(row: CommentRow): CommentState {
  const { comment } = row;
  if (comment.deletedAt) return 'removed';
  if (comment.moderation === 'held') return 'held';
  if (comment.moderation === 'hidden' || comment.ownerHiddenAt || row.authorBlocked) {
    return 'hidden';
  }
  return 'published';
}

export interface Viewer {
  id: string | null;
  /** The viewer owns the discussion: they see the comments they hid, to restore them. */
  ownsDiscussion: boolean;
  liked: ReadonlySet<string>;
}

const memberRef = (
  storage: StorageDriver,
  nickname: string | null,
  avatarKey: string | null,
): MemberRef | null =>
  nickname === null
    ? null
    : { nickname, avatar: avatarKey ? imageUrls(storage, avatarKey).cardUrl : null };

/** A comment as `viewer` is shown it (contracts `commentSchema`). */
export function toComment(storage: StorageDriver, row: CommentRow, viewer: Viewer): Comment {
  const { comment } = row;
  const state = stateOf(row);
  const own = viewer.id !== null && comment.authorId === viewer.id;
  const bodyShown =
    state === 'published' ||
    (state !== 'removed' && own) ||
    (state === 'hidden' && viewer.ownsDiscussion && comment.ownerHiddenAt !== null);
  const editableUntil = new Date(
    comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MINUTES * 60_000,
  );
  return {
    id: comment.id,
    discussionId: comment.discussionId,
    rootId: comment.rootId,
    replyTo: row.answeredId
      ? {
          id: row.answeredId,
          author: memberRef(storage, row.answeredNickname, row.answeredAvatarKey),
        }
      : null,
    author: memberRef(storage, row.authorNickname, row.authorAvatarKey),
    state,
    body: bodyShown ? comment.body : '',
    bodyHtml: bodyShown ? markdownHtml(comment.body, 'comment') : '',
    moderationReason: own && comment.moderation === 'hidden' ? comment.moderationReason : null,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    likesCount: comment.likesCount,
    likedByMe: viewer.liked.has(comment.id),
    editableUntil:
      own && state !== 'removed' && editableUntil.getTime() > Date.now()
        ? editableUntil.toISOString()
        : null,
  };
}
