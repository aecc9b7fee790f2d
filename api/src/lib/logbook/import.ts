import {
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  type LogbookEntryInput,
  logbookEntryInputSchema,
  type LogbookImportRefusal,
  type LogbookImportReport,
  type LogbookImportRow,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { count, eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries } from '../../db/schema';
import { type FieldErrors, httpErrors } from '../http-errors';
import { entryColumns } from './entries';
import { lockVehicle, syncVehicle } from './write';

/** Rows per INSERT: 14 columns each stay far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

interface CheckedRows {
  valid: LogbookEntryInput[];
  refused: LogbookImportRefusal[];
}

/**
 * Each row through the entry form's own schema, so an imported entry obeys exactly what a typed one
 * does; the reasons are keyed by field as a refused form's are (`parts.0.name`).
 */
export function checkImportRows(rows: readonly LogbookImportRow[]): CheckedRows {
  const valid: LogbookEntryInput[] = [];
  const refused: LogbookImportRefusal[] = [];
  for (const row of rows) {
    const result = logbookEntryInputSchema.safeParse(row.entry);
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const fields: FieldErrors = {};
    for (const issue of result.error.issues) {
      const messages = (fields[issue.path.join('.') || 'entry'] ??= []);
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    refused.push({ line: row.line, fields });
  }
  return { valid, refused };
}

const entriesOf = async (db: Pick<Database, 'select'>, vehicleId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(logbookEntries)
    .where(eq(logbookEntries.vehicleId, vehicleId));
  return row?.total ?? 0;
};

function report(
  dryRun: boolean,
  rows: readonly LogbookImportRow[],
  { valid, refused }: CheckedRows,
  existing: number,
): LogbookImportReport {
  const full = existing + rows.length > LOGBOOK_MAX_ENTRIES_PER_VEHICLE;
  return {
    dryRun,
    total: rows.length,
    added: full ? 0 : valid.length,
    refused,
    fields: full ? { logbook: [V.logbookFull] } : {},
  };
}

/** The refused import as the spec's 400: each reason under `rows.<index>.entry.<field>`. */
function importRefused(rows: readonly LogbookImportRow[], checked: LogbookImportReport) {
  const indexOfLine = new Map(rows.map((row, index) => [row.line, index]));
  const fields: FieldErrors = { ...checked.fields };
  for (const { line, fields: reasons } of checked.refused) {
    for (const [field, messages] of Object.entries(reasons)) {
      fields[`rows.${indexOfLine.get(line) ?? 0}.entry.${field}`] = messages;
    }
  }
  return httpErrors.validation(fields, 'The import has refused rows');
}

/**
 * Checks the rows of a CSV import (issue 17 point 6, ADR 0096) and, unless it is a dry run, adds
 * them all in one transaction, or none: one refused row, or more rows than the car's logbook has
 * room for, refuses the whole import (400 with the reasons). The car's mileage and counter follow
 * as after any write. Null when the car is not the owner's.
 */
export async function importLogbookEntries(
  db: Database,
  vehicleId: string,
  ownerId: string,
  rows: readonly LogbookImportRow[],
  dryRun: boolean,
): Promise<LogbookImportReport | null> {
  const checked = checkImportRows(rows);
  if (dryRun) return report(true, rows, checked, await entriesOf(db, vehicleId));
  return db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return null;
    const result = report(false, rows, checked, await entriesOf(tx, vehicleId));
    if (result.refused.length > 0 || Object.keys(result.fields).length > 0) {
      throw importRefused(rows, result);
    }
    // A millisecond apart in the file's order, the last one now: entries of one day then list (and
    // export again) as the file had them, where one timestamp for all would leave it to random ids.
    const firstAt = Date.now() - checked.valid.length;
    const values = checked.valid.map((input, index) => {
      const at = new Date(firstAt + index + 1);
      return { vehicleId, ...entryColumns(input), createdAt: at, updatedAt: at };
    });
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await tx.insert(logbookEntries).values(values.slice(start, start + INSERT_BATCH));
    }
    await syncVehicle(tx, vehicleId);
    return result;
  });
}
