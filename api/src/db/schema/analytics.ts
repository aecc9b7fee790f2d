import { type AnyPgColumn, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { vehicles } from './vehicles';

/**
 * One row per visitor, car and day (UTC): the primary key makes a second view of the same visitor
 * that day a no-op. `visitor_hash` is an HMAC of the client's address and browser under that day's
 * salt, so no address is stored and yesterday's visitors cannot be told apart once the salt is gone.
 */
export const vehicleViews = pgTable(
  'vehicle_views',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references((): AnyPgColumn => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.day, table.visitorHash] })],
);

/** The random salt of each day's visitor hashes, shared by every API process and deleted after the day. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
