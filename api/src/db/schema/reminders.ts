import { LOGBOOK_CATEGORIES } from '@carclub/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { logbookEntries } from './logbook';
import { oneOf } from './one-of';
import { vehicles } from './vehicles';

/**
 * A car's reminders (issue 17 point 3, ADR 0092): one row per reminder, holding its current
 * occurrence (`due_date`, `due_mileage`); completing a repeating one moves them to the next.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references((): AnyPgColumn => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: LOGBOOK_CATEGORIES }),
    dueDate: date('due_date', { mode: 'string' }),
    dueMileage: integer('due_mileage'),
    everyMonths: integer('every_months'),
    everyKm: integer('every_km'),
    /** A one-off reminder that was completed: it is never due again. */
    done: boolean('done').notNull().default(false),
    lastDoneOn: date('last_done_on', { mode: 'string' }),
    lastDoneMileage: integer('last_done_mileage'),
    lastDoneEntryId: uuid('last_done_entry_id').references((): AnyPgColumn => logbookEntries.id, {
      onDelete: 'set null',
    }),
    /**
     * When the owner was told the current occurrence is due; the due check claims a reminder by
     * setting it, so that however many processes check at once, one notifies.
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A car's reminders, and the per-car due check after a logbook write.
    index('reminders_vehicle_idx').on(table.vehicleId, table.createdAt),
    check('reminders_category_check', oneOf(table.category, LOGBOOK_CATEGORIES)),
    check(
      'reminders_interval_check',
      sql`(${table.everyMonths} IS NULL OR ${table.everyMonths} > 0) AND (${table.everyKm} IS NULL OR ${table.everyKm} > 0)`,
    ),
  ],
);
