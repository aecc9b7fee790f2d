/**
 * Zod-free, like `enum-values.ts`: the public car page's logbook tab names its categories from
 * here, and a page starts without zod (ADR 0088).
 */
export const LOGBOOK_CATEGORIES = [
  'service',
  'repair',
  'tuning',
  'fuel',
  'trip',
  'detailing',
  'parts',
  'other',
] as const;
export type LogbookCategory = (typeof LOGBOOK_CATEGORIES)[number];

/**
 * The categories' names as the site writes them (the garage's i18n resources take them from
 * here), so that a file written in the site's words imports (issue 29 point 2).
 */
export const LOGBOOK_CATEGORY_NAMES = {
  en: {
    service: 'Service',
    repair: 'Repair',
    tuning: 'Tuning',
    fuel: 'Fuel',
    trip: 'Trip',
    detailing: 'Detailing',
    parts: 'Parts',
    other: 'Other',
  },
  uk: {
    service: 'Обслуговування',
    repair: 'Ремонт',
    tuning: 'Тюнінг',
    fuel: 'Пальне',
    trip: 'Поїздка',
    detailing: 'Детейлінг',
    parts: 'Запчастини',
    other: 'Інше',
  },
} as const satisfies Record<'en' | 'uk', Record<LogbookCategory, string>>;

/** Other words people write for a category in their own spreadsheets, in uk and en. */
const OTHER_NAMES: Record<LogbookCategory, readonly string[]> = {
  service: ['ТО', 'Техобслуговування', 'Maintenance'],
  repair: [],
  tuning: [],
  fuel: ['Заправка', 'Паливо', 'Refuelling', 'Refueling'],
  trip: ['Подорож'],
  detailing: ['Догляд', 'Мийка', 'Care'],
  parts: [],
  other: [],
};

/**
 * Lower case, accents and other combining marks dropped, spaces collapsed: "Поїздка", "ПОЇЗДКА"
 * and "поiздка" are one word. `ї` and `й` lose their marks too, on both sides of the comparison.
 */
export const comparableWord = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim().toLowerCase();

const CATEGORY_BY_WORD = new Map<string, LogbookCategory>(
  LOGBOOK_CATEGORIES.flatMap((category) =>
    [
      category,
      LOGBOOK_CATEGORY_NAMES.en[category],
      LOGBOOK_CATEGORY_NAMES.uk[category],
      ...OTHER_NAMES[category],
    ].map((word) => [comparableWord(word), category] as const),
  ),
);

/**
 * The category a file's cell names: its key or its name in uk or en (or a common other word),
 * whatever the case and accents; null for anything else.
 */
export function logbookCategoryFromText(text: string): LogbookCategory | null {
  return CATEGORY_BY_WORD.get(comparableWord(text)) ?? null;
}
