import { Readable } from 'node:stream';

import { LOGBOOK_CSV_COLUMNS, type LogbookCsvColumn } from '@carclub/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, vehicles } from '../../db/schema';
import { CSV_BOM, csvRow, slugify } from '../text';

const number = (value: number | null) => (value === null ? '' : String(value));
const flag = (value: boolean | null) => (value === null ? '' : String(value));

type Row = typeof logbookEntries.$inferSelect;

const CELLS: Record<LogbookCsvColumn, (row: Row) => string> = {
  date: (row) => row.entryDate,
  title: (row) => row.title,
  category: (row) => row.category,
  mileage: (row) => number(row.mileage),
  cost: (row) => (row.costCents === null ? '' : (row.costCents / 100).toFixed(2)),
  currency: (row) => row.currency ?? '',
  litres: (row) => number(row.litres),
  full_tank: (row) => flag(row.fullTank),
  visibility: (row) => row.visibility,
  cost_hidden: (row) => flag(row.costHidden),
  story: (row) => row.story,
  parts: (row) => (row.parts.length === 0 ? '' : JSON.stringify(row.parts)),
  missed_fill: (row) => (row.category === 'fuel' ? String(row.missedFill ?? false) : ''),
};

/** Entries read per query: the memory one download holds, whatever the logbook's length. */
export const LOGBOOK_CSV_PAGE_SIZE = 200;

/** Downloads one member may start in a window: each reads a whole logbook. */
export const LOGBOOK_CSV_EXPORT_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };

/**
 * The whole logbook of a car as CSV (issue 17 point 6, ADR 0096): every entry, private ones too,
 * oldest first as a log reads, fuel fills with their litres and full tank; money with its cents.
 * Read a page at a time after the last row sent (its `created_at` as text, so no microsecond is
 * lost), and only as fast as the client takes it: eight downloads of a 5,000-entry logbook hold
 * eight pages, not eight files (issue 29). No transaction spans the download, which a slow client
 * would hold open: an entry written meanwhile may or may not be in it.
 */
export async function* logbookCsvChunks(db: Database, vehicleId: string): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(LOGBOOK_CSV_COLUMNS);
  let after: { date: string; createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: logbookEntries, createdAt: sql<string>`${logbookEntries.createdAt}::text` })
      .from(logbookEntries)
      .where(
        and(
          eq(logbookEntries.vehicleId, vehicleId),
          after &&
            sql`(${logbookEntries.entryDate}, ${logbookEntries.createdAt}, ${logbookEntries.id}) >
              (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(logbookEntries.entryDate), asc(logbookEntries.createdAt), asc(logbookEntries.id))
      .limit(LOGBOOK_CSV_PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows
      .map(({ row }) => csvRow(LOGBOOK_CSV_COLUMNS.map((column) => CELLS[column](row))))
      .join('');
    const last = rows[rows.length - 1]!;
    after = { date: last.row.entryDate, createdAt: last.createdAt, id: last.row.id };
    if (rows.length < LOGBOOK_CSV_PAGE_SIZE) return;
  }
}

/** `my-golf-2015-logbook.csv`: the slug is ASCII already, slugified again as a header is no place to trust. */
export const logbookCsvFileName = (slug: string) => `${slugify(slug) || 'car'}-logbook.csv`;

/**
 * The car's logbook as a stream, and the name to save it under; null when there is no such car.
 * The first page is read before the answer starts, so a database failure is still a clean error.
 */
export async function exportLogbookCsv(
  db: Database,
  vehicleId: string,
): Promise<{ fileName: string; csv: Readable } | null> {
  const [vehicle] = await db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) return null;
  const chunks = logbookCsvChunks(db, vehicleId);
  const read = [await chunks.next(), await chunks.next()];
  async function* all() {
    for (const chunk of read) if (!chunk.done) yield chunk.value;
    yield* chunks;
  }
  return { fileName: logbookCsvFileName(vehicle.slug), csv: Readable.from(all()) };
}
