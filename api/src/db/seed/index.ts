import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import countryRegions from 'country-region-data/data.json';
import isoCountries from 'i18n-iso-countries';
import isoCountriesEn from 'i18n-iso-countries/langs/en.json';
import isoCountriesUk from 'i18n-iso-countries/langs/uk.json';

import { slugify } from '../../lib/text';
import type { Database } from '../database';
import { bodyTypes, colors, countries, manufacturers, models, states } from '../schema';
import { BODY_TYPES } from './body-types';
import { COLORS } from './colors';
import { MANUFACTURERS } from './manufacturers';
import { UKRAINE_SUBDIVISIONS } from './ukraine';

isoCountries.registerLocale(isoCountriesEn);
isoCountries.registerLocale(isoCountriesUk);

type Locales = { uk: string; en: string };

export interface ReferenceData {
  manufacturers: Array<typeof manufacturers.$inferInsert>;
  models: Array<typeof models.$inferInsert>;
  bodyTypes: Array<typeof bodyTypes.$inferInsert>;
  colors: Array<typeof colors.$inferInsert>;
  countries: Array<typeof countries.$inferInsert>;
  states: Array<typeof states.$inferInsert>;
}

/** Every reference row the seed writes, built from the lists in this folder and the packages. */
export function referenceData(): ReferenceData {
  const makeRows = MANUFACTURERS.map(({ id, name, uk }) => ({
    id,
    name,
    locales: { uk, en: name } satisfies Locales,
  }));
  const modelRows = MANUFACTURERS.flatMap(({ id: manufacturerId, models: names }) =>
    names.map((entry) => {
      const [name, uk] = typeof entry === 'string' ? [entry, entry] : entry;
      return {
        id: `${manufacturerId}-${slugify(name)}`,
        manufacturerId,
        name,
        locales: { uk, en: name } satisfies Locales,
      };
    }),
  );

  const namesEn = isoCountries.getNames('en', { select: 'official' });
  const namesUk = isoCountries.getNames('uk', { select: 'official' });
  const countryRows = Object.entries(namesEn).map(([code, en]) => ({
    id: code,
    code,
    name: en,
    locales: { uk: namesUk[code] ?? en, en } satisfies Locales,
  }));
  const countryIds = new Set(countryRows.map((row) => row.id));

  const stateRows: ReferenceData['states'] = UKRAINE_SUBDIVISIONS.map(({ code, en, uk }) => ({
    id: code,
    countryId: 'UA',
    code,
    name: en,
    locales: { uk, en } satisfies Locales,
  }));
  const stateIds = new Set(stateRows.map((row) => row.id));
  for (const { countryShortCode: countryId, regions } of countryRegions) {
    if (countryId === 'UA' || !countryIds.has(countryId)) continue;
    for (const region of regions) {
      // A few territories' regions have no ISO code, and a few share one: fall back to the name.
      const suffix = 'shortCode' in region && region.shortCode ? region.shortCode : '';
      let id = `${countryId}-${suffix || slugify(region.name)}`;
      if (stateIds.has(id)) id = `${countryId}-${slugify(region.name)}`;
      if (stateIds.has(id) || id.length > 64) continue;
      stateIds.add(id);
      // The package has one (English or Latin-script) name per region; Ukrainian readers see it too.
      stateRows.push({
        id,
        countryId,
        code: id,
        name: region.name,
        locales: { uk: region.name, en: region.name } satisfies Locales,
      });
    }
  }

  return {
    manufacturers: makeRows,
    models: modelRows,
    bodyTypes: BODY_TYPES.map(({ id, en, uk }) => ({ id, name: en, locales: { uk, en } })),
    colors: COLORS.map(({ id, en, uk, hex }) => ({ id, name: en, hex, locales: { uk, en } })),
    countries: countryRows,
    states: stateRows,
  };
}

/**
 * Inserts `rows`, overwriting every non-key column of rows whose id already exists. The rows travel
 * as one JSON parameter expanded by `jsonb_populate_recordset`: one statement per table, far
 * quicker than thousands of bound parameters (notably on PGlite).
 */
async function upsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
  }));
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(({ key, name }) => [name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.raw(columns.map(({ name }) => `"${name}"`).join(', '));
  const updates = sql.raw(
    columns
      .filter(({ name }) => name !== 'id')
      .map(({ name }) => `"${name}" = excluded."${name}"`)
      .join(', '),
  );
  await db.execute(sql`
    INSERT INTO ${table} (${names})
    SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::jsonb)
    ON CONFLICT (id) DO UPDATE SET ${updates}
  `);
}

/**
 * Writes the reference data: rows are upserted by their stable id, so seeding again (every start)
 * adds what is new and corrects names without duplicating anything. Rows no longer in the lists
 * are kept, since vehicles and profiles may point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const data = referenceData();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await upsert(t, manufacturers, data.manufacturers);
    await upsert(t, models, data.models);
    await upsert(t, bodyTypes, data.bodyTypes);
    await upsert(t, colors, data.colors);
    await upsert(t, countries, data.countries);
    await upsert(t, states, data.states);
  });
}
