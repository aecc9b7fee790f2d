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

import { discussions } from './community';
import { users } from './users';
import { vehicles } from './vehicles';

/**
 * What a member bookmarked (issue 17 point 5, ADR 0093): a car, or a discussion, which is a post's
 * or a logbook entry's (ADR 0151, ADR 0158), exactly one of them per row. Deleting either deletes
 * the bookmark; a hidden, private or unpublished one keeps its row but is left out of the member's
 * list until the public may see it again.
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
    discussionId: uuid('discussion_id').references((): AnyPgColumn => discussions.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs are distinct, so each index holds only its kind: one bookmark per member and target.
    uniqueIndex('bookmarks_user_vehicle_idx').on(table.userId, table.vehicleId),
    uniqueIndex('bookmarks_user_discussion_idx').on(table.userId, table.discussionId),
    // The member's list, newest first.
    index('bookmarks_user_newest_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The cascades from a deleted car, post or entry find their bookmarks by these.
    index('bookmarks_vehicle_idx').on(table.vehicleId),
    index('bookmarks_discussion_idx').on(table.discussionId),
    check(
      'bookmarks_one_target_check',
      sql`num_nonnulls(${table.vehicleId}, ${table.discussionId}) = 1`,
    ),
  ],
);
