import type { FuelConsumption } from '@carclub/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatEntryDate, formatNumber } from '../../../lib/format';

/**
 * The car's consumption (ADR 0089) and, for its owner, each stretch left out of it as implausible
 * for the car, with why and what to do (ADR 0121). Visitors' answers never list any.
 */
export function FuelFigure({ figure }: { figure: FuelConsumption | undefined }) {
  const { t, i18n } = useTranslation('garage');
  const headingId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!figure) return null;
  const { consumption, excluded, plausible } = figure;
  const number = (value: number) => formatNumber(value, language);
  return (
    <>
      {consumption && (
        <p className="logbook__consumption">
          <span className="logbook__consumption-label">{t('logbook.consumption.label')}</span>{' '}
          <strong>
            {t('logbook.consumption.value', { value: number(consumption.litresPer100Km) })}
          </strong>{' '}
          <span className="logbook__consumption-basis">
            {t('logbook.consumption.basis', { distance: number(consumption.distanceKm) })}
          </span>
        </p>
      )}
      {excluded.length > 0 && plausible && (
        <div className="logbook__excluded" role="note" aria-labelledby={headingId}>
          <p id={headingId} className="logbook__excluded-heading">
            {t('logbook.consumption.excludedHeading', { count: excluded.length })}
          </p>
          <ul>
            {excluded.map((stretch) => {
              const to = formatEntryDate(stretch.toDate, language);
              return (
                <li key={`${stretch.fromDate}:${stretch.toDate}`}>
                  {t('logbook.consumption.stretch', {
                    from: formatEntryDate(stretch.fromDate, language),
                    to,
                    distance: number(stretch.distanceKm),
                    litres: number(stretch.litres),
                    value: number(stretch.litresPer100Km),
                  })}{' '}
                  {stretch.reason === 'tooLow'
                    ? t('logbook.consumption.tooLow', { min: number(plausible.min), to })
                    : t('logbook.consumption.tooHigh', { max: number(plausible.max) })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
