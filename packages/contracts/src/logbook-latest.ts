import { z } from 'zod';

import { bookmarkedLogbookEntrySchema, bookmarkedVehicleSchema } from './bookmarks';
import { LATEST_LOGBOOK_ENTRIES, LATEST_LOGBOOK_ENTRIES_MAX } from './constants';

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
