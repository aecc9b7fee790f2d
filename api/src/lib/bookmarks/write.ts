import { BOOKMARKS_MAX_PER_MEMBER, VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { bookmarks, discussions, vehicles } from '../../db/schema';
import { isUuid } from '../db';
import { readableDiscussion } from '../discussions';
import { httpErrors } from '../http-errors';
import { publiclyVisibleVehicle } from '../vehicles';
import type { BookmarksApp } from './types';

/**
 * What a bookmark names: a car, or a discussion, which stands for its post or logbook entry
 * (ADR 0158): one kind of row and one rule for both.
 */
export type BookmarkTarget = { vehicleId: string } | { discussionId: string };

const targetOf = (target: BookmarkTarget) =>
  'vehicleId' in target
    ? eq(bookmarks.vehicleId, target.vehicleId)
    : eq(bookmarks.discussionId, target.discussionId);

/**
 * The bookmark target of a logbook entry: its discussion, which the database opened with it
 * (ADR 0151). Undefined for an id that names no entry.
 */
export async function entryBookmarkTarget(
  db: Database,
  entryId: string,
): Promise<BookmarkTarget | undefined> {
  if (!isUuid(entryId)) return undefined;
  const [row] = await db
    .select({ id: discussions.id })
    .from(discussions)
    .where(eq(discussions.logbookEntryId, entryId))
    .limit(1);
  return row && { discussionId: row.id };
}

/** Whether the public may see the target now: only that may be bookmarked. */
async function isPubliclyVisible(db: Database, target: BookmarkTarget): Promise<boolean> {
  if ('vehicleId' in target) {
    const total = await db.$count(
      vehicles,
      and(eq(vehicles.id, target.vehicleId), publiclyVisibleVehicle()),
    );
    return total > 0;
  }
  // Read as nobody in particular: the author's own draft is not the public's to bookmark.
  return (await readableDiscussion(db, target.discussionId, null)) !== undefined;
}

/**
 * Bookmarks a car or a discussion (a post's, an entry's) for the member; bookmarking it again
 * changes nothing (its place in the list stays). False when the public may not see it (hidden,
 * private, unpublished, gone). 400 `tooManyItems` under `bookmarks` past BOOKMARKS_MAX_PER_MEMBER:
 * a sanity bound, counted without a lock, so concurrent adds may pass it by a few.
 */
export async function addBookmark(
  { db }: Pick<BookmarksApp, 'db'>,
  userId: string,
  target: BookmarkTarget,
): Promise<boolean> {
  if (!(await isPubliclyVisible(db, target))) return false;
  const mine = eq(bookmarks.userId, userId);
  if ((await db.$count(bookmarks, and(mine, targetOf(target)))) > 0) return true;
  if ((await db.$count(bookmarks, mine)) >= BOOKMARKS_MAX_PER_MEMBER) {
    throw httpErrors.validation({ bookmarks: [V.tooManyItems] }, 'Too many bookmarks');
  }
  await db
    .insert(bookmarks)
    .values({ userId, ...target })
    .onConflictDoNothing();
  return true;
}

/** Removes the member's bookmark of the target, whatever the target's state; none is no error. */
export async function removeBookmark(
  { db }: Pick<BookmarksApp, 'db'>,
  userId: string,
  target: BookmarkTarget,
): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), targetOf(target)));
}
