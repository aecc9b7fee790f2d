import type { DailyCount } from '@carclub/contracts';
import { useMemo } from 'react';

import { useDayFormat } from './days';
import { BarChart } from './lazy-bar-chart';

export interface DailyChartProps {
  days: readonly DailyCount[];
  /** The tooltip's title of a day (`YYYY-MM-DD`). Stable (memoised): a new one redraws. */
  dayTitle: (date: string) => string;
  /** The tooltip's line of a day's count. Stable (memoised): a new one redraws. */
  valueText: (count: number) => string;
  /** The dataset's name. */
  valueLabel?: string;
  onUnavailable: () => void;
}

/**
 * A count per day as bars, each under its short date: the lazily loaded `BarChart`, so render it
 * inside `Suspense` and a `FallbackBoundary`.
 */
export function DailyChart({
  days,
  dayTitle,
  valueText,
  valueLabel,
  onUnavailable,
}: DailyChartProps) {
  const format = useDayFormat();
  const labels = useMemo(() => days.map((day) => format.short(day.date)), [days, format]);
  const values = useMemo(() => days.map((day) => day.count), [days]);
  const tooltip = useMemo(
    () => ({ title: (index: number) => dayTitle(days[index]?.date ?? ''), label: valueText }),
    [days, dayTitle, valueText],
  );
  return (
    <BarChart
      kind="daily"
      labels={labels}
      values={values}
      tooltip={tooltip}
      valueLabel={valueLabel}
      onUnavailable={onUnavailable}
    />
  );
}
