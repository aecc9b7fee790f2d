import { z } from 'zod';

import { LOGBOOK_MAX_ENTRIES_PER_VEHICLE } from './logbook';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * Issue 17 point 6 (ADR 0096): a CSV file is read and mapped to entries in the browser; the server
 * takes at most a logbook's worth of rows in one request, whose JSON is bounded by the body limit.
 */
export const LOGBOOK_IMPORT_MAX_ROWS = LOGBOOK_MAX_ENTRIES_PER_VEHICLE;
/** The largest CSV file the import page reads. */
export const LOGBOOK_IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/**
 * The import request's body: the rows of a 2 MB file as JSON, each field named, fit with room to
 * spare; anything larger is refused (413) before it is parsed.
 */
export const LOGBOOK_IMPORT_MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The first line of a file is its header, so data starts at line 2. */
const lineSchema = z.number({ error: V.invalidNumber }).int(V.mustBeInteger).min(1).max(1_000_000);

export const logbookImportRowSchema = z.object({
  /** The row's line in the file, as the dry run names it. */
  line: lineSchema,
  /**
   * The mapped entry, unvalidated: each row is checked with `logbookEntryInputSchema` on its own,
   * so one bad row is reported with its reasons instead of failing the whole request's schema.
   */
  entry: z.record(z.string(), z.unknown(), { error: V.invalidFormat }),
});
export type LogbookImportRow = z.infer<typeof logbookImportRowSchema>;

export const logbookImportRequestSchema = z.object({
  /** True: check and report only; false: write every row in one transaction, or none. */
  dryRun: z.boolean({ error: V.invalidFormat }),
  rows: z
    .array(logbookImportRowSchema, { error: V.invalidFormat })
    .min(1, V.required)
    .max(LOGBOOK_IMPORT_MAX_ROWS, V.tooManyItems),
});
export type LogbookImportRequest = z.infer<typeof logbookImportRequestSchema>;

/** A refused row: its line and, per field of the entry, the i18n keys of the reasons. */
export const logbookImportRefusalSchema = z.object({
  line: z.number(),
  fields: z.record(z.string(), z.array(z.string())),
});
export type LogbookImportRefusal = z.infer<typeof logbookImportRefusalSchema>;

export const logbookImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows sent. */
  total: z.number(),
  /** Rows that are (dry run) or were added. */
  added: z.number(),
  /**
   * Lines of the rows not added because the same entry is already in the car's logbook or on an
   * earlier line of the file (ADR 0110), in the order sent; how many is its length. Not refusals:
   * they neither stop an import nor count toward the car's limit of entries.
   */
  skipped: z.array(z.number()),
  /** The refused rows, in the order sent. */
  refused: z.array(logbookImportRefusalSchema),
  /**
   * Reasons of the whole import, e.g. `logbook: ['validation.logbookFull']` when the rows would
   * take the car past its limit of entries; empty when none.
   */
  fields: z.record(z.string(), z.array(z.string())),
});
export type LogbookImportReport = z.infer<typeof logbookImportReportSchema>;

/**
 * The columns of the CarClub export, in order; the import's "CarClub export" preset maps them back
 * one to one. `parts` is the entry's parts list as JSON.
 */
export const LOGBOOK_CSV_COLUMNS = [
  'date',
  'title',
  'category',
  'mileage',
  'cost',
  'currency',
  'litres',
  'full_tank',
  'visibility',
  'cost_hidden',
  'story',
  'parts',
  'missed_fill',
] as const;
export type LogbookCsvColumn = (typeof LOGBOOK_CSV_COLUMNS)[number];
