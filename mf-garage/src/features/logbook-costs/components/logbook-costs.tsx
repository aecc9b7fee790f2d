import type { CurrencyCosts, LogbookCosts as Costs } from '@carclub/contracts';
import { EmptyState, ErrorState, FallbackBoundary, Skeleton, SkeletonBlock } from '@carclub/ui';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney, formatNumber } from '../../../lib/format';
import { useLogbookCosts } from '../api/get-logbook-costs';
import '../logbook-costs.css';
import { CostsChart } from './costs-chart';

/** The owner's costs of one car (issue 17 point 4): one section per currency spent in. */
export function LogbookCosts({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation('garage');
  const query = useLogbookCosts(vehicleId);
  if (query.data) {
    const { currencies, distanceKm } = query.data;
    if (currencies.length === 0) {
      return (
        <EmptyState
          headingLevel={2}
          title={t('costs.empty.title')}
          description={t('costs.empty.description')}
        />
      );
    }
    return (
      <div className="costs">
        {currencies.map((costs) => (
          <CurrencySection key={costs.currency} costs={costs} distanceKm={distanceKm} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('costs.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Skeleton lines={8} />;
}

function CurrencySection({
  costs,
  distanceKm,
}: {
  costs: CurrencyCosts;
  distanceKm: Costs['distanceKm'];
}) {
  const { t, i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const [chartUnavailable, setChartUnavailable] = useState(false);
  const onChartUnavailable = useCallback(() => setChartUnavailable(true), []);
  const money = (value: number) => formatMoney(value, costs.currency, language);
  const chartFailed = <p className="costs__note">{t('costs.chartUnavailable')}</p>;

  return (
    <section className="costs__currency" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('costs.currency', { currency: costs.currency })}</h2>
      <dl className="costs__figures">
        <div>
          <dt>{t('costs.total')}</dt>
          <dd>{money(costs.total)}</dd>
        </div>
        <div>
          <dt>{t('costs.entries')}</dt>
          <dd>{formatNumber(costs.entries, language)}</dd>
        </div>
        <div>
          <dt>{t('costs.perKm')}</dt>
          <dd>{costs.perKm === null ? t('costs.perKmUnknown') : money(costs.perKm)}</dd>
        </div>
        {distanceKm !== null && (
          <div>
            <dt>{t('costs.distance')}</dt>
            <dd>{t('costs.distanceValue', { value: formatNumber(distanceKm, language) })}</dd>
          </div>
        )}
      </dl>

      <figure
        className="costs__chart"
        aria-label={t('costs.chartLabel', { currency: costs.currency })}
      >
        {chartUnavailable ? (
          chartFailed
        ) : (
          <FallbackBoundary fallback={chartFailed}>
            <Suspense fallback={<SkeletonBlock className="costs__chart-placeholder" />}>
              <CostsChart costs={costs} onUnavailable={onChartUnavailable} />
            </Suspense>
          </FallbackBoundary>
        )}
      </figure>

      <div className="costs__tables">
        <table className="costs__table">
          <caption>{t('costs.byCategory')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('costs.category')}</th>
              <th scope="col">{t('costs.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {costs.byCategory.map(({ category, total }) => (
              <tr key={category}>
                <th scope="row">{t(`logbook.category.${category}`)}</th>
                <td>{money(total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="costs__table">
          <caption>{t('costs.byYear')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('costs.year')}</th>
              <th scope="col">{t('costs.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {costs.byYear.map(({ year, total }) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                <td>{money(total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
