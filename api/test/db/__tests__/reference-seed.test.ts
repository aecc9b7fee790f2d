import { readdirSync } from 'node:fs';

import { count, eq, sql } from 'drizzle-orm';

import * as schema from '../../../src/db/schema';
import { referenceData, seedReferenceData } from '../../../src/db/seed';
import type { Database } from '../../../src/db/database';
import { MIGRATIONS_FOLDER, openDatabase, type OpenDatabase } from '../../../src/plugins/db';
import { createTestPglite, DATABASE_TIMEOUT_MS } from '../../support/test-app';

const TABLES = {
  manufacturers: schema.manufacturers,
  models: schema.models,
  bodyTypes: schema.bodyTypes,
  colors: schema.colors,
  countries: schema.countries,
  states: schema.states,
};

async function counts(db: Database): Promise<Record<keyof typeof TABLES, number>> {
  const result = {} as Record<keyof typeof TABLES, number>;
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name as keyof typeof TABLES] = row?.n ?? 0;
  }
  return result;
}

describe('reference data (pure lists)', () => {
  const data = referenceData();
  const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

  it('has at least 60 makes, each with models, Ukrainian ZAZ and Bogdan included', () => {
    expect(data.manufacturers.length).toBeGreaterThanOrEqual(60);
    for (const { id } of data.manufacturers) {
      expect(data.models.filter((model) => model.manufacturerId === id).length).toBeGreaterThan(0);
    }
    expect(ids(data.manufacturers)).toEqual(expect.arrayContaining(['zaz', 'bogdan']));
    expect(ids(data.models)).toEqual(
      expect.arrayContaining(['zaz-1102-tavria', 'zaz-lanos', 'bogdan-2110', 'volkswagen-golf']),
    );
  });

  it('uses unique, valid ids (non-empty, at most 64 characters) in every list', () => {
    for (const rows of Object.values(data)) {
      const list = ids(rows);
      expect(new Set(list).size).toBe(list.length);
      expect(list.filter((id) => !/^\S.{0,63}$/.test(id))).toEqual([]);
    }
  });

  it('names every row in Ukrainian and English', () => {
    const named = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';
    const lists: Array<Array<{ locales?: Record<string, string> }>> = Object.values(data);
    for (const rows of lists) {
      const unnamed = rows.filter(
        ({ locales }) =>
          locales === undefined ||
          Object.keys(locales).sort().join() !== 'en,uk' ||
          !named(locales.uk) ||
          !named(locales.en),
      );
      expect(unnamed).toEqual([]);
    }
    const ukraine = data.countries.find((country) => country.id === 'UA');
    expect(ukraine).toMatchObject({ code: 'UA', name: 'Ukraine', locales: { uk: 'Україна' } });
    expect(data.bodyTypes.find((type) => type.id === 'wagon')?.locales).toEqual({
      uk: 'Універсал',
      en: 'Station wagon',
    });
  });

  it("has every country and Ukraine's 24 oblasts, Crimea, Kyiv and Sevastopol", () => {
    expect(data.countries.length).toBeGreaterThanOrEqual(249);
    const ukrainian = data.states.filter((state) => state.countryId === 'UA');
    expect(ukrainian).toHaveLength(27);
    expect(ukrainian.filter((state) => state.locales?.uk?.endsWith('область'))).toHaveLength(24);
    expect(ids(ukrainian)).toEqual(expect.arrayContaining(['UA-30', 'UA-40', 'UA-43', 'UA-32']));
    expect(data.states.filter((state) => state.countryId === 'DE').length).toBe(16);
    const countryIds = new Set(ids(data.countries));
    for (const state of data.states) expect(countryIds.has(state.countryId)).toBe(true);
  });
});

describe('migrations and seed on a fresh embedded database', () => {
  let opened: OpenDatabase;

  beforeAll(async () => {
    opened = await openDatabase({ createPglite: createTestPglite });
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => opened?.close());

  it('applies the committed migrations once', async () => {
    const result = (await opened.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as { rows: Array<{ n: number }> };
    const committed = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    expect(committed.length).toBeGreaterThan(0);
    expect(result.rows).toEqual([{ n: committed.length }]);
  });

  it(
    'seeds every list, and seeding again changes no count',
    async () => {
      const data = referenceData();
      const first = await counts(opened.db);
      expect(first).toEqual({
        manufacturers: data.manufacturers.length,
        models: data.models.length,
        bodyTypes: data.bodyTypes.length,
        colors: data.colors.length,
        countries: data.countries.length,
        states: data.states.length,
      });

      await seedReferenceData(opened.db);
      expect(await counts(opened.db)).toEqual(first);
    },
    DATABASE_TIMEOUT_MS,
  );

  it(
    'puts back names that were changed, by id',
    async () => {
      await opened.db.execute(sql`UPDATE manufacturers SET name = 'Zaporozhets' WHERE id = 'zaz'`);
      await seedReferenceData(opened.db);
      const rows = await opened.db
        .select({ name: schema.manufacturers.name })
        .from(schema.manufacturers)
        .where(eq(schema.manufacturers.id, 'zaz'));
      expect(rows).toEqual([{ name: 'ZAZ' }]);
    },
    DATABASE_TIMEOUT_MS,
  );
});
