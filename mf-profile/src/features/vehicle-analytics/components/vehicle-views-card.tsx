import { ANALYTICS_DAYS, type VehicleAnalytics } from '@carclub/contracts';
import { vehiclePage } from '@carclub/contracts/page-paths';
import { DailyChart, DailyTable, summariseDays, useDayFormat } from '@carclub/kit';
import { Button, FallbackBoundary, SkeletonBlock } from '@carclub/ui';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

export interface VehicleViewsCardProps {
  car: VehicleAnalytics;
  /** The member's nickname, for the address of the car's public page. */
  nickname: string;
}

/** One car: its numbers, its chart of the last days, and the same numbers as a table. */
export function VehicleViewsCard({ car, nickname }: VehicleViewsCardProps) {
  const { t } = useTranslation('profile');
  const days = useDayFormat();
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [chartUnavailable, setChartUnavailable] = useState(false);
  const onChartUnavailable = useCallback(() => setChartUnavailable(true), []);
  const { total: lastDays, busiest } = summariseDays(car.daily);
  const today = car.daily.at(-1)?.count ?? 0;
  const tooltip = useCallback(
    (views: number) => t('vehicleAnalytics.chart.tooltip', { views }),
    [t],
  );
  const pagePath = vehiclePage({ nickname, slug: car.slug });
  const chartFailed = (
    <p className="views-card__chart-failed">{t('vehicleAnalytics.chart.failed')}</p>
  );

  return (
    <article className="views-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="views-card__title">
        <Link to={pagePath}>{car.name}</Link>
      </h2>
      <dl className="views-card__stats">
        <div className="views-card__stat">
          <dt>{t('vehicleAnalytics.stats.today')}</dt>
          <dd data-stat="today">{today}</dd>
        </div>
        <div className="views-card__stat">
          <dt>{t('vehicleAnalytics.stats.lastDays', { count: ANALYTICS_DAYS })}</dt>
          <dd data-stat="last-days">{lastDays}</dd>
        </div>
        <div className="views-card__stat">
          <dt>{t('vehicleAnalytics.stats.total')}</dt>
          <dd data-stat="total">{car.total}</dd>
        </div>
        {car.forSaleSince !== null && car.viewsSinceForSale !== null && (
          <div className="views-card__stat views-card__stat--sale">
            <dt>{t('vehicleAnalytics.stats.forSale', { date: days.date(car.forSaleSince) })}</dt>
            <dd data-stat="for-sale">{car.viewsSinceForSale}</dd>
          </div>
        )}
      </dl>

      <figure className="views-card__chart">
        <figcaption>
          <span className="views-card__chart-title">
            {t('vehicleAnalytics.chart.title', { count: ANALYTICS_DAYS })}
          </span>
          <span className="views-card__chart-summary">
            {busiest === null
              ? t('vehicleAnalytics.chart.summaryNone', { count: ANALYTICS_DAYS })
              : t('vehicleAnalytics.chart.summary', {
                  count: ANALYTICS_DAYS,
                  total: lastDays,
                  max: busiest.count,
                  date: days.date(busiest.date),
                })}
          </span>
        </figcaption>
        {chartUnavailable ? (
          chartFailed
        ) : (
          <div className="views-card__canvas">
            <FallbackBoundary fallback={chartFailed}>
              <Suspense
                fallback={
                  <SkeletonBlock
                    shape="rect"
                    width="100%"
                    height="100%"
                    className="views-card__chart-loading"
                  />
                }
              >
                <DailyChart
                  days={car.daily}
                  dayTitle={days.long}
                  valueText={tooltip}
                  onUnavailable={onChartUnavailable}
                />
              </Suspense>
            </FallbackBoundary>
          </div>
        )}
      </figure>

      <Button
        variant="secondary"
        size="sm"
        aria-pressed={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {t('vehicleAnalytics.table.show')}
      </Button>
      {/* Always there for screen readers; on screen when asked for. */}
      <div id={tableId} className={tableShown ? 'views-card__table' : 'visually-hidden'}>
        <DailyTable
          className="views-table"
          caption={t('vehicleAnalytics.table.caption', { name: car.name })}
          dayHeader={t('vehicleAnalytics.table.day')}
          valueHeader={t('vehicleAnalytics.table.views')}
          dayText={days.long}
          todayText={(date) => t('vehicleAnalytics.table.today', { date: days.long(date) })}
          days={car.daily}
        />
      </div>
    </article>
  );
}
