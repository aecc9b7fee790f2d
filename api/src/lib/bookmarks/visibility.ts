import { and, eq, isNull, or, type SQL } from 'drizzle-orm';

import { bookmarks, logbookEntries } from '../../db/schema';
import { publiclyVisibleVehicle } from '../vehicles';

/**
 * What may be bookmarked, and what a member's list shows (ADR 0093): a car while the public may see
 * it, an entry while it is public and its car may be seen. The query joins `vehicles` (the car of
 * the bookmark, or of its entry) and left-joins `logbook_entries`.
 */
export function bookmarkVisible(): SQL {
  return and(
    publiclyVisibleVehicle(),
    or(isNull(bookmarks.logbookEntryId), eq(logbookEntries.visibility, 'public')),
  )!;
}

/** A public entry: for the entry of `entryId`, joined with its car. */
export function publicEntry(): SQL {
  return and(eq(logbookEntries.visibility, 'public'), publiclyVisibleVehicle())!;
}
