/** Excel reads a file without it as the local code page and garbles Ukrainian. */
export const CSV_BOM = '\uFEFF';

/**
 * One RFC 4180 field. A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and tab or
 * CR, which some read the same way) gets a leading apostrophe: the text is whatever a member
 * typed (a car's name, a logbook title), and must not run in someone's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
