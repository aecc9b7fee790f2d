import { type DailyCount, OVERVIEW_CHART_DAYS } from '@carclub/contracts';
import { Button, SkeletonBlock } from '@carclub/ui';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { summarise, useDayFormat } from '../days';
import { ChartBoundary } from './chart-boundary';
import { DailyTable } from './daily-table';

// Its own chunk: Chart.js is fetched when the overview draws a chart, never by another page.
const DailyChart = lazy(() => import('./daily-chart'));

export interface DailyChartCardProps {
  kind: 'signUps' | 'vehicles';
  days: readonly DailyCount[];
}

/** One 90-day series: a summary in words, the chart, and the same numbers as a table. */
export function DailyChartCard({ kind, days }: DailyChartCardProps) {
  const { t } = useTranslation('admin');
  const format = useDayFormat();
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [chartUnavailable, setChartUnavailable] = useState(false);
  const onChartUnavailable = useCallback(() => setChartUnavailable(true), []);
  const { total, busiest } = summarise(days);
  const valueLabel = t(`overview.charts.${kind}.value`);
  const failed = <p className="daily-card__failed">{t('overview.charts.failed')}</p>;

  return (
    <section className="daily-card" aria-labelledby={titleId} data-chart={kind}>
      <h2 id={titleId} className="daily-card__title">
        {t(`overview.charts.${kind}.title`, { count: OVERVIEW_CHART_DAYS })}
      </h2>
      <p className="daily-card__summary">
        {busiest === null
          ? t('overview.charts.summaryNone', { count: OVERVIEW_CHART_DAYS })
          : t('overview.charts.summary', {
              total,
              max: busiest.count,
              date: format.long(busiest.date),
            })}
      </p>
      {chartUnavailable ? (
        failed
      ) : (
        <div className="daily-card__canvas">
          <ChartBoundary fallback={failed}>
            <Suspense fallback={<SkeletonBlock shape="rect" width="100%" height="100%" />}>
              <DailyChart days={days} valueLabel={valueLabel} onUnavailable={onChartUnavailable} />
            </Suspense>
          </ChartBoundary>
        </div>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {t('overview.charts.showTable')}
      </Button>
      {/* Always there for screen readers; on screen when asked for. */}
      <div id={tableId} className={tableShown ? 'daily-card__table' : 'visually-hidden'}>
        <DailyTable
          caption={t(`overview.charts.${kind}.caption`)}
          valueLabel={valueLabel}
          days={days}
        />
      </div>
    </section>
  );
}
