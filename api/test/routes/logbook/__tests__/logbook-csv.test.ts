import {
  LOGBOOK_CSV_COLUMNS,
  type LogbookCsvColumn,
  LOGBOOK_IMPORT_MAX_BODY_BYTES,
  LOGBOOK_IMPORT_MAX_ROWS,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  type LogbookImportReport,
  type LogbookListResponse,
  type Vehicle,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { logbookEntries } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import {
  addEntry,
  entryPayload,
  fieldsOf,
  fuelPayload,
  logbookUrl,
} from '../../../support/logbook-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const BOM = '\uFEFF';

/** RFC 4180 records of a CSV file: quoted commas, doubled quotes and line breaks. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted && char === '"' && text[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[at + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      at += 1;
    } else {
      cell += char;
    }
  }
  return records;
}

/** The rows the import page's CarClub preset sends for an export (no formulas in these files). */
function rowsOfExport(body: string) {
  const [header = [], ...records] = csvRecords(body.slice(BOM.length));
  const number = (cell: string) => (cell === '' ? null : Number(cell));
  const flag = (cell: string) => (cell === '' ? null : cell === 'true');
  return records.map((record, index) => {
    const cell = (column: LogbookCsvColumn) => record[header.indexOf(column)] ?? '';
    return {
      line: index + 2,
      entry: {
        date: cell('date'),
        title: cell('title'),
        category: cell('category'),
        mileage: number(cell('mileage')),
        cost: number(cell('cost')),
        currency: cell('currency') || null,
        litres: number(cell('litres')),
        fullTank: flag(cell('full_tank')),
        visibility: cell('visibility'),
        costHidden: flag(cell('cost_hidden')),
        story: cell('story'),
        parts: cell('parts') === '' ? [] : (JSON.parse(cell('parts')) as unknown),
        missedFill: flag(cell('missed_fill')),
      },
    };
  });
}

describe('logbook CSV: export and import', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
  }, DATABASE_TIMEOUT_MS);

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

  /** As many identical trips as asked, written straight to the table (the API would take minutes). */
  async function fillLogbook(vehicleId: string, entries: number) {
    const row = {
      vehicleId,
      title: 'Trip',
      entryDate: '2020-01-01',
      category: 'trip' as const,
      visibility: 'private' as const,
    };
    const batch = Array.from({ length: 1_000 }, () => row);
    for (let done = 0; done < entries; done += batch.length) {
      await app.db
        .insert(logbookEntries)
        .values(batch.slice(0, Math.min(batch.length, entries - done)));
    }
  }

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
        '2024-01-10,Fuel,fuel,41000,,,40.5,true,public,false,Changed the **oil**.,,false',
        '2024-05-01,Oil and filters,service,42000,129.90,EUR,,,private,false,Changed the **oil**.,' +
          '"[{""name"":""Oil filter"",""price"":12.5,""partNumber"":""W 712/95""}]",',
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
        skipped: [],
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

    it('takes a category by its name in uk or en or by its key, whatever the case and accents', async () => {
      const car = await createVehicle(app, owner);
      const written = [
        ['Пальне', 'fuel'],
        ['ремонт', 'repair'],
        ['ОБСЛУГОВУВАННЯ', 'service'],
        ['Догляд', 'detailing'],
        ['Поїздка', 'trip'],
        // Ї written without its marks, as a keyboard without it does.
        ['по\u0456здка', 'trip'],
        ['Detailing', 'detailing'],
        [' TUNING ', 'tuning'],
        ['Réparation', null],
      ] as const;
      const rows = written.map(([category, key], index) =>
        good(index + 2, {
          category,
          title: `Row ${index}`,
          ...(key === 'fuel' ? { litres: 40, fullTank: true } : {}),
        }),
      );
      const report = (await importRows(car.id, rows, true)).json<LogbookImportReport>();
      expect(report.refused).toEqual([
        { line: written.length + 1, fields: { category: ['validation.invalidOption'] } },
      ]);
      expect((await importRows(car.id, rows.slice(0, -1), false)).statusCode).toBe(201);
      const entries = await app.db
        .select({ title: logbookEntries.title, category: logbookEntries.category })
        .from(logbookEntries)
        .where(eq(logbookEntries.vehicleId, car.id));
      expect(Object.fromEntries(entries.map((entry) => [entry.title, entry.category]))).toEqual(
        Object.fromEntries(written.slice(0, -1).map(([, key], index) => [`Row ${index}`, key])),
      );
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
      await fillLogbook(car.id, LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 2);
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

    describe('again: rows already in the logbook, or earlier in the file, are skipped', () => {
      const reportOf = (response: { json: <T>() => T }) => response.json<LogbookImportReport>();

      it('the same file twice adds nothing the second time and names every row as skipped', async () => {
        const car = await createVehicle(app, owner);
        const file = [
          good(2),
          good(3, { cost: 19.99, parts: [] }),
          {
            line: 4,
            entry: fuelPayload(51_000, 40.5, true, '2023-06-02') as Record<string, unknown>,
          },
        ];
        const first = await importRows(car.id, file, false);
        expect(first.statusCode).toBe(201);
        expect(reportOf(first)).toMatchObject({ added: 3, skipped: [] });

        const dry = await importRows(car.id, file, true);
        expect(dry.statusCode).toBe(200);
        expect(reportOf(dry)).toEqual({
          dryRun: true,
          total: 3,
          added: 0,
          skipped: [2, 3, 4],
          refused: [],
          fields: {},
        });
        const again = await importRows(car.id, file, false);
        expect(again.statusCode).toBe(201);
        expect(reportOf(again)).toEqual({
          dryRun: false,
          total: 3,
          added: 0,
          skipped: [2, 3, 4],
          refused: [],
          fields: {},
        });
        expect(await stored(car.id)).toBe(3);
      });

      it('a file overlapping half the logbook adds only the new half, all or nothing still', async () => {
        const car = await createVehicle(app, owner);
        for (const line of [2, 3, 4, 5]) {
          await addEntry(
            app,
            owner,
            car.id,
            entryPayload({ date: '2023-06-01', mileage: 50_000 + line }),
          );
        }
        const overlapping = [good(4), good(5), good(6), good(7)];

        const withBadRow = await importRows(
          car.id,
          [...overlapping.slice(0, 3), good(7, { date: '2023-02-30' })],
          false,
        );
        expect(withBadRow.statusCode).toBe(400);
        expect(fieldsOf(withBadRow)).toEqual({ 'rows.3.entry.date': ['validation.invalidDate'] });
        expect(await stored(car.id)).toBe(4);

        expect(reportOf(await importRows(car.id, overlapping, true))).toMatchObject({
          total: 4,
          added: 2,
          skipped: [4, 5],
        });
        const response = await importRows(car.id, overlapping, false);
        expect(response.statusCode).toBe(201);
        expect(reportOf(response)).toMatchObject({ added: 2, skipped: [4, 5] });
        const list = await ownList(car.id);
        expect(list.items.map((entry) => entry.mileage ?? 0).sort((a, b) => a - b)).toEqual([
          50_002, 50_003, 50_004, 50_005, 50_006, 50_007,
        ]);
      });

      it('a row repeated inside one file is imported once', async () => {
        const car = await createVehicle(app, owner);
        const file = [
          good(2),
          good(3),
          { ...good(2), line: 4 },
          good(5),
          { ...good(3), line: 6 },
          { ...good(2), line: 7 },
        ];
        expect(reportOf(await importRows(car.id, file, true))).toMatchObject({
          total: 6,
          added: 3,
          skipped: [4, 6, 7],
        });
        const response = await importRows(car.id, file, false);
        expect(reportOf(response)).toMatchObject({ added: 3, skipped: [4, 6, 7] });
        expect((await ownList(car.id)).items.map((entry) => entry.mileage)).toEqual([
          50_005, 50_003, 50_002,
        ]);
      });

      it('the CarClub export imported back into the same car adds nothing', async () => {
        const car = await createVehicle(app, owner);
        await addEntry(app, owner, car.id, entryPayload({ visibility: 'private' }));
        await addEntry(app, owner, car.id, entryPayload({ date: '2024-03-15', mileage: 42_100 }));
        await addEntry(app, owner, car.id, fuelPayload(41_000, 40.5, false, '2024-01-10'));
        await addEntry(
          app,
          owner,
          car.id,
          entryPayload({ title: 'Заміна, "шин"', cost: 2_000, currency: 'UAH', story: 'a\r\nb' }),
        );
        const exported = (await exportCsv(car.id)).body;
        const file = rowsOfExport(exported);
        expect(file).toHaveLength(4);

        expect(reportOf(await importRows(car.id, file, true))).toMatchObject({
          added: 0,
          skipped: [2, 3, 4, 5],
          refused: [],
        });
        const response = await importRows(car.id, file, false);
        expect(response.statusCode).toBe(201);
        expect(reportOf(response)).toMatchObject({ added: 0, skipped: [2, 3, 4, 5] });
        expect((await exportCsv(car.id)).body).toBe(exported);
      });

      it('recognises an entry by its date, category, mileage, title, cost and litres alone', async () => {
        const car = await createVehicle(app, owner);
        await addEntry(app, owner, car.id, entryPayload());
        await addEntry(app, owner, car.id, fuelPayload(41_000, 40.5, true, '2024-01-10'));
        await addEntry(app, owner, car.id, entryPayload({ title: 'Wash', cost: null }));
        const same = [
          // Told apart by none of what a reader may change, or a tracker writes another way.
          entryPayload({
            title: '  oil AND  filters ',
            story: 'Edited after the first import.',
            parts: [],
            visibility: 'private',
            costHidden: true,
          }),
          // A fill as a tracker's preset titles it, in the page's language.
          { ...fuelPayload(41_000, 40.5, false, '2024-01-10'), title: 'Пальне' },
          // No cost: the currency of costs without one is not part of it.
          entryPayload({ title: 'Wash', cost: null, currency: 'UAH', parts: [] }),
        ];
        const different = [
          entryPayload({ date: '2024-03-16' }),
          entryPayload({ mileage: 42_001 }),
          entryPayload({ mileage: null }),
          entryPayload({ category: 'repair' }),
          entryPayload({ title: 'Oil and filter' }),
          entryPayload({ cost: 129.91 }),
          entryPayload({ cost: null }),
          entryPayload({ currency: 'UAH' }),
          fuelPayload(41_000, 40.4, true, '2024-01-10'),
          entryPayload({ title: 'Wash', cost: 0 }),
        ];
        const rows = [...same, ...different].map((entry, index) => ({
          line: index + 2,
          entry: entry,
        }));
        expect(reportOf(await importRows(car.id, rows, true))).toMatchObject({
          total: rows.length,
          added: different.length,
          skipped: [2, 3, 4],
          refused: [],
        });
      });

      it(`does not count skipped rows toward the limit of ${LOGBOOK_MAX_ENTRIES_PER_VEHICLE} entries`, async () => {
        const car = await createVehicle(app, owner);
        await fillLogbook(car.id, LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 2);
        const trip = { title: 'Trip', date: '2020-01-01', category: 'trip', visibility: 'private' };
        const file = [{ line: 2, entry: trip }, { line: 3, entry: trip }, good(4), good(5)];
        expect(reportOf(await importRows(car.id, file, true))).toMatchObject({
          added: 2,
          skipped: [2, 3],
          fields: {},
        });
        const response = await importRows(car.id, file, false);
        expect(response.statusCode).toBe(201);
        expect(await stored(car.id)).toBe(LOGBOOK_MAX_ENTRIES_PER_VEHICLE);

        const oneMore = await importRows(car.id, [...file, good(6)], false);
        expect(oneMore.statusCode).toBe(400);
        expect(fieldsOf(oneMore)).toEqual({ logbook: ['validation.logbookFull'] });
      });
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
