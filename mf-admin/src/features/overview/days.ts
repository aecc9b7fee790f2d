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
    const long = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const at = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      short: (day: string) => short.format(at(day)),
      long: (day: string) => long.format(at(day)),
    };
  }, [locale]);
}

/** The sum of the days and the busiest of them (the latest, on a tie); null when all are zero. */
export function summarise(days: readonly DailyCount[]) {
  let total = 0;
  let busiest: DailyCount | null = null;
  for (const day of days) {
    total += day.count;
    if (day.count > 0 && (busiest === null || day.count >= busiest.count)) busiest = day;
  }
  return { total, busiest };
}
