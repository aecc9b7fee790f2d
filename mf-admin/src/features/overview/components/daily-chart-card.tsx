import { type DailyCount, OVERVIEW_CHART_DAYS } from '@carclub/contracts';
import { DailyChart, DailyTable, summariseDays, useDayFormat } from '@carclub/kit';
import { Button, FallbackBoundary, SkeletonBlock } from '@carclub/ui';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { total, busiest } = summariseDays(days);
  const valueLabel = t(`overview.charts.${kind}.value`);
  const valueText = useCallback((value: number) => `${valueLabel}: ${value}`, [valueLabel]);
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
              date: format.longWithYear(busiest.date),
            })}
      </p>
      {chartUnavailable ? (
        failed
      ) : (
        <div className="daily-card__canvas">
          <FallbackBoundary fallback={failed}>
            <Suspense fallback={<SkeletonBlock shape="rect" width="100%" height="100%" />}>
              <DailyChart
                days={days}
                dayTitle={format.longWithYear}
                valueText={valueText}
                valueLabel={valueLabel}
                onUnavailable={onChartUnavailable}
              />
            </Suspense>
          </FallbackBoundary>
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
          className="daily-table"
          caption={t(`overview.charts.${kind}.caption`)}
          dayHeader={t('overview.charts.day')}
          valueHeader={valueLabel}
          dayText={format.longWithYear}
          todayText={(date) => t('overview.charts.today', { date: format.longWithYear(date) })}
          days={days}
        />
      </div>
    </section>
  );
}
