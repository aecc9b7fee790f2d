import {
  LIKERS_PAGE_SIZE,
  type LikersPage,
  type LikeState,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { comments, discussions, likes, profiles, users } from '../../db/schema';
import { decodeCursor, isUuid, nextCursorOf, pastPosition } from '../db';
import { httpErrors } from '../http-errors';
import { imageUrls } from '../media';
import type { NotifyApp } from '../notifications';
import { consumeMemberAction, recordLikeGiven, recordLikeReceived, trustLevelOf } from '../trust';
import { afterLike } from './after-like';
import type { DiscussionRef, DiscussionsApp } from './types';

/** What is liked: the discussion itself (its post or entry), or one of its comments. */
export type LikeTarget = { discussion: DiscussionRef; commentId?: string };

const cannotLikeOwn = () =>
  httpErrors.validation({ like: [V.cannotLikeOwn] }, 'Cannot like your own');

/** The target's column and id, its author, and its counter's reader; 404 for a comment not shown. */
async function resolve(db: Database, { discussion, commentId }: LikeTarget) {
  if (commentId === undefined) {
    return {
      column: likes.discussionId,
      id: discussion.id,
      authorId: discussion.ownerId,
      count: async () =>
        (
          await db
            .select({ n: discussions.likesCount })
            .from(discussions)
            .where(eq(discussions.id, discussion.id))
        )[0]?.n ?? 0,
    };
  }
  if (!isUuid(commentId)) throw httpErrors.notFound();
  const [comment] = await db
    .select({ authorId: comments.authorId })
    .from(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.discussionId, discussion.id),
        // Only what everyone is shown is liked: not held, hidden or removed.
        eq(comments.moderation, 'visible'),
        isNull(comments.ownerHiddenAt),
        isNull(comments.deletedAt),
      ),
    )
    .limit(1);
  if (!comment) throw httpErrors.notFound();
  return {
    column: likes.commentId,
    id: commentId,
    authorId: comment.authorId,
    count: async () =>
      (
        await db.select({ n: comments.likesCount }).from(comments).where(eq(comments.id, commentId))
      )[0]?.n ?? 0,
  };
}

/**
 * The member likes the target, or takes the like back; liking twice is one like. 400
 * `cannotLikeOwn` on their own post, entry or comment. Likes spend the member's level's budget,
 * and a new one counts toward the trust of both members (ADR 0153).
 */
export async function setLiked(
  app: NotifyApp & Pick<DiscussionsApp, 'rateLimiter'>,
  target: LikeTarget,
  userId: string,
  liked: boolean,
): Promise<LikeState> {
  const { db } = app;
  const resolved = await resolve(db, target);
  if (resolved.authorId === userId) throw cannotLikeOwn();
  if (liked) await consumeMemberAction(app, userId, await trustLevelOf(db, userId), 'like');
  const [changed] = liked
    ? await db
        .insert(likes)
        .values({
          userId,
          ...(target.commentId === undefined
            ? { discussionId: resolved.id }
            : { commentId: resolved.id }),
          createdAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ createdAt: likes.createdAt })
    : await db
        .delete(likes)
        .where(and(eq(resolved.column, resolved.id), eq(likes.userId, userId)))
        .returning({ createdAt: likes.createdAt });
  if (changed && liked) {
    await recordLikeGiven(db, userId);
    if (resolved.authorId !== null) await recordLikeReceived(db, resolved.authorId);
  }
  if (changed) {
    afterLike(app, {
      discussionId: target.discussion.id,
      commentId: target.commentId,
      likerId: userId,
      authorId: resolved.authorId,
      liked,
      createdAt: changed.createdAt,
    });
  }
  return { liked, likesCount: await resolved.count() };
}

/** Who liked the target, newest first; members who deleted their account went with their likes. */
export async function listLikers(
  { db, storage }: DiscussionsApp,
  target: LikeTarget,
  cursor: string | undefined,
): Promise<LikersPage> {
  const resolved = await resolve(db, target);
  const position = decodeCursor(cursor);
  const rows = await db
    .select({
      id: likes.id,
      createdAt: likes.createdAt,
      nickname: users.nickname,
      avatarKey: profiles.avatarKey,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .leftJoin(profiles, eq(profiles.userId, likes.userId))
    .where(and(eq(resolved.column, resolved.id), pastPosition(likes.createdAt, likes.id, position)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(LIKERS_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, LIKERS_PAGE_SIZE).map((row) => ({
      nickname: row.nickname,
      avatar: row.avatarKey ? imageUrls(storage, row.avatarKey).cardUrl : null,
      likedAt: row.createdAt.toISOString(),
    })),
    nextCursor: nextCursorOf(rows, LIKERS_PAGE_SIZE, (row) => ({ at: row.createdAt, id: row.id })),
  };
}
