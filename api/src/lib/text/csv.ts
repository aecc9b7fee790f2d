/** Excel reads a file without it as the local code page and garbles Ukrainian. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula: one that starts with `=`, `+`, `-` or `@` (or their
 * full-width forms), also after leading white space of any kind (a line feed, a no-break or other
 * Unicode space, a zero-width one), which spreadsheets skip; and one that starts with a tab or a
 * line break, which some read the same way.
 */
const FORMULA_START = /^(?:[\t\n\r]|[\s\u200b-\u200d\u2060]*[=+\-@\uff0b\uff0d\uff1d\uff20])/u;

/**
 * One RFC 4180 field. A cell that could run as a formula gets a leading apostrophe: the text is
 * whatever a member typed (a car's name, a logbook title), and must not run in someone's
 * spreadsheet.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
