import {
  COMMENT_FIRST_REPLIES,
  COMMENT_PAGE_SIZE,
  REPLY_PAGE_SIZE,
  type Comment,
  type CommentThreadPage,
  type ReplyPage,
} from '@carclub/contracts';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { comments, likes } from '../../db/schema';
import { decodeCursor, isUuid, nextCursorOf, pastPosition } from '../db';
import { httpErrors } from '../http-errors';
import { type CommentRow, listedFor, selectComments, toComment, type Viewer } from './comment-rows';
import type { DiscussionRef, DiscussionsApp } from './types';

/** The comments of `ids` the member liked. */
async function likedAmong(
  db: Database,
  viewerId: string | null,
  ids: string[],
): Promise<Set<string>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.commentId })
    .from(likes)
    .where(and(eq(likes.userId, viewerId), inArray(likes.commentId, ids)));
  return new Set(rows.map((row) => row.id!));
}

const after = (cursor: string | undefined) =>
  pastPosition(comments.createdAt, comments.id, decodeCursor(cursor), 'oldest');

/**
 * The ids of each thread's first replies the viewer is shown: one index range per thread
 * (`comments_root_replies_idx`), however many replies a thread has.
 */
function firstReplies(rootIds: string[], viewerId: string | null): SQL {
  const roots = sql.join(
    rootIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const listed = listedFor(viewerId, {
    moderation: sql.raw('reply.moderation'),
    authorId: sql.raw('reply.author_id'),
  });
  return sql`(SELECT first.id FROM unnest(ARRAY[${roots}]::uuid[]) AS root(id)
    CROSS JOIN LATERAL (SELECT reply.id FROM comments AS reply
      WHERE reply.root_id = root.id AND ${listed}
      ORDER BY reply.created_at, reply.id LIMIT ${COMMENT_FIRST_REPLIES}) AS first)`;
}

const positionOf = (row: CommentRow) => ({ at: row.comment.createdAt, id: row.comment.id });

/**
 * A page of the discussion's top-level comments, oldest first, each with its first replies
 * (ADR 0151). An unreadable cursor starts from the first page again.
 */
export async function listThreads(
  { db, storage }: DiscussionsApp,
  discussion: DiscussionRef,
  viewerId: string | null,
  cursor: string | undefined,
): Promise<CommentThreadPage> {
  const roots = await selectComments(
    db,
    and(
      eq(comments.discussionId, discussion.id),
      isNull(comments.rootId),
      listedFor(viewerId),
      after(cursor),
    ),
  )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(COMMENT_PAGE_SIZE + 1);
  const page = roots.slice(0, COMMENT_PAGE_SIZE);
  const rootIds = page.map((row) => row.comment.id);
  const replies =
    rootIds.length === 0
      ? []
      : await selectComments(db, inArray(comments.id, firstReplies(rootIds, viewerId))).orderBy(
          asc(comments.createdAt),
          asc(comments.id),
        );
  const viewer: Viewer = {
    id: viewerId,
    ownsDiscussion: viewerId === discussion.ownerId,
    liked: await likedAmong(db, viewerId, [...rootIds, ...replies.map((row) => row.comment.id)]),
  };
  const show = (row: CommentRow): Comment => toComment(storage, row, viewer);
  return {
    items: page.map((row) => {
      const shown = replies.filter((reply) => reply.comment.rootId === row.comment.id);
      return {
        ...show(row),
        replies: shown.map(show),
        repliesCount: row.comment.repliesCount,
      };
    }),
    nextCursor: nextCursorOf(roots, COMMENT_PAGE_SIZE, positionOf),
  };
}

/** A page of one thread's replies, oldest first, after `cursor` (the last reply shown). */
export async function listReplies(
  { db, storage }: DiscussionsApp,
  discussion: DiscussionRef,
  rootId: string,
  viewerId: string | null,
  cursor: string | undefined,
): Promise<ReplyPage> {
  if (!isUuid(rootId)) throw httpErrors.notFound();
  const rows = await selectComments(
    db,
    and(
      eq(comments.discussionId, discussion.id),
      eq(comments.rootId, rootId),
      listedFor(viewerId),
      after(cursor),
    ),
  )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(REPLY_PAGE_SIZE + 1);
  const page = rows.slice(0, REPLY_PAGE_SIZE);
  const viewer: Viewer = {
    id: viewerId,
    ownsDiscussion: viewerId === discussion.ownerId,
    liked: await likedAmong(
      db,
      viewerId,
      page.map((row) => row.comment.id),
    ),
  };
  return {
    items: page.map((row) => toComment(storage, row, viewer)),
    nextCursor: nextCursorOf(rows, REPLY_PAGE_SIZE, positionOf),
  };
}
