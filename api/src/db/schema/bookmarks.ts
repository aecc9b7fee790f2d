import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { logbookEntries } from './logbook';
import { users } from './users';
import { vehicles } from './vehicles';

/**
 * What a member bookmarked (issue 17 point 5, ADR 0093): a car or a logbook entry, exactly one of
 * them per row. Deleting either deletes the bookmark; a hidden or private one keeps its row but
 * is left out of the member's list until the public may see it again.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references((): AnyPgColumn => vehicles.id, {
      onDelete: 'cascade',
    }),
    logbookEntryId: uuid('logbook_entry_id').references((): AnyPgColumn => logbookEntries.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs are distinct, so each index holds only its kind: one bookmark per member and target.
    uniqueIndex('bookmarks_user_vehicle_idx').on(table.userId, table.vehicleId),
    uniqueIndex('bookmarks_user_entry_idx').on(table.userId, table.logbookEntryId),
    // The member's list, newest first.
    index('bookmarks_user_newest_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The cascades from a deleted car or entry find their bookmarks by these.
    index('bookmarks_vehicle_idx').on(table.vehicleId),
    index('bookmarks_entry_idx').on(table.logbookEntryId),
    check(
      'bookmarks_one_target_check',
      sql`num_nonnulls(${table.vehicleId}, ${table.logbookEntryId}) = 1`,
    ),
  ],
);
