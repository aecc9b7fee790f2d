import type {
  Bookmark,
  BookmarkContainsQuery,
  BookmarkContainsResponse,
  BookmarkListQuery,
  Paginated,
} from '@carclub/contracts';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';

import { bookmarks, logbookEntries, users, vehicles } from '../../db/schema';
import { firstPhotoOfEntry } from '../logbook';
import { galleryImage, isUuid, listedVehicleColumns, toListedVehicle } from '../vehicles';
import type { BookmarksApp } from './types';
import { bookmarkVisible } from './visibility';

/** The car of a bookmark: the bookmarked one, or the bookmarked entry's. */
const carOfBookmark = eq(
  vehicles.id,
  sql`coalesce(${bookmarks.vehicleId}, ${logbookEntries.vehicleId})`,
);

/**
 * A page of the member's bookmarks, newest first, with what a list shows of each. A bookmark of a
 * car a moderator hid, of a blocked owner's car, or of an entry made private is left out (and
 * counts nowhere) while that lasts, and is back when it ends; one of something deleted is gone.
 */
export async function listBookmarks(
  app: BookmarksApp,
  userId: string,
  query: BookmarkListQuery,
): Promise<Paginated<Bookmark>> {
  const [rows, [counted]] = await Promise.all([
    app.db
      .select({
        bookmarkedAt: bookmarks.createdAt,
        vehicle: listedVehicleColumns,
        entryId: logbookEntries.id,
        entryTitle: logbookEntries.title,
        entryDate: logbookEntries.entryDate,
        entryCategory: logbookEntries.category,
        entryPhoto: firstPhotoOfEntry,
      })
      .from(bookmarks)
      .leftJoin(logbookEntries, eq(logbookEntries.id, bookmarks.logbookEntryId))
      .innerJoin(vehicles, carOfBookmark)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .where(and(eq(bookmarks.userId, userId), bookmarkVisible()))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    app.db
      .select({ total: count() })
      .from(bookmarks)
      .leftJoin(logbookEntries, eq(logbookEntries.id, bookmarks.logbookEntryId))
      .innerJoin(vehicles, carOfBookmark)
      .where(and(eq(bookmarks.userId, userId), bookmarkVisible())),
  ]);
  const items = rows.map((row): Bookmark => {
    const vehicle = toListedVehicle(app.storage, row.vehicle);
    const bookmarkedAt = row.bookmarkedAt.toISOString();
    if (row.entryId === null) return { kind: 'vehicle', bookmarkedAt, vehicle };
    return {
      kind: 'logbookEntry',
      bookmarkedAt,
      entry: {
        id: row.entryId,
        title: row.entryTitle!,
        date: row.entryDate!,
        category: row.entryCategory!,
        photo: row.entryPhoto === null ? null : galleryImage(app.storage, row.entryPhoto),
      },
      vehicle,
    };
  });
  return { items, total: counted?.total ?? 0, page: query.page, limit: query.limit };
}

/**
 * Which of the asked cars and entries the member bookmarked, among those the public may see (what
 * the list would show): a page asks once for all it shows. Ids that are not uuids name nothing.
 */
export async function bookmarkedAmong(
  app: BookmarksApp,
  userId: string,
  query: BookmarkContainsQuery,
): Promise<BookmarkContainsResponse> {
  const vehicleIds = query.vehicleIds.filter(isUuid);
  const entryIds = query.entryIds.filter(isUuid);
  if (vehicleIds.length === 0 && entryIds.length === 0) return { vehicleIds: [], entryIds: [] };
  const rows = await app.db
    .select({ vehicleId: bookmarks.vehicleId, entryId: bookmarks.logbookEntryId })
    .from(bookmarks)
    .leftJoin(logbookEntries, eq(logbookEntries.id, bookmarks.logbookEntryId))
    .innerJoin(vehicles, carOfBookmark)
    .where(
      and(
        eq(bookmarks.userId, userId),
        or(
          vehicleIds.length > 0 ? inArray(bookmarks.vehicleId, vehicleIds) : undefined,
          entryIds.length > 0 ? inArray(bookmarks.logbookEntryId, entryIds) : undefined,
        ),
        bookmarkVisible(),
      ),
    );
  return {
    vehicleIds: rows.flatMap((row) => (row.vehicleId === null ? [] : [row.vehicleId])),
    entryIds: rows.flatMap((row) => (row.entryId === null ? [] : [row.entryId])),
  };
}
