import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { count, eq, sql } from 'drizzle-orm';

import * as schema from '../../../src/db/schema';
import { referenceData, seedReferenceData } from '../../../src/db/seed';
import { recordAdminAction } from '../../../src/lib/audit';
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

  it('writes a make and its model in one script, the maker’s (ADR 0102)', () => {
    const makes = new Map(data.manufacturers.map((make) => [make.id, make]));
    const latin = /[A-Za-z]/;
    const cyrillic = /[\u0400-\u04FF]/;
    const mixed: string[] = [];
    for (const model of data.models) {
      const make = makes.get(model.manufacturerId);
      for (const language of ['uk', 'en'] as const) {
        const shown = `${make?.locales?.[language]} ${model.locales?.[language]}`;
        if (latin.test(shown) && cyrillic.test(shown)) mixed.push(shown);
        if (language === 'en' && cyrillic.test(shown)) mixed.push(shown);
      }
    }
    expect(mixed).toEqual([]);
    const uk = (id: string) => makes.get(id)?.locales?.uk;
    // Brands from Latin-script makers are proper names in Ukrainian too, as Ukrainian car media write them.
    expect([uk('volkswagen'), uk('byd'), uk('bmw')]).toEqual(['Volkswagen', 'BYD', 'BMW']);
    // A maker that writes its name in Cyrillic at home keeps it, with its models.
    expect([uk('zaz'), data.models.find((m) => m.id === 'zaz-1102-tavria')?.locales?.uk]).toEqual([
      'ЗАЗ',
      '1102 Таврія',
    ]);
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
    'keeps the names staff edited, but puts back a corrected country name',
    async () => {
      await opened.db.execute(sql`UPDATE manufacturers SET name = 'Zaporozhets' WHERE id = 'zaz'`);
      await opened.db.execute(sql`UPDATE countries SET name = 'Ukr' WHERE id = 'UA'`);
      await seedReferenceData(opened.db);
      const [make] = await opened.db
        .select({ name: schema.manufacturers.name })
        .from(schema.manufacturers)
        .where(eq(schema.manufacturers.id, 'zaz'));
      const [country] = await opened.db
        .select({ name: schema.countries.name })
        .from(schema.countries)
        .where(eq(schema.countries.id, 'UA'));
      expect({ make, country }).toEqual({
        make: { name: 'Zaporozhets' },
        country: { name: 'Ukraine' },
      });
    },
    DATABASE_TIMEOUT_MS,
  );

  it(
    'does not put back what staff deleted, nor the models of a deleted make',
    async () => {
      const [actor] = await opened.db
        .insert(schema.users)
        .values({ email: 'seed-admin@example.com', nickname: 'seed.admin' })
        .returning({ id: schema.users.id });
      await opened.db.transaction(async (tx) => {
        await tx.delete(schema.colors).where(eq(schema.colors.id, 'bronze'));
        await recordAdminAction(tx, {
          actorId: actor!.id,
          action: 'reference.delete',
          targetType: 'color',
          targetId: 'bronze',
        });
        await tx.delete(schema.manufacturers).where(eq(schema.manufacturers.id, 'bogdan'));
        await recordAdminAction(tx, {
          actorId: actor!.id,
          action: 'reference.delete',
          targetType: 'manufacturer',
          targetId: 'bogdan',
        });
      });
      // A seed row that is new to this site (in a later release's list) is still added.
      await opened.db.delete(schema.bodyTypes).where(eq(schema.bodyTypes.id, 'wagon'));

      await seedReferenceData(opened.db);

      const has = async (table: typeof schema.colors | typeof schema.bodyTypes, id: string) =>
        (await opened.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length;
      const bogdanModels = await opened.db
        .select({ n: count() })
        .from(schema.models)
        .where(eq(schema.models.manufacturerId, 'bogdan'));
      expect({
        bronze: await has(schema.colors, 'bronze'),
        wagon: await has(schema.bodyTypes, 'wagon'),
        bogdanModels: bogdanModels[0]?.n,
      }).toEqual({ bronze: 0, wagon: 1, bogdanModels: 0 });
    },
    DATABASE_TIMEOUT_MS,
  );

  it(
    'migration 0016 turns the seeded transliterations into the makers’ names, not staff edits',
    async () => {
      const uk = async (table: typeof schema.manufacturers | typeof schema.models, id: string) =>
        (await opened.db.select({ locales: table.locales }).from(table).where(eq(table.id, id)))[0]
          ?.locales?.['uk'];
      // A site from before 0016: the seed's old Ukrainian names, and one a staff member wrote.
      await opened.db.execute(
        sql`UPDATE manufacturers SET locales = jsonb_set(locales, '{uk}', '"Фольксваген"') WHERE id = 'volkswagen'`,
      );
      await opened.db.execute(
        sql`UPDATE manufacturers SET locales = jsonb_set(locales, '{uk}', '"БІД"') WHERE id = 'byd'`,
      );
      await opened.db.execute(
        sql`UPDATE manufacturers SET locales = jsonb_set(locales, '{uk}', '"Бе-Ем-Ве"') WHERE id = 'bmw'`,
      );
      await opened.db.execute(
        sql`UPDATE models SET locales = jsonb_set(locales, '{uk}', '"Нива"') WHERE id = 'chevrolet-niva'`,
      );
      const migration = readFileSync(
        join(MIGRATIONS_FOLDER, '0016_reference_names_as_makers_write_them.sql'),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) {
        await opened.db.execute(sql.raw(statement));
      }
      expect({
        volkswagen: await uk(schema.manufacturers, 'volkswagen'),
        byd: await uk(schema.manufacturers, 'byd'),
        bmw: await uk(schema.manufacturers, 'bmw'),
        zaz: await uk(schema.manufacturers, 'zaz'),
        niva: await uk(schema.models, 'chevrolet-niva'),
      }).toEqual({
        volkswagen: 'Volkswagen',
        byd: 'BYD',
        // Not the seed's old name: someone chose it, so it stays.
        bmw: 'Бе-Ем-Ве',
        zaz: 'ЗАЗ',
        niva: 'Niva',
      });
    },
    DATABASE_TIMEOUT_MS,
  );
});
