import type { PublicLogbookEntry } from '@carclub/contracts';
import { useTranslation } from 'react-i18next';

import { formatEntryDate, formatMoney, formatNumber } from '../../../lib/format';

/** What an entry's line of facts shows: all but the story and the parts. */
export type EntryFactsSource = Pick<
  PublicLogbookEntry,
  'date' | 'category' | 'mileage' | 'cost' | 'currency' | 'litres' | 'fullTank'
> &
  Partial<Pick<PublicLogbookEntry, 'missedFill'>>;

/**
 * The facts of an entry in one line: its date (a <time>), its category, and the mileage, fuel and
 * cost when it has them. A cost the owner hid reaches other readers as null, so it is not shown.
 */
export function EntryFacts({ entry }: { entry: EntryFactsSource }) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <p className="logbook-facts">
      <time dateTime={entry.date}>{formatEntryDate(entry.date, language)}</time>
      <span className={`logbook-category logbook-category--${entry.category}`}>
        {t(`logbook.category.${entry.category}`)}
      </span>
      {entry.mileage != null && (
        <span>{t('logbook.mileage', { value: formatNumber(entry.mileage, language) })}</span>
      )}
      {entry.litres != null && (
        <span>
          {t('logbook.litres', { value: formatNumber(entry.litres, language) })}
          {entry.fullTank && `, ${t('logbook.fullTank')}`}
          {entry.missedFill && `, ${t('logbook.missedFill')}`}
        </span>
      )}
      {entry.cost != null && entry.currency && (
        <span>{formatMoney(entry.cost, entry.currency, language)}</span>
      )}
    </p>
  );
}
