import { LOGBOOK_CSV_COLUMNS, type LogbookCsvColumn } from '@carclub/contracts';
import { asc, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, vehicles } from '../../db/schema';
import { slugify } from '../text';
import { CSV_BOM, csvRow } from '../text/csv';

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

/**
 * The whole logbook of a car as CSV (issue 17 point 6, ADR 0096): every entry, private ones too,
 * oldest first as a log reads, fuel fills with their litres and full tank; money with its cents.
 */
export async function logbookCsv(db: Database, vehicleId: string): Promise<string> {
  const rows = await db
    .select()
    .from(logbookEntries)
    .where(eq(logbookEntries.vehicleId, vehicleId))
    .orderBy(asc(logbookEntries.entryDate), asc(logbookEntries.createdAt), asc(logbookEntries.id));
  const lines = rows.map((row) => LOGBOOK_CSV_COLUMNS.map((column) => CELLS[column](row)));
  return CSV_BOM + [LOGBOOK_CSV_COLUMNS, ...lines].map(csvRow).join('');
}

/** `my-golf-2015-logbook.csv`: the slug is ASCII already, slugified again as a header is no place to trust. */
export const logbookCsvFileName = (slug: string) => `${slugify(slug) || 'car'}-logbook.csv`;

/** The car's logbook file and the name to save it under; null when there is no such car. */
export async function exportLogbookCsv(
  db: Database,
  vehicleId: string,
): Promise<{ fileName: string; csv: string } | null> {
  const [vehicle] = await db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) return null;
  return { fileName: logbookCsvFileName(vehicle.slug), csv: await logbookCsv(db, vehicleId) };
}
