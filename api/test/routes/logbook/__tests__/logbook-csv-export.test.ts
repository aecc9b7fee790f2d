import { LOGBOOK_CSV_COLUMNS } from '@carclub/contracts';
import { asc, eq, sql } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import { logbookEntries } from '../../../../src/db/schema';
import {
  LOGBOOK_CSV_EXPORT_RATE_LIMIT,
  LOGBOOK_CSV_PAGE_SIZE,
  logbookCsvFileName,
} from '../../../../src/lib/logbook';
import { CSV_BOM, csvRow } from '../../../../src/lib/text/csv';
import { useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { addEntry, logbookUrl } from '../../../support/logbook-fixtures';

/** The export read in one query, as it was built before it streamed: what the pages must add up to. */
async function wholeCsv(app: App, vehicleId: string): Promise<string> {
  const rows = await app.db
    .select()
    .from(logbookEntries)
    .where(eq(logbookEntries.vehicleId, vehicleId))
    .orderBy(asc(logbookEntries.entryDate), asc(logbookEntries.createdAt), asc(logbookEntries.id));
  const cells = (row: (typeof rows)[number]) => [
    row.entryDate,
    row.title,
    row.category,
    row.mileage === null ? '' : String(row.mileage),
    row.costCents === null ? '' : (row.costCents / 100).toFixed(2),
    row.currency ?? '',
    row.litres === null ? '' : String(row.litres),
    row.fullTank === null ? '' : String(row.fullTank),
    row.visibility,
    String(row.costHidden),
    row.story,
    row.parts.length === 0 ? '' : JSON.stringify(row.parts),
    row.category === 'fuel' ? String(row.missedFill ?? false) : '',
  ];
  return CSV_BOM + [LOGBOOK_CSV_COLUMNS, ...rows.map(cells)].map(csvRow).join('');
}

describe('logbook CSV export: streamed and limited (issue 29)', () => {
  const { app } = useTestApp();

  const exportCsv = (vehicleId: string, member: Member) =>
    app.inject({
      method: 'GET',
      url: `${logbookUrl(vehicleId)}/export.csv`,
      headers: member.headers,
    });

  it('sends, page after page, every entry once, in the order one query reads them', async () => {
    const owner = await createMember(app);
    const car = await createVehicle(app, owner);
    const entries = LOGBOOK_CSV_PAGE_SIZE * 2 + 37;
    // Days shared by many entries, written microseconds apart (sometimes in the same one, the id
    // then decides): a page that ended inside a day, or kept only milliseconds, would lose or
    // repeat rows.
    await app.db.execute(sql`
      INSERT INTO logbook_entries (vehicle_id, title, entry_date, category, visibility, story, created_at)
      SELECT ${car.id}::uuid, 'Trip ' || g, date '2020-01-01' + (g % 3), 'trip', 'private',
             'Day ' || g || ', "quoted", =formula', timestamptz '2024-01-01' + (g / 7) * interval '1 microsecond'
        FROM generate_series(1, ${entries}) AS g`);

    const response = await exportCsv(car.id, owner);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${logbookCsvFileName(car.slug)}"`,
    );
    const expected = await wholeCsv(app, car.id);
    expect(expected.split('\r\n')).toHaveLength(entries + 2);
    expect(response.body).toBe(expected);
  });

  it('sends the header alone for an empty logbook', async () => {
    const owner = await createMember(app);
    const car = await createVehicle(app, owner);
    expect((await exportCsv(car.id, owner)).body).toBe(CSV_BOM + csvRow(LOGBOOK_CSV_COLUMNS));
  });

  it(`answers 429 past ${LOGBOOK_CSV_EXPORT_RATE_LIMIT.max} downloads, for that member only`, async () => {
    const [owner, other] = [await createMember(app), await createMember(app)];
    const car = await createVehicle(app, owner);
    const otherCar = await createVehicle(app, other);
    await addEntry(app, owner, car.id);
    for (let download = 0; download < LOGBOOK_CSV_EXPORT_RATE_LIMIT.max; download += 1) {
      expect((await exportCsv(car.id, owner)).statusCode).toBe(200);
    }
    const refused = await exportCsv(car.id, owner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain('Oil and filters');
    expect((await exportCsv(otherCar.id, other)).statusCode).toBe(200);
  });
});
