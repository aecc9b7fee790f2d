import {
  LOGBOOK_CSV_COLUMNS,
  LOGBOOK_IMPORT_MAX_BODY_BYTES,
  LOGBOOK_IMPORT_MAX_ROWS,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  type LogbookImportReport,
  type LogbookListResponse,
  type Vehicle,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import { logbookEntries } from '../../../../src/db/schema';
import {
  buildTestApp,
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
} from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../private-transport/vehicle-fixtures';
import { addEntry, entryPayload, fieldsOf, fuelPayload, logbookUrl } from '../logbook-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BOM = '\uFEFF';

describe('logbook CSV: export and import', () => {
  let dataDir: string;
  let app: App;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    app = buildTestApp({ DATA_DIR: dataDir, SITE_DIR: dataDir }, { database: 'fresh' });
    await app.ready();
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await removeTempDir(dataDir);
  });

  const exportCsv = (vehicleId: string, member: Member | null = owner) =>
    app.inject({
      method: 'GET',
      url: `${logbookUrl(vehicleId)}/export.csv`,
      headers: member?.headers ?? {},
    });

  const importRows = (
    vehicleId: string,
    rows: { line: number; entry: Record<string, unknown> }[],
    dryRun: boolean,
    member: Member | null = owner,
  ) =>
    app.inject({
      method: 'POST',
      url: `${logbookUrl(vehicleId)}/import`,
      headers: member?.headers ?? {},
      payload: { dryRun, rows },
    });

  const stored = (vehicleId: string) =>
    app.db.$count(logbookEntries, eq(logbookEntries.vehicleId, vehicleId));

  async function ownList(vehicleId: string) {
    const response = await app.inject({
      method: 'GET',
      url: `${logbookUrl(vehicleId)}?limit=100`,
      headers: owner.headers,
    });
    return response.json<LogbookListResponse>();
  }

  const lines = (body: string) => body.slice(BOM.length).split('\r\n');

  describe('export', () => {
    it('answers every entry, private ones too, oldest first, as UTF-8 CSV with a BOM', async () => {
      const car = await createVehicle(app, owner);
      await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ date: '2024-05-01', visibility: 'private' }),
      );
      await addEntry(app, owner, car.id, fuelPayload(41_000, 40.5, true, '2024-01-10'));
      const response = await exportCsv(car.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${car.slug}-logbook.csv"`,
      );
      expect(response.body.startsWith(BOM)).toBe(true);
      expect(lines(response.body)).toEqual([
        LOGBOOK_CSV_COLUMNS.join(','),
        '2024-01-10,Fuel,fuel,41000,,,40.5,true,public,false,Changed the **oil**.,',
        '2024-05-01,Oil and filters,service,42000,129.90,EUR,,,private,false,Changed the **oil**.,' +
          '"[{""name"":""Oil filter"",""price"":12.5,""partNumber"":""W 712/95""}]"',
        '',
      ]);
    });

    it('quotes commas, quotes and line breaks, keeps Cyrillic, and defuses formulas', async () => {
      const car = await createVehicle(app, owner);
      await addEntry(
        app,
        owner,
        car.id,
        entryPayload({
          title: '=HYPERLINK("http://evil.example","Заміна")',
          story: '- masло, "5W-30"\r\nand @mention',
          parts: [],
        }),
      );
      await addEntry(app, owner, car.id, entryPayload({ title: '+1 Плюс', story: '\tTabbed' }));
      await addEntry(app, owner, car.id, entryPayload({ title: '@sum', story: '\rCR' }));
      const body = (await exportCsv(car.id)).body;
      const [, first, second, third] = lines(
        body.replace(/"[^"]*(?:""[^"]*)*"/g, (cell) => cell.replace(/\r\n/g, '\\n')),
      );
      expect(first).toContain('"\'=HYPERLINK(""http://evil.example"",""Заміна"")"');
      expect(first).toContain('"\'- masло, ""5W-30""\\nand @mention"');
      expect(second).toContain(",'+1 Плюс,");
      expect(second).toContain(",'\tTabbed,");
      expect(third).toContain(",'@sum,");
      expect(third).toContain(`,"'\rCR",`);
    });

    it('is the owner’s only: 401 signed out, 403 for another member, 404 for an unknown car', async () => {
      const car = await createVehicle(app, owner);
      await addEntry(app, owner, car.id);
      expect((await exportCsv(car.id, null)).statusCode).toBe(401);
      const foreign = await exportCsv(car.id, stranger);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).not.toContain('Oil and filters');
      expect((await exportCsv(UNKNOWN_ID)).statusCode).toBe(404);
    });
  });

  describe('import', () => {
    const good = (line: number, overrides: Record<string, unknown> = {}) => ({
      line,
      entry: entryPayload({ date: '2023-06-01', mileage: 50_000 + line, ...overrides }) as Record<
        string,
        unknown
      >,
    });

    it('dry run: reports what would be added and each refused row with its reasons, writes nothing', async () => {
      const car = await createVehicle(app, owner);
      const response = await importRows(
        car.id,
        [
          good(2),
          good(3, { date: '31.02.2023', cost: 1.234 }),
          good(4),
          good(5, { category: 'fuel', litres: null }),
        ],
        true,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<LogbookImportReport>()).toEqual({
        dryRun: true,
        total: 4,
        added: 2,
        refused: [
          {
            line: 3,
            fields: { date: ['validation.invalidDate'], cost: ['validation.tooManyDecimals'] },
          },
          { line: 5, fields: { litres: ['validation.required'] } },
        ],
        fields: {},
      });
      expect(await stored(car.id)).toBe(0);
    });

    it('writes nothing when one row is refused (400 naming it), and everything once it is fixed', async () => {
      const car = await createVehicle(app, owner);
      const rows = [good(2), good(3, { title: '' }), good(4)];
      const refused = await importRows(car.id, rows, false);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual({ 'rows.1.entry.title': ['validation.required'] });
      expect(await stored(car.id)).toBe(0);

      const fixed = await importRows(
        car.id,
        [good(2), good(3, { title: 'Tyres' }), good(4)],
        false,
      );
      expect(fixed.statusCode).toBe(201);
      expect(fixed.json<LogbookImportReport>()).toMatchObject({
        dryRun: false,
        added: 3,
        refused: [],
      });
      expect(await stored(car.id)).toBe(3);
      // Same day: the file's order is the order written, so the last row is the newest.
      const list = await ownList(car.id);
      expect(list.items.map((entry) => entry.mileage)).toEqual([50_004, 50_003, 50_002]);
    });

    it('keeps the car in step: its mileage follows the newest entry, its counter the public ones', async () => {
      const car = await createVehicle(app, owner);
      const response = await importRows(
        car.id,
        [
          good(2, { date: '2024-02-01', mileage: 90_000 }),
          good(3, { date: '2022-02-01', mileage: 99_000 }),
          good(4, { visibility: 'private', mileage: null }),
        ],
        false,
      );
      expect(response.statusCode).toBe(201);
      const vehicle = (
        await app.inject({
          method: 'GET',
          url: `/api/private-transport/${car.id}`,
          headers: owner.headers,
        })
      ).json<Vehicle>();
      expect(vehicle.mileage).toBe(90_000);
      expect(vehicle.logbookEntriesCount).toBe(2);
    });

    it('what the export wrote imports back unchanged (the CarClub columns, as the browser maps them)', async () => {
      const from = await createVehicle(app, owner);
      await addEntry(
        app,
        owner,
        from.id,
        entryPayload({ title: '-10% discount', visibility: 'private' }),
      );
      await addEntry(app, owner, from.id, fuelPayload(41_000, 40.5, false, '2024-01-10'));
      const before = await ownList(from.id);
      const to = await createVehicle(app, owner);
      const response = await importRows(
        to.id,
        before.items.map((entry, index) => ({
          line: index + 2,
          entry: {
            title: entry.title,
            date: entry.date,
            mileage: entry.mileage,
            category: entry.category,
            cost: entry.cost,
            currency: entry.currency,
            story: entry.story,
            parts: entry.parts,
            visibility: entry.visibility,
            costHidden: entry.costHidden,
            litres: entry.litres,
            fullTank: entry.fullTank,
          },
        })),
        false,
      );
      expect(response.statusCode).toBe(201);
      expect(lines((await exportCsv(to.id)).body)).toEqual(lines((await exportCsv(from.id)).body));
    });

    it(`refuses rows that would take the car past ${LOGBOOK_MAX_ENTRIES_PER_VEHICLE} entries`, async () => {
      const car = await createVehicle(app, owner);
      const row = {
        vehicleId: car.id,
        title: 'Trip',
        entryDate: '2020-01-01',
        category: 'trip' as const,
        visibility: 'private' as const,
      };
      const batch = Array.from({ length: 1_000 }, () => row);
      for (let done = 0; done < LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 2; done += batch.length) {
        await app.db
          .insert(logbookEntries)
          .values(
            batch.slice(0, Math.min(batch.length, LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 2 - done)),
          );
      }
      const three = [good(2), good(3), good(4)];
      const dry = await importRows(car.id, three, true);
      expect(dry.json<LogbookImportReport>()).toMatchObject({
        added: 0,
        fields: { logbook: ['validation.logbookFull'] },
      });
      const refused = await importRows(car.id, three, false);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual({ logbook: ['validation.logbookFull'] });
      expect(await stored(car.id)).toBe(LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 2);
      expect((await importRows(car.id, three.slice(0, 2), false)).statusCode).toBe(201);
      expect(await stored(car.id)).toBe(LOGBOOK_MAX_ENTRIES_PER_VEHICLE);
    });

    it(`takes at most ${LOGBOOK_IMPORT_MAX_ROWS} rows and a bounded body`, async () => {
      const car = await createVehicle(app, owner);
      const tooMany = Array.from({ length: LOGBOOK_IMPORT_MAX_ROWS + 1 }, (_, index) => ({
        line: index + 2,
        entry: {},
      }));
      const response = await importRows(car.id, tooMany, true);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ rows: ['validation.tooManyItems'] });
      const huge = await importRows(
        car.id,
        [{ line: 2, entry: { story: 'x'.repeat(LOGBOOK_IMPORT_MAX_BODY_BYTES) } }],
        true,
      );
      expect(huge.statusCode).toBe(413);
      expect((await importRows(car.id, [], true)).statusCode).toBe(400);
    });

    it('is the owner’s only: 401 signed out, 403 for another member, 404 for an unknown car', async () => {
      const car = await createVehicle(app, owner);
      expect((await importRows(car.id, [good(2)], false, null)).statusCode).toBe(401);
      expect((await importRows(car.id, [good(2)], false, stranger)).statusCode).toBe(403);
      expect((await importRows(car.id, [good(2)], true, stranger)).statusCode).toBe(403);
      expect((await importRows(UNKNOWN_ID, [good(2)], false)).statusCode).toBe(404);
      expect(await stored(car.id)).toBe(0);
    });
  });
});
