import { LOGBOOK_CSV_COLUMNS, type LogbookCategory } from '@carclub/contracts';

/** The entry fields a CSV column can fill. */
export const TARGET_FIELDS = [
  'date',
  'title',
  'category',
  'mileage',
  'cost',
  'currency',
  'litres',
  'fullTank',
  'missedFill',
  'visibility',
  'costHidden',
  'story',
  'parts',
] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const PRESET_IDS = ['carclub', 'fuelio', 'drivvo', 'custom'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface ImportPreset {
  id: PresetId;
  /**
   * The section of a file of several tables whose rows are entries (Fuelio's `## Log`, Drivvo's
   * `##Refuelling`): a record whose first cell is the marker, up to the next `#` marker.
   */
  section?: string;
  /** Per field, the column headers (lower case) that fill it. */
  columns: Partial<Record<TargetField, readonly string[]>>;
  dateFormat: DateFormat;
  decimalComma: boolean;
  /** The category of rows without one (a fuel log's rows are all fills). */
  category: LogbookCategory;
}

/**
 * Column names as the apps write them (sources in ADR 0096). Fuelio's backup CSV has its fills in
 * a `## Log` section (`Data`, `Odo (km)`, `Fuel (litres)`, `Full` 1/0, `Price (optional)` the
 * total, `Notes (optional)`); Drivvo's export its fills under `##Refuelling` (`Odometer`, `Date`,
 * `Total price`/`Total cost`, `Fuel amount`, `Full fillup` Yes/No, `Notes`).
 */
export const PRESETS: Record<PresetId, ImportPreset> = {
  carclub: {
    id: 'carclub',
    columns: {
      date: ['date'],
      title: ['title'],
      category: ['category'],
      mileage: ['mileage'],
      cost: ['cost'],
      currency: ['currency'],
      litres: ['litres'],
      fullTank: ['full_tank'],
      visibility: ['visibility'],
      costHidden: ['cost_hidden'],
      story: ['story'],
      parts: ['parts'],
      missedFill: ['missed_fill'],
    },
    dateFormat: 'YYYY-MM-DD',
    decimalComma: false,
    category: 'other',
  },
  fuelio: {
    id: 'fuelio',
    section: '## Log',
    columns: {
      date: ['data', 'date'],
      mileage: ['odo (km)', 'odo'],
      litres: ['fuel (litres)', 'fuel (liters)', 'fuel'],
      fullTank: ['full'],
      cost: ['price (optional)', 'price'],
      story: ['notes (optional)', 'notes'],
      // Fuelio's "missed fill-up before this one", 1/0 (ADR 0122).
      missedFill: ['missed'],
    },
    dateFormat: 'YYYY-MM-DD',
    decimalComma: false,
    category: 'fuel',
  },
  drivvo: {
    id: 'drivvo',
    section: '##Refuelling',
    columns: {
      date: ['date'],
      mileage: ['odometer'],
      litres: ['fuel amount', 'quantity', 'volume'],
      fullTank: ['full fillup', 'full tank', 'full tank?'],
      cost: ['total price', 'total cost'],
      story: ['notes', 'note', 'observation'],
    },
    dateFormat: 'YYYY-MM-DD',
    decimalComma: false,
    category: 'fuel',
  },
  custom: {
    id: 'custom',
    // A spreadsheet of the owner's own, its header in the site's words in uk or en.
    columns: {
      date: ['date', 'дата'],
      title: ['title', 'заголовок', 'назва'],
      category: ['category', 'категорія'],
      mileage: ['mileage', 'mileage, km', 'пробіг', 'пробіг, км'],
      cost: ['cost', 'amount', 'вартість', 'сума', 'ціна'],
      currency: ['currency', 'валюта'],
      litres: ['litres', 'liters', 'літри', 'літри, л', 'пальне, л'],
      fullTank: ['full tank', 'повний бак'],
      missedFill: ['missed fill-up', 'fill-up before not logged', 'попередню заправку не записано'],
      visibility: ['visibility', 'видимість'],
      story: ['story', 'notes', 'розповідь', 'історія', 'нотатки', 'примітки'],
    },
    dateFormat: 'YYYY-MM-DD',
    decimalComma: false,
    category: 'other',
  },
};

/** Per column of the file, the field it fills ('' for none); a field from one column at most. */
export function columnsFor(preset: ImportPreset, headers: readonly string[]): (TargetField | '')[] {
  const taken = new Set<TargetField>();
  return headers.map((header) => {
    const name = header.trim().toLowerCase();
    const field = TARGET_FIELDS.find(
      (candidate) => !taken.has(candidate) && preset.columns[candidate]?.includes(name),
    );
    if (!field) return '';
    taken.add(field);
    return field;
  });
}

/** The columns every CarClub export has: those before the missed fill-up mark have no `missed_fill`. */
const CARCLUB_HEADER = LOGBOOK_CSV_COLUMNS.filter((column) => column !== 'missed_fill');

/** The preset a file's records look like: a section marker, or the CarClub header. */
export function detectPreset(records: readonly (readonly string[])[]): PresetId {
  const firstCells = new Set(records.map((record) => (record[0] ?? '').trim().toLowerCase()));
  for (const id of ['fuelio', 'drivvo'] as const) {
    if (firstCells.has(PRESETS[id].section!.toLowerCase())) return id;
  }
  const header = records.find((record) => record.some((cell) => cell.trim() !== ''));
  const names = new Set(header?.map((cell) => cell.trim().toLowerCase()));
  return CARCLUB_HEADER.every((name) => names.has(name)) ? 'carclub' : 'custom';
}
