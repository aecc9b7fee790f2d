import { BOOKMARKS_MAX_PER_MEMBER, VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { bookmarks, logbookEntries, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { publiclyVisibleVehicle } from '../vehicles';
import type { BookmarksApp } from './types';
import { publicEntry } from './visibility';

/** What a bookmark names: exactly one of the two. */
export type BookmarkTarget = { vehicleId: string } | { logbookEntryId: string };

const targetOf = (target: BookmarkTarget) =>
  'vehicleId' in target
    ? eq(bookmarks.vehicleId, target.vehicleId)
    : eq(bookmarks.logbookEntryId, target.logbookEntryId);

/** Whether the public may see the target now: only that may be bookmarked. */
async function isPubliclyVisible(db: Database, target: BookmarkTarget): Promise<boolean> {
  if ('vehicleId' in target) {
    const total = await db.$count(
      vehicles,
      and(eq(vehicles.id, target.vehicleId), publiclyVisibleVehicle()),
    );
    return total > 0;
  }
  const [row] = await db
    .select({ id: logbookEntries.id })
    .from(logbookEntries)
    .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .where(and(eq(logbookEntries.id, target.logbookEntryId), publicEntry()))
    .limit(1);
  return row !== undefined;
}

/**
 * Bookmarks a car or an entry for the member; bookmarking it again changes nothing (its place in
 * the list stays). False when the public may not see it (hidden, private, gone). 400
 * `tooManyItems` under `bookmarks` past BOOKMARKS_MAX_PER_MEMBER: a sanity bound, counted without
 * a lock, so concurrent adds may pass it by a few.
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
