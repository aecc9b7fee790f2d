import { type AnyPgColumn, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Translated names keyed by language code, e.g. `{ uk: 'Червоний', en: 'Red' }`. */
export type LocalesColumn = Record<string, string>;

const locales = () => jsonb('locales').$type<LocalesColumn>().notNull().default({});

/**
 * Reference data seeded at start. Ids are stable readable slugs (`volkswagen`, `volkswagen-golf`,
 * `UA`, `UA-32`) so that seeds, fixtures and URLs never depend on generated keys.
 */
export const manufacturers = pgTable('manufacturers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  locales: locales(),
});

export const models = pgTable(
  'models',
  {
    id: text('id').primaryKey(),
    manufacturerId: text('manufacturer_id')
      .notNull()
      .references((): AnyPgColumn => manufacturers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    locales: locales(),
  },
  (table) => [index('models_manufacturer_id_idx').on(table.manufacturerId)],
);

export const bodyTypes = pgTable('body_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  locales: locales(),
});

export const colors = pgTable('colors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  locales: locales(),
  /** `#rrggbb` swatch, when the colour has one. */
  hex: text('hex'),
});

export const countries = pgTable(
  'countries',
  {
    id: text('id').primaryKey(),
    /** ISO 3166-1 alpha-2. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    locales: locales(),
  },
  (table) => [uniqueIndex('countries_code_idx').on(table.code)],
);

export const states = pgTable(
  'states',
  {
    id: text('id').primaryKey(),
    countryId: text('country_id')
      .notNull()
      .references((): AnyPgColumn => countries.id, { onDelete: 'cascade' }),
    /** ISO 3166-2 subdivision code, e.g. `UA-32`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    locales: locales(),
  },
  (table) => [index('states_country_id_idx').on(table.countryId)],
);
