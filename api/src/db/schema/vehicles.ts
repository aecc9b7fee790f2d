import {
  VEHICLE_ENUM_VALUES,
  type VehicleEnumField,
  type VehicleFeatures,
  type VehicleField,
  type VehicleModifications,
} from '@carclub/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { oneOf } from './one-of';
import { bodyTypes, colors, manufacturers, models } from './reference';
import { users } from './users';

const measure = (name: string) => doublePrecision(name);

/** A column for every field of the vehicle contract: a field added there fails here until it has one. */
const fieldColumns = {
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
  fuelType: text('fuel_type', { enum: VEHICLE_ENUM_VALUES.fuelType }).notNull(),
  transmission: text('transmission', { enum: VEHICLE_ENUM_VALUES.transmission }).notNull(),
  driveType: text('drive_type', { enum: VEHICLE_ENUM_VALUES.driveType }).notNull(),
  engineCapacity: measure('engine_capacity'),
  enginePower: measure('engine_power'),
  mileage: integer('mileage'),
  vin: text('vin'),
  vinPublic: boolean('vin_public').notNull().default(false),
  condition: text('condition', { enum: VEHICLE_ENUM_VALUES.condition }),
  status: text('status', { enum: VEHICLE_ENUM_VALUES.status }).notNull().default('active'),
  features: jsonb('features').$type<VehicleFeatures>(),
  modifications: jsonb('modifications').$type<VehicleModifications>(),
  weight: measure('weight'),
  acceleration: measure('acceleration'),
  topSpeed: measure('top_speed'),
  fuelConsumptionCity: measure('fuel_consumption_city'),
  fuelConsumptionHighway: measure('fuel_consumption_highway'),
  fuelConsumptionCombined: measure('fuel_consumption_combined'),
  purchasePrice: measure('purchase_price'),
  currency: text('currency', { enum: VEHICLE_ENUM_VALUES.currency }),
  purchaseDate: date('purchase_date', { mode: 'string' }),
  currentValue: measure('current_value'),
} satisfies Record<VehicleField, PgColumnBuilderBase>;

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** URL part of the public page `/u/{nickname}/car/{slug}`, unique per owner. */
    slug: text('slug').notNull(),
    ...fieldColumns,
    /** Storage key of the preview image (its card variant is `<key>` with the card suffix). */
    previewKey: text('preview_key'),
    /** Size of the preview image; null for previews stored before it was recorded. */
    previewWidth: integer('preview_width'),
    previewHeight: integer('preview_height'),
    /** Widths of the preview's resized copies that exist (see IMAGE_VARIANT_WIDTHS). */
    previewVariantWidths: integer('preview_variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Counters kept by the posts and logbook features when they arrive, so that a list page never
     * counts rows per card.
     */
    postsCount: integer('posts_count').notNull().default(0),
    logbookEntriesCount: integer('logbook_entries_count').notNull().default(0),
    /** When the status last became `selling` ("For sale"); its views are counted from then on. */
    forSaleSince: timestamp('for_sale_since', { withTimezone: true }),
    /**
     * Set while a moderator hides the car: its public page answers 404 and it leaves every public
     * list; the owner still sees and edits it, with the reason on a banner.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_owner_slug_idx').on(table.ownerId, table.slug),
    // "My vehicles" and the public browse list newest first.
    index('vehicles_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('vehicles_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The API validates these before writing; the database refuses what anything else writes.
    ...(Object.keys(VEHICLE_ENUM_VALUES) as VehicleEnumField[]).map((field) => {
      const column = table[field];
      return check(`vehicles_${column.name}_check`, oneOf(column, VEHICLE_ENUM_VALUES[field]));
    }),
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
    /** Widths of the resized copies that exist: none for images stored before they were made. */
    variantWidths: integer('variant_widths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_images_vehicle_idx').on(table.vehicleId, table.position)],
);
