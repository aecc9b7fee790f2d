import type { AuditEntry } from '@carclub/contracts';

/** Excel reads a file without it as the local code page and garbles Ukrainian. */
export const CSV_BOM = '\uFEFF';

export const AUDIT_CSV_COLUMNS = [
  'at',
  'actorId',
  'actorNickname',
  'action',
  'targetType',
  'targetId',
  'targetLabel',
  'before',
  'after',
  'reason',
] as const;

/**
 * One RFC 4180 field. A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and tab or
 * CR, which some read the same way) gets a leading apostrophe: a target label is whatever a member
 * named their car, and must not run in the admin's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function auditCsvHeader(): string {
  return CSV_BOM + csvRow(AUDIT_CSV_COLUMNS);
}

export function auditCsvRow(entry: AuditEntry): string {
  return csvRow(AUDIT_CSV_COLUMNS.map((column) => text(entry[column])));
}
