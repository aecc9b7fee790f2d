import Papa from 'papaparse';

/** A data row of the file: its record number as a spreadsheet shows it (the header is 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
}

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
const SAMPLE_RECORDS = 50;

/**
 * The delimiter under which the file's first records agree best on a number of fields (more than
 * one): papaparse's own guess is thrown by a decimal comma in a semicolon file (Drivvo), and by a
 * section marker of one field above the table (Fuelio, Drivvo).
 */
export function guessDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const { data } = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_RECORDS });
    const counts = new Map<number, number>();
    for (const record of data) {
      if (record.length > 1) counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
    }
    for (const [fields, records] of counts) {
      if (fields * records > best.score) best = { delimiter, score: fields * records };
    }
  }
  return best.delimiter;
}

/**
 * The file's records by papaparse (RFC 4180 quoting, line breaks inside quotes), split at
 * `delimiter` or at the one guessed; semicolon files come from spreadsheets set to a decimal comma.
 * A spreadsheet's byte order mark is dropped.
 */
export function readCsv(
  text: string,
  delimiter?: Delimiter,
): { records: string[][]; delimiter: Delimiter } {
  const content = text.replace(/^\uFEFF/, '');
  const used = delimiter ?? guessDelimiter(content);
  const result = Papa.parse<string[]>(content, { delimiter: used, skipEmptyLines: false });
  return { records: result.data, delimiter: used };
}

export const parseCsv = (text: string): string[][] => readCsv(text).records;

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * The table of entries among the records: the header and the rows after it, inside `section`
 * when the file has that marker (up to the next `#` marker); blank records are skipped, but keep
 * their numbers, so a refused row is named by the line a spreadsheet shows.
 */
export function tableOf(records: readonly string[][], section?: string): CsvTable {
  const marker = section?.toLowerCase();
  const start = marker
    ? records.findIndex((record) => (record[0] ?? '').trim().toLowerCase() === marker) + 1
    : 0;
  let headers: string[] | undefined;
  const rows: CsvRow[] = [];
  for (let index = start; index < records.length; index += 1) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    if (marker && (record[0] ?? '').trim().startsWith('#')) break;
    if (headers) rows.push({ line: index + 1, cells: record });
    else headers = record.map((cell) => cell.trim());
  }
  return { headers: headers ?? [], rows };
}
