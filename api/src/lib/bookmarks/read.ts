import type {
  Bookmark,
  BookmarkContainsQuery,
  BookmarkContainsResponse,
  BookmarkListQuery,
  Paginated,
} from '@carclub/contracts';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';

import { bookmarks, discussions, logbookEntries, posts, users, vehicles } from '../../db/schema';
import { postAuthor } from '../discussions';
import { firstPhotoOfEntry } from '../logbook';
import { galleryImage, isUuid, listedVehicleColumns, toListedVehicle } from '../vehicles';
import type { BookmarksApp } from './types';
import {
  authorOfBookmark,
  bookmarkVisible,
  carOfBookmark,
  discussionOfBookmark,
  entryOfBookmark,
  postOfBookmark,
} from './visibility';

/**
 * A page of the member's bookmarks, newest first, with what a list shows of each. A bookmark of a
 * car a moderator hid, of a blocked owner's car, of an entry made private, or of a post made a
 * draft or hidden is left out (and counts nowhere) while that lasts, and is back when it ends; one
 * of something deleted is gone.
 */
export async function listBookmarks(
  app: BookmarksApp,
  userId: string,
  query: BookmarkListQuery,
): Promise<Paginated<Bookmark>> {
  const mineAndVisible = and(eq(bookmarks.userId, userId), bookmarkVisible());
  const [rows, [counted]] = await Promise.all([
    app.db
      .select({
        bookmarkedAt: bookmarks.createdAt,
        discussionId: bookmarks.discussionId,
        vehicle: listedVehicleColumns,
        entryId: logbookEntries.id,
        entryTitle: logbookEntries.title,
        entryDate: logbookEntries.entryDate,
        entryCategory: logbookEntries.category,
        entryPhoto: firstPhotoOfEntry,
        postId: posts.id,
        postSlug: posts.slug,
        postTitle: posts.title,
        postPublishedAt: posts.publishedAt,
        postAuthor: postAuthor.nickname,
      })
      .from(bookmarks)
      .leftJoin(discussions, discussionOfBookmark)
      .leftJoin(logbookEntries, entryOfBookmark)
      .leftJoin(posts, postOfBookmark)
      .leftJoin(postAuthor, authorOfBookmark)
      .leftJoin(vehicles, eq(vehicles.id, carOfBookmark))
      .leftJoin(users, eq(users.id, vehicles.ownerId))
      .where(mineAndVisible)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    app.db
      .select({ total: count() })
      .from(bookmarks)
      .leftJoin(discussions, discussionOfBookmark)
      .leftJoin(logbookEntries, entryOfBookmark)
      .leftJoin(posts, postOfBookmark)
      .leftJoin(postAuthor, authorOfBookmark)
      .leftJoin(vehicles, eq(vehicles.id, carOfBookmark))
      .where(mineAndVisible),
  ]);
  const items = rows.map((row): Bookmark => {
    const bookmarkedAt = row.bookmarkedAt.toISOString();
    if (row.postId !== null) {
      return {
        kind: 'post',
        bookmarkedAt,
        post: {
          id: row.postId,
          discussionId: row.discussionId!,
          slug: row.postSlug!,
          title: row.postTitle!,
          authorNickname: row.postAuthor!,
          publishedAt: row.postPublishedAt!.toISOString(),
        },
      };
    }
    // Not a post: a car's or an entry's bookmark, whose car the join always finds.
    const car = row.vehicle;
    const vehicle = toListedVehicle(app.storage, {
      ...car,
      id: car.id!,
      slug: car.slug!,
      name: car.name!,
      year: car.year!,
      ownerNickname: car.ownerNickname!,
      previewVariantWidths: car.previewVariantWidths ?? [],
    });
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
 * Which of the asked cars, entries and discussions the member bookmarked, among those the public
 * may see (what the list would show): a page asks once for all it shows. An entry is asked by its
 * own id or by its discussion's. Ids that are not uuids name nothing.
 */
export async function bookmarkedAmong(
  app: BookmarksApp,
  userId: string,
  query: BookmarkContainsQuery,
): Promise<BookmarkContainsResponse> {
  const vehicleIds = query.vehicleIds.filter(isUuid);
  const entryIds = query.entryIds.filter(isUuid);
  const discussionIds = query.discussionIds.filter(isUuid);
  if (vehicleIds.length + entryIds.length + discussionIds.length === 0) {
    return { vehicleIds: [], entryIds: [], discussionIds: [] };
  }
  const rows = await app.db
    .select({
      vehicleId: bookmarks.vehicleId,
      entryId: logbookEntries.id,
      discussionId: bookmarks.discussionId,
    })
    .from(bookmarks)
    .leftJoin(discussions, discussionOfBookmark)
    .leftJoin(logbookEntries, entryOfBookmark)
    .leftJoin(posts, postOfBookmark)
    .leftJoin(postAuthor, authorOfBookmark)
    .leftJoin(vehicles, eq(vehicles.id, carOfBookmark))
    .where(
      and(
        eq(bookmarks.userId, userId),
        or(
          vehicleIds.length > 0 ? inArray(bookmarks.vehicleId, vehicleIds) : undefined,
          entryIds.length > 0 ? inArray(logbookEntries.id, entryIds) : undefined,
          discussionIds.length > 0 ? inArray(bookmarks.discussionId, discussionIds) : undefined,
        ),
        bookmarkVisible(),
      ),
    );
  const asked = (ids: string[], id: string | null): id is string => id !== null && ids.includes(id);
  return {
    vehicleIds: rows.flatMap((row) => (asked(vehicleIds, row.vehicleId) ? [row.vehicleId] : [])),
    entryIds: rows.flatMap((row) => (asked(entryIds, row.entryId) ? [row.entryId] : [])),
    discussionIds: rows.flatMap((row) =>
      asked(discussionIds, row.discussionId) ? [row.discussionId] : [],
    ),
  };
}
