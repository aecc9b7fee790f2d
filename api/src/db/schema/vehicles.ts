import type { VehicleFeatures, VehicleModifications } from '@carclub/contracts';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { bodyTypes, colors, manufacturers, models } from './reference';
import { users } from './users';

const measure = (name: string) => doublePrecision(name);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** URL part of the public page `/u/{nickname}/car/{slug}`, unique per owner. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    year: integer('year').notNull(),
    manufacturerId: text('manufacturer_id')
      .notNull()
      .references((): AnyPgColumn => manufacturers.id),
    modelId: text('model_id')
      .notNull()
      .references((): AnyPgColumn => models.id),
    bodyTypeId: text('body_type_id')
      .notNull()
      .references((): AnyPgColumn => bodyTypes.id),
    colorId: text('color_id')
      .notNull()
      .references((): AnyPgColumn => colors.id),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    driveType: text('drive_type').notNull(),
    engineCapacity: measure('engine_capacity'),
    enginePower: measure('engine_power'),
    mileage: integer('mileage'),
    vin: text('vin'),
    condition: text('condition'),
    status: text('status').notNull().default('active'),
    features: jsonb('features').$type<VehicleFeatures>(),
    modifications: jsonb('modifications').$type<VehicleModifications>(),
    weight: measure('weight'),
    acceleration: measure('acceleration'),
    topSpeed: measure('top_speed'),
    fuelConsumptionCity: measure('fuel_consumption_city'),
    fuelConsumptionHighway: measure('fuel_consumption_highway'),
    fuelConsumptionCombined: measure('fuel_consumption_combined'),
    purchasePrice: measure('purchase_price'),
    currency: text('currency'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    currentValue: measure('current_value'),
    /** Storage key of the preview image (its card variant is `<key>` with the card suffix). */
    previewKey: text('preview_key'),
    /**
     * Counters kept by the posts and logbook features when they arrive, so that a list page never
     * counts rows per card.
     */
    postsCount: integer('posts_count').notNull().default(0),
    logbookEntriesCount: integer('logbook_entries_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_owner_slug_idx').on(table.ownerId, table.slug),
    // "My vehicles" and the public browse list newest first.
    index('vehicles_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('vehicles_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references((): AnyPgColumn => vehicles.id, { onDelete: 'cascade' }),
    /** Storage key of the full-size image. */
    storageKey: text('storage_key').notNull(),
    /** 0-based place in the gallery. */
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_images_vehicle_idx').on(table.vehicleId, table.position)],
);
