import { z } from 'zod';

import { bookmarkedLogbookEntrySchema, bookmarkedVehicleSchema } from './bookmarks';

/** How many of the site's latest public entries the home page shows, and the most one call gets. */
export const LATEST_LOGBOOK_ENTRIES = 6;
export const LATEST_LOGBOOK_ENTRIES_MAX = 24;

export const latestLogbookQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LATEST_LOGBOOK_ENTRIES_MAX)
    .default(LATEST_LOGBOOK_ENTRIES),
});

/**
 * The site's latest public logbook entries (issue 17 point 2), the latest written first: what a
 * list shows of each entry and of its car (as a bookmark's).
 */
export const latestLogbookEntriesSchema = z.object({
  items: z.array(
    z.object({ entry: bookmarkedLogbookEntrySchema, vehicle: bookmarkedVehicleSchema }),
  ),
});
export type LatestLogbookEntries = z.infer<typeof latestLogbookEntriesSchema>;
