import { CURRENCIES, LOGBOOK_CATEGORIES, LOGBOOK_VISIBILITIES } from '@carclub/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { oneOf } from './one-of';
import { vehicles } from './vehicles';

/** A part as stored in an entry's `parts` (ADR 0089: with its entry, not a table of its own). */
export interface StoredLogbookPart {
  name: string;
  partNumber: string | null;
  price: number | null;
}

/** A car's logbook: its story and service record, one row per entry (issue 17). */
export const logbookEntries = pgTable(
  'logbook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references((): AnyPgColumn => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    mileage: integer('mileage'),
    category: text('category', { enum: LOGBOOK_CATEGORIES }).notNull(),
    /** Whole cents, so that totals are exact sums. */
    costCents: bigint('cost_cents', { mode: 'number' }),
    currency: text('currency', { enum: CURRENCIES }),
    /** Markdown exactly as typed; rendered and sanitised where it is shown. */
    story: text('story').notNull().default(''),
    parts: jsonb('parts').$type<StoredLogbookPart[]>().notNull().default([]),
    visibility: text('visibility', { enum: LOGBOOK_VISIBILITIES }).notNull(),
    costHidden: boolean('cost_hidden').notNull().default(true),
    litres: doublePrecision('litres'),
    fullTank: boolean('full_tank'),
    /**
     * Written by a CSV import: the owner's records filled in, not news, so never among the site's
     * latest entries (ADR 0135).
     */
    imported: boolean('imported').notNull().default(false),
    /** A fill-up before this one was not logged: no consumption across it (ADR 0122). */
    missedFill: boolean('missed_fill'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A car's logbook newest first, paged: the owner's list (every entry) and the public one.
    index('logbook_entries_vehicle_newest_idx').on(
      table.vehicleId,
      table.entryDate.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('logbook_entries_vehicle_public_newest_idx')
      .on(table.vehicleId, table.entryDate.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public'`),
    // The site's latest public entries (the home page), the latest written first.
    index('logbook_entries_public_latest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' AND NOT ${table.imported}`),
    // The fills that fuel consumption and the car's mileage are computed from.
    index('logbook_entries_vehicle_fuel_idx')
      .on(table.vehicleId, table.entryDate, table.createdAt)
      .where(sql`${table.category} = 'fuel'`),
    // The API validates these before writing; the database refuses what anything else writes.
    check('logbook_entries_category_check', oneOf(table.category, LOGBOOK_CATEGORIES)),
    check('logbook_entries_visibility_check', oneOf(table.visibility, LOGBOOK_VISIBILITIES)),
    check('logbook_entries_currency_check', oneOf(table.currency, CURRENCIES)),
    check(
      'logbook_entries_fuel_check',
      sql`CASE WHEN ${table.category} = 'fuel' THEN ${table.litres} > 0 AND ${table.fullTank} IS NOT NULL ELSE ${table.litres} IS NULL AND ${table.fullTank} IS NULL END`,
    ),
    check(
      'logbook_entries_missed_fill_check',
      sql`${table.missedFill} IS NULL OR ${table.category} = 'fuel'`,
    ),
    check(
      'logbook_entries_cost_check',
      sql`${table.costCents} IS NULL OR ${table.currency} IS NOT NULL`,
    ),
  ],
);

/**
 * The photos of an entry (issue 17 point 1), as a gallery's are (`vehicle_images`): one row per
 * stored image, in the order the owner gave them. Deleting the entry deletes the rows; the code
 * that deletes an entry or its car releases their files in the same transaction.
 */
export const logbookEntryPhotos = pgTable(
  'logbook_entry_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references((): AnyPgColumn => logbookEntries.id, { onDelete: 'cascade' }),
    /** Storage key of the full-size image. */
    storageKey: text('storage_key').notNull(),
    /** 0-based place among the entry's photos. */
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths of the resized copies that exist. */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('logbook_entry_photos_entry_idx').on(table.entryId, table.position)],
);
