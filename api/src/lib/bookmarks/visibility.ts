import { eq, type SQL, sql } from 'drizzle-orm';

import { bookmarks, discussions, logbookEntries, posts } from '../../db/schema';
import { postAuthor, publicDiscussion } from '../discussions';
import { publiclyVisibleVehicle } from '../vehicles';

/**
 * What may be bookmarked, and what a member's list shows (ADR 0093, ADR 0158): a car while the
 * public may see it; a discussion while the public may read its post or entry (its rule, ADR 0151).
 * The query joins what `withBookmarkSubjects` names.
 */
export function bookmarkVisible(): SQL<boolean> {
  return sql<boolean>`CASE WHEN ${bookmarks.vehicleId} IS NOT NULL THEN ${publiclyVisibleVehicle()} ELSE ${publicDiscussion()} END`;
}

/** The discussion of a bookmark, and the post or entry it is of. */
export const discussionOfBookmark = eq(discussions.id, bookmarks.discussionId);
export const entryOfBookmark = eq(logbookEntries.id, discussions.logbookEntryId);
export const postOfBookmark = eq(posts.id, discussions.postId);
export const authorOfBookmark = eq(postAuthor.id, posts.authorId);

/** The car of a bookmark: the bookmarked one, or the bookmarked entry's (none for a post). */
export const carOfBookmark = sql`coalesce(${bookmarks.vehicleId}, ${logbookEntries.vehicleId})`;
