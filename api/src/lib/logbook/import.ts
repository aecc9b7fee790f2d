import {
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  type LogbookEntryInput,
  logbookCategoryFromText,
  logbookEntryInputSchema,
  type LogbookImportRefusal,
  type LogbookImportReport,
  type LogbookImportRow,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries } from '../../db/schema';
import { type FieldErrors, httpErrors } from '../http-errors';
import { entryColumns } from './entries';
import { lockVehicle, syncVehicle } from './write';

/** Rows per INSERT: 14 columns each stay far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

interface CheckedRows {
  valid: { line: number; input: LogbookEntryInput }[];
  refused: LogbookImportRefusal[];
}

/**
 * A file's category as the site writes it, in uk or en, by name or key, whatever its case and
 * accents (issue 29 point 2): the key. Anything else stays as written, for the schema to refuse.
 */
function withCategoryKey(entry: LogbookImportRow['entry']): LogbookImportRow['entry'] {
  const category = entry['category'];
  if (typeof category !== 'string') return entry;
  return { ...entry, category: logbookCategoryFromText(category) ?? category };
}

/**
 * Each row through the entry form's own schema, so an imported entry obeys exactly what a typed one
 * does; the reasons are keyed by field as a refused form's are (`parts.0.name`).
 */
export function checkImportRows(rows: readonly LogbookImportRow[]): CheckedRows {
  const valid: CheckedRows['valid'] = [];
  const refused: LogbookImportRefusal[] = [];
  for (const row of rows) {
    const result = logbookEntryInputSchema.safeParse(withCategoryKey(row.entry));
    if (result.success) {
      valid.push({ line: row.line, input: result.data });
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

type IdentityColumns = Pick<
  typeof logbookEntries.$inferSelect,
  'entryDate' | 'category' | 'mileage' | 'title' | 'costCents' | 'currency' | 'litres'
>;

const comparableText = (text: string) =>
  text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();

/**
 * Equal for two entries an import takes for the same one (ADR 0110): the day, category, mileage,
 * title, cost with its currency, and a fill's litres. Not the story, parts, visibility, hidden
 * cost or full tank: owners edit those after an import, and the import page's defaults fill some
 * in. Nor a fill's title: trackers' fills have none, and the page names them in the reader's
 * language. A title is compared trimmed, its runs of spaces as one, in lower case; a cost in whole
 * cents (129.9 is 129.90), its currency only when there is a cost; litres to the millilitre.
 */
function entryIdentity(entry: IdentityColumns): string {
  return JSON.stringify([
    entry.entryDate,
    entry.category,
    entry.mileage,
    entry.category === 'fuel' ? null : comparableText(entry.title),
    entry.costCents,
    entry.costCents === null ? null : entry.currency,
    entry.litres === null ? null : Math.round(entry.litres * 1000),
  ]);
}

/** The car's entries as an import compares rows with them: how many, and their identities. */
async function logbookOf(db: Pick<Database, 'select'>, vehicleId: string) {
  const stored = await db
    .select({
      entryDate: logbookEntries.entryDate,
      category: logbookEntries.category,
      mileage: logbookEntries.mileage,
      title: logbookEntries.title,
      costCents: logbookEntries.costCents,
      currency: logbookEntries.currency,
      litres: logbookEntries.litres,
    })
    .from(logbookEntries)
    .where(eq(logbookEntries.vehicleId, vehicleId));
  return { count: stored.length, identities: new Set(stored.map(entryIdentity)) };
}

interface Plan {
  /** The columns of each row to insert, in the file's order. */
  toAdd: ReturnType<typeof entryColumns>[];
  skipped: number[];
}

/** The valid rows split into those to add and the lines of those already present (ADR 0110). */
function planImport(valid: CheckedRows['valid'], present: Set<string>): Plan {
  const seen = new Set(present);
  const plan: Plan = { toAdd: [], skipped: [] };
  for (const { line, input } of valid) {
    const columns = entryColumns(input);
    const identity = entryIdentity(columns);
    if (seen.has(identity)) {
      plan.skipped.push(line);
    } else {
      seen.add(identity);
      plan.toAdd.push(columns);
    }
  }
  return plan;
}

function report(
  dryRun: boolean,
  rows: readonly LogbookImportRow[],
  { refused }: CheckedRows,
  { toAdd, skipped }: Plan,
  existing: number,
): LogbookImportReport {
  // A refused row counts, as it would be added once fixed; a skipped one adds nothing.
  const full = existing + rows.length - skipped.length > LOGBOOK_MAX_ENTRIES_PER_VEHICLE;
  return {
    dryRun,
    total: rows.length,
    added: full ? 0 : toAdd.length,
    skipped,
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
 * room for, refuses the whole import (400 with the reasons). A row whose entry is already in the
 * logbook, or on an earlier line, is skipped (ADR 0110). The car's mileage and counter follow as
 * after any write. Null when the car is not the owner's.
 */
export async function importLogbookEntries(
  db: Database,
  vehicleId: string,
  ownerId: string,
  rows: readonly LogbookImportRow[],
  dryRun: boolean,
): Promise<LogbookImportReport | null> {
  const checked = checkImportRows(rows);
  if (dryRun) {
    const logbook = await logbookOf(db, vehicleId);
    return report(
      true,
      rows,
      checked,
      planImport(checked.valid, logbook.identities),
      logbook.count,
    );
  }
  return db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return null;
    // Read under the car's lock: a second import of the same file waits, then skips its rows.
    const logbook = await logbookOf(tx, vehicleId);
    const plan = planImport(checked.valid, logbook.identities);
    const result = report(false, rows, checked, plan, logbook.count);
    if (result.refused.length > 0 || Object.keys(result.fields).length > 0) {
      throw importRefused(rows, result);
    }
    // A millisecond apart in the file's order, the last one now: entries of one day then list (and
    // export again) as the file had them, where one timestamp for all would leave it to random ids.
    const firstAt = Date.now() - plan.toAdd.length;
    const values = plan.toAdd.map((columns, index) => {
      const at = new Date(firstAt + index + 1);
      return { vehicleId, ...columns, imported: true, createdAt: at, updatedAt: at };
    });
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await tx.insert(logbookEntries).values(values.slice(start, start + INSERT_BATCH));
    }
    await syncVehicle(tx, vehicleId);
    return result;
  });
}
