import type { DateFormat } from './presets';
import { parseDate } from './map-rows';
import type { CsvTable } from './read-csv';

/** What the file's own cells say about how it writes dates and numbers; null: they do not say. */
export interface DetectedFormat {
  dateFormat: DateFormat | null;
  decimalComma: boolean | null;
}

const SAMPLE_ROWS = 200;

/** Day-first before month-first where a date reads both ways: the site's readers write it so. */
const PREFERENCE: readonly DateFormat[] = ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY'];

function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The format under which most of the cells are real dates. */
function detectDateFormat(cells: readonly string[]): DateFormat | null {
  let best: { format: DateFormat | null; count: number } = { format: null, count: 0 };
  for (const format of PREFERENCE) {
    const count = cells.filter((cell) => isRealDate(parseDate(cell, format))).length;
    if (count > best.count) best = { format, count };
  }
  return best.format;
}

// "42,10", "1.234,5": a decimal comma; "42.10", "1,234.5": a decimal point. "1,234" and "1.234"
// read both ways (a thousand, or one and a bit), so they say nothing.
const COMMA_DECIMAL = /^[+-]?(\d+|\d{1,3}(\.\d{3})+),\d+$/;
const POINT_DECIMAL = /^[+-]?(\d+|\d{1,3}(,\d{3})+)\.\d+$/;
const AMBIGUOUS = /^[+-]?\d{1,3}[.,]\d{3}$/;

function detectDecimalComma(cells: readonly string[]): boolean | null {
  let commas = 0;
  let points = 0;
  for (const cell of cells) {
    const compact = cell.replace(/[\s\u00a0\u202f]/g, '');
    if (AMBIGUOUS.test(compact)) continue;
    if (COMMA_DECIMAL.test(compact)) commas += 1;
    else if (POINT_DECIMAL.test(compact)) points += 1;
  }
  if (commas === points) return null;
  return commas > points;
}

/** The date format and decimal mark of a table, from its first rows' cells. */
export function detectFormat(table: CsvTable): DetectedFormat {
  const cells = table.rows.slice(0, SAMPLE_ROWS).flatMap((row) => row.cells);
  return { dateFormat: detectDateFormat(cells), decimalComma: detectDecimalComma(cells) };
}
