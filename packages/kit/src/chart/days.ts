import type { DailyCount } from '@carclub/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The API's days are UTC dates (`YYYY-MM-DD`): they are written in UTC too, or a reader west of
 * Greenwich would see each bar under the day before.
 */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const long = { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    const weekday = new Intl.DateTimeFormat(locale, long);
    const weekdayYear = new Intl.DateTimeFormat(locale, { ...long, year: 'numeric' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      /** "24 Nov": under a bar. */
      short: (day: string) => short.format(at(day)),
      /** "Tue, 24 November": a table row of the last days. */
      long: (day: string) => weekday.format(at(day)),
      /** "Tue, 24 November 2026": a row of a series longer than a few weeks. */
      longWithYear: (day: string) => weekdayYear.format(at(day)),
      /** "24 November 2026", of a day or a moment. */
      date: (dayOrIso: string) =>
        date.format(dayOrIso.length === 10 ? at(dayOrIso) : new Date(dayOrIso)),
    };
  }, [locale]);
}

/** The sum of the days and the busiest of them (the latest, on a tie); null when all are zero. */
export function summariseDays(days: readonly DailyCount[]) {
  let total = 0;
  let busiest: DailyCount | null = null;
  for (const day of days) {
    total += day.count;
    if (day.count > 0 && (busiest === null || day.count >= busiest.count)) busiest = day;
  }
  return { total, busiest };
}
