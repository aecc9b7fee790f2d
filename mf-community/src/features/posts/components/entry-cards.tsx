import { LOGBOOK_CATEGORY_NAMES, type PostEntryCard } from '@carclub/contracts';
import { formatDay } from '@carclub/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney, formatNumber } from '../lib/format';

/** The "what was done" cards of a post: its author's logbook entries of the car, in their order. */
export function EntryCards({ entries }: { entries: readonly PostEntryCard[] }) {
  const { t, i18n } = useTranslation('community');
  const headingId = useId();
  if (entries.length === 0) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = language === 'uk' ? LOGBOOK_CATEGORY_NAMES.uk : LOGBOOK_CATEGORY_NAMES.en;
  return (
    <section className="post-entries" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('entries.title')}</h2>
      <ul className="post-entries__list">
        {entries.map((entry) => (
          <li key={entry.id} className="post-entry">
            <h3 className="post-entry__title">{entry.title}</h3>
            <p className="post-entry__facts">
              <time dateTime={entry.date}>{formatDay(entry.date, language)}</time>
              {entry.mileage !== null && (
                <span>
                  {t('entries.mileage', { mileage: formatNumber(entry.mileage, language) })}
                </span>
              )}
              <span className="post-entry__category">{names[entry.category]}</span>
            </p>
            {entry.parts.length > 0 && (
              <>
                <h4 className="post-entry__parts-title">{t('entries.parts')}</h4>
                <ul className="post-entry__parts">
                  {entry.parts.map((part, index) => (
                    // Parts have no id of their own; their order is the entry's, fixed here.
                    <li key={index}>
                      {part.name}
                      {part.partNumber && (
                        <span className="post-entry__part-number">
                          {' '}
                          {t('entries.partNumber', { number: part.partNumber })}
                        </span>
                      )}
                      {part.price !== null && entry.currency && (
                        <span> · {formatMoney(part.price, entry.currency, language)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {entry.cost !== null && entry.currency && (
              <p className="post-entry__cost">
                {t('entries.cost')}: {formatMoney(entry.cost, entry.currency, language)}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
