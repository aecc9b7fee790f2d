import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import { users } from './users';

/**
 * Every action of an admin or moderator. Append-only: migration 0010 adds a trigger that refuses
 * UPDATE and DELETE, so not even a bug can rewrite history. For the same reason nothing here is a
 * foreign key (a deleted account would otherwise null or delete its rows); the actor's nickname
 * and the target's label are copied so that a row still reads well after either is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorNickname: text('actor_nickname').notNull(),
    /** e.g. `member.block`, `vehicle.hide`, `reference.update` (contracts AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** `member`, `vehicle`, `photo`, `report`, `manufacturer`, … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called when acted on: a nickname, a car's name, a make. */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * A member's report of a vehicle or a member page. One open report per reporter and subject: a
 * second click is the same report.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** `vehicle` or `member`. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** A reason of contracts REPORT_REASONS, plus the reporter's own words. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** `open`, `resolved` or `dismissed`. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('reports_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('reports_open_per_reporter_idx')
      .on(table.reporterId, table.subjectType, table.subjectId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * One row per reference list (`manufacturers`, `models`, `bodyTypes`, `colors`): bumped on every
 * change, and part of the lists' cache key, so a 24 h cache picks the change up at once.
 */
export const referenceVersions = pgTable('reference_versions', {
  list: text('list').primaryKey(),
  version: integer('version').notNull().default(1),
});
