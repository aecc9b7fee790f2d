import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { discussionReads } from '../../db/schema';
import { addToCounts } from './activity';

/** A top-level comment a page showed, and how many comments it brought (itself and its replies). */
export interface ShownThread {
  createdAt: Date;
  comments: number;
}

/**
 * Counts a member's reading of a page of a discussion's thread (ADR 0161): the first page they
 * are served of a discussion counts one "discussion entered", and each top-level comment newer
 * than the discussion's `read_through` counts itself and the replies shown with it as "comments
 * read". Pages come oldest first, so reading on counts each page once and reading again counts
 * nothing, without a row per comment. A page with nothing new costs one primary-key read.
 */
export async function recordThreadRead(
  db: Database,
  userId: string,
  discussionId: string,
  shown: readonly ShownThread[],
  now = new Date(),
) {
  const where = and(
    eq(discussionReads.userId, userId),
    eq(discussionReads.discussionId, discussionId),
  );
  const [before] = await db
    .select({ readThrough: discussionReads.readThrough })
    .from(discussionReads)
    .where(where)
    .limit(1);
  const mark = before?.readThrough ?? null;
  const fresh = shown.filter((thread) => mark === null || thread.createdAt > mark);
  const added = fresh.reduce((sum, thread) => sum + thread.comments, 0);
  if (before !== undefined && added === 0) return;
  const readThrough = fresh.reduce<Date | null>(
    (latest, thread) => (latest === null || thread.createdAt > latest ? thread.createdAt : latest),
    mark,
  );
  await db.transaction(async (tx) => {
    // Of two requests racing over the same page, only the one that moves the mark counts.
    const [row] = await tx
      .insert(discussionReads)
      .values({ userId, discussionId, commentsSeen: added, readThrough, firstReadAt: now })
      .onConflictDoUpdate({
        target: [discussionReads.userId, discussionReads.discussionId],
        set: {
          commentsSeen: sql`${discussionReads.commentsSeen} + ${added}`,
          readThrough: sql`excluded.read_through`,
        },
        setWhere: sql`${discussionReads.readThrough} IS NULL OR ${discussionReads.readThrough} < excluded.read_through`,
      })
      .returning({ entered: sql<boolean>`xmax = 0` });
    if (!row) return;
    await addToCounts(
      tx,
      userId,
      { discussionsEntered: row.entered ? 1 : 0, commentsRead: added },
      now,
    );
  });
}
