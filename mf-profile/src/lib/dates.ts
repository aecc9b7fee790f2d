import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Dates and times as the interface language writes them (Intl, no library): `dateTime` for a
 * moment, `relative` for a recent one ("5 minutes ago"), which falls back to the date after a week.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      relative: (iso: string, now: number = Date.now()) => {
        const elapsed = new Date(iso).getTime() - now;
        const size = Math.abs(elapsed);
        if (size < MINUTE) return relative.format(0, 'second');
        if (size < HOUR) return relative.format(Math.round(elapsed / MINUTE), 'minute');
        if (size < DAY) return relative.format(Math.round(elapsed / HOUR), 'hour');
        if (size < 7 * DAY) return relative.format(Math.round(elapsed / DAY), 'day');
        return dateTime.format(new Date(iso));
      },
    };
  }, [locale]);
}
