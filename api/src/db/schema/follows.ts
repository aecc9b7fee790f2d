import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { models } from './reference';
import { users } from './users';
import { vehicles } from './vehicles';

/**
 * Who follows what (issue 33 point 1, ADR 0164): a member, a car or a make's model, exactly one
 * per row, as bookmarks hold their targets. Deleting the follower or the target deletes the row.
 * The Following feed reads a member's rows; counts and follower lists read a target's.
 */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    followedUserId: uuid('followed_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    vehicleId: uuid('vehicle_id').references((): AnyPgColumn => vehicles.id, {
      onDelete: 'cascade',
    }),
    modelId: text('model_id').references((): AnyPgColumn => models.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs are distinct, so each index holds only its kind: one follow per member and target.
    uniqueIndex('follows_user_member_idx').on(table.userId, table.followedUserId),
    uniqueIndex('follows_user_vehicle_idx').on(table.userId, table.vehicleId),
    uniqueIndex('follows_user_model_idx').on(table.userId, table.modelId),
    // Whom a member follows, newest first (their list, and the feed's sources).
    index('follows_user_newest_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // A target's followers, newest first: its count and its list; the cascades find rows by them.
    index('follows_member_newest_idx').on(
      table.followedUserId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('follows_vehicle_idx').on(table.vehicleId),
    index('follows_model_idx').on(table.modelId),
    check(
      'follows_one_target_check',
      sql`num_nonnulls(${table.followedUserId}, ${table.vehicleId}, ${table.modelId}) = 1`,
    ),
    check('follows_not_self_check', sql`${table.followedUserId} IS DISTINCT FROM ${table.userId}`),
  ],
);
