import { REFERENCE_LIST_TARGET, type ReferenceList } from '@carclub/contracts';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import countryRegions from 'country-region-data/data.json';
import isoCountries from 'i18n-iso-countries';
import isoCountriesEn from 'i18n-iso-countries/langs/en.json';
import isoCountriesUk from 'i18n-iso-countries/langs/uk.json';

import { slugify } from '../../lib/text';
import type { Database } from '../database';
import { auditLog, bodyTypes, colors, countries, manufacturers, models, states } from '../schema';
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
    locales: { uk: uk ?? name, en: name } satisfies Locales,
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
 * Inserts `rows`; with `overwrite`, rows whose id exists get every non-key column from `rows`,
 * otherwise they are left as they are. `where` (over the incoming row, aliased `seed`) skips rows.
 * The rows travel as one JSON parameter expanded by `jsonb_populate_recordset`: one statement per
 * table, far quicker than thousands of bound parameters (notably on PGlite).
 */
async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: Array<T['$inferInsert']>,
  { overwrite, where }: { overwrite: boolean; where?: SQL },
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
    SELECT ${names}
    FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::jsonb) AS seed
    ${where ? sql`WHERE ${where}` : sql``}
    ON CONFLICT (id) DO ${overwrite ? sql`UPDATE SET ${updates}` : sql`NOTHING`}
  `);
}

/** Ids of `list` that staff deleted: the audit log is append-only, so this never forgets one. */
async function deletedByStaff(db: Database, list: ReferenceList): Promise<Set<string>> {
  const rows = await db
    .select({ id: auditLog.targetId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'reference.delete'),
        eq(auditLog.targetType, REFERENCE_LIST_TARGET[list]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The seed rows of a staff-edited list that staff have not deleted. */
async function notDeleted<T extends { id: string }>(
  db: Database,
  list: ReferenceList,
  rows: T[],
): Promise<T[]> {
  const deleted = await deletedByStaff(db, list);
  return rows.filter((row) => !deleted.has(row.id));
}

/**
 * Writes the reference data at every start. Makes, models, body types and colours are edited by
 * staff (ADR 0079), so only seed rows that are new are added: a row that exists keeps its edited
 * names, and a row staff deleted (its `reference.delete` in the audit log) stays deleted; a model
 * whose make is gone is not added either. Countries and states nobody edits: they are upserted by
 * their stable id, so a corrected name reaches existing sites. Rows no longer in the lists are
 * kept, since vehicles and profiles may point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const data = referenceData();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const addNew = { overwrite: false };
    await insertRows(
      t,
      manufacturers,
      await notDeleted(t, 'manufacturers', data.manufacturers),
      addNew,
    );
    await insertRows(t, models, await notDeleted(t, 'models', data.models), {
      ...addNew,
      where: sql`EXISTS (SELECT 1 FROM ${manufacturers} WHERE ${manufacturers.id} = seed.manufacturer_id)`,
    });
    await insertRows(t, bodyTypes, await notDeleted(t, 'bodyTypes', data.bodyTypes), addNew);
    await insertRows(t, colors, await notDeleted(t, 'colors', data.colors), addNew);
    await insertRows(t, countries, data.countries, { overwrite: true });
    await insertRows(t, states, data.states, { overwrite: true });
  });
}
