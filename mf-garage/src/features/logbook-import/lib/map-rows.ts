import {
  type Currency,
  type LogbookCategory,
  logbookCategoryFromText,
  type LogbookImportRow,
  type LogbookVisibility,
} from '@carclub/contracts';

import type { CsvTable } from './read-csv';
import type { DateFormat, TargetField } from './presets';

/** What the mapping screen decides: each column's field and how the file writes its values. */
export interface ImportMapping {
  columns: (TargetField | '')[];
  dateFormat: DateFormat;
  decimalComma: boolean;
  /** For rows without a category. */
  category: LogbookCategory;
  /** For rows with a cost but no currency. */
  currency: Currency | '';
  /** For rows without a visibility: an import is private unless the owner says otherwise. */
  visibility: LogbookVisibility;
}

/** What a text cell was before the export put an apostrophe in front of a would-be formula. */
export function unquoteFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

const DATE_PARTS: Record<DateFormat, { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
};

/**
 * `YYYY-MM-DD` from a date in `format`, a time after it ignored ("2024-01-05 14:42"); the cell
 * itself when it is not one, so the server names the row's date as invalid.
 */
export function parseDate(cell: string, format: DateFormat): string {
  const day = cell.trim().split(/[\sT]/)[0] ?? '';
  const { pattern, order } = DATE_PARTS[format];
  const match = pattern.exec(day);
  if (!match) return cell.trim();
  const [year, month, date] = order.map((group) => match[group]!);
  return `${year}-${month!.padStart(2, '0')}-${date!.padStart(2, '0')}`;
}

/**
 * A number written with the file's decimal mark; the other mark only groups thousands
 * ("1.234,5" with a decimal comma). Empty is null; anything else unreadable stays text, for the
 * server's "Enter a valid number".
 */
export function parseDecimal(cell: string, decimalComma: boolean): number | string | null {
  const compact = cell.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const [point, group] = decimalComma ? [',', '.'] : ['.', ','];
  const escapedGroup = `\\${group}`;
  const wellFormed = new RegExp(
    `^[+-]?(\\d{1,3}(${escapedGroup}\\d{3})+|\\d+)(\\${point}\\d+)?$`,
  ).test(compact);
  if (!wellFormed) return cell.trim();
  return Number(compact.split(group).join('').replace(point, '.'));
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'так', 'да', 'sim', 'si', 'sí', 'ja', 'tak', 'oui']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'ні', 'нет', 'não', 'nao', 'nein', 'nie', 'non']);

/** Yes/no in the languages the trackers export in; empty is null, anything else stays text. */
export function parseFlag(cell: string): boolean | string | null {
  const value = cell.trim().toLowerCase();
  if (value === '') return null;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return cell.trim();
}

const CURRENCY_SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '₴': 'UAH', грн: 'UAH' };

function parseParts(cell: string): unknown {
  if (cell.trim() === '') return [];
  try {
    return JSON.parse(cell) as unknown;
  } catch {
    return cell;
  }
}

type Entry = Record<string, unknown>;

const CELL: Record<TargetField, (cell: string, mapping: ImportMapping) => unknown> = {
  date: (cell, { dateFormat }) => parseDate(cell, dateFormat),
  title: (cell) => cell.trim(),
  // The site's own words in uk or en, or the key; anything else as written, for the server to refuse.
  category: (cell) => logbookCategoryFromText(cell) ?? (cell.trim() || undefined),
  mileage: (cell, { decimalComma }) => parseDecimal(cell, decimalComma),
  cost: (cell, { decimalComma }) => parseDecimal(cell, decimalComma),
  currency: (cell) => {
    const value = cell.trim();
    return CURRENCY_SIGNS[value.toLowerCase()] ?? (value.toUpperCase() || undefined);
  },
  litres: (cell, { decimalComma }) => parseDecimal(cell, decimalComma),
  fullTank: parseFlag,
  missedFill: parseFlag,
  visibility: (cell) => cell.trim().toLowerCase() || undefined,
  costHidden: (cell) => parseFlag(cell) ?? undefined,
  story: (cell) => cell,
  parts: parseParts,
};

/**
 * The file's rows as the entries the import sends, each still to be checked by the server with
 * the entry form's schema. `fallbackTitle` names the rows of a file without titles by their
 * category (a fuel log's fills have none).
 */
export function mapRows(
  table: CsvTable,
  mapping: ImportMapping,
  fallbackTitle: (category: string) => string,
): LogbookImportRow[] {
  return table.rows.map(({ line, cells }) => {
    const entry: Entry = {};
    mapping.columns.forEach((field, index) => {
      if (!field) return;
      const value = CELL[field](unquoteFormula(cells[index] ?? ''), mapping);
      if (value !== undefined) entry[field] = value;
    });
    entry['category'] ??= mapping.category;
    entry['visibility'] ??= mapping.visibility;
    if (entry['cost'] != null && entry['currency'] == null && mapping.currency) {
      entry['currency'] = mapping.currency;
    }
    if (!mapping.columns.includes('title')) {
      entry['title'] = fallbackTitle(String(entry['category']));
    }
    if (entry['category'] !== 'fuel') {
      // A tracker writes 0 or "no" in a fuel column of its other records; only fuel entries have them.
      if (entry['litres'] === null) delete entry['litres'];
      if (entry['fullTank'] === null) delete entry['fullTank'];
      if (entry['missedFill'] === null || entry['missedFill'] === false) delete entry['missedFill'];
    }
    return { line, entry };
  });
}
