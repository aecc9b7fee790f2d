import type { ChartTheme } from '@carclub/ui';
import type { ChartOptions } from 'chart.js';

/**
 * What the bars stand for. `daily`: a count per day, 30 to 90 narrow bars with a few day labels
 * under them and whole numbers up the side. `yearly`: a sum per year, a few wide bars, each
 * labelled, the side in the caller's units (`yTick`).
 */
export type BarChartKind = 'daily' | 'yearly';

export interface BarChartTooltip {
  /** The tooltip's title of the bar at `index`; the bar's label when absent. */
  title?: (index: number) => string;
  /** The tooltip's line of a bar's value. */
  label: (value: number) => string;
}

/**
 * The bar sizes of each kind. The daily charts of the admin overview (2 px corners, 12 px at most)
 * and the car analytics (3 px, 24 px) differed: both now take the analytics' size, whose corners
 * the costs chart's bars have too. 90 bars on the overview stay narrower than either limit.
 */
export const BAR_SIZES: Record<BarChartKind, { borderRadius: number; maxBarThickness: number }> = {
  daily: { borderRadius: 3, maxBarThickness: 24 },
  yearly: { borderRadius: 3, maxBarThickness: 48 },
};

/**
 * A bar chart's options: the theme's colours, and the site's font on every part that draws text
 * (each scale's ticks, the tooltip), since Chart.js has no chart-wide font option.
 */
export function barChartOptions(
  theme: ChartTheme,
  {
    kind,
    tooltip,
    yTick,
  }: { kind: BarChartKind; tooltip: BarChartTooltip; yTick?: (value: number) => string },
): ChartOptions<'bar'> {
  const { font, muted } = theme;
  const { title } = tooltip;
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: theme.reducedMotion ? false : { duration: 300 },
    plugins: {
      tooltip: {
        titleFont: font,
        bodyFont: font,
        footerFont: font,
        callbacks: {
          ...(title && { title: (items) => title(items[0]?.dataIndex ?? 0) }),
          label: (item) => tooltip.label(item.parsed.y ?? 0),
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: theme.borderStrong },
        ticks:
          kind === 'daily'
            ? { color: muted, font, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 }
            : { color: muted, font },
      },
      y: {
        beginAtZero: true,
        ...(kind === 'daily' && { suggestedMax: 4 }),
        grid: { color: theme.border },
        border: { display: false },
        ticks: yTick
          ? { color: muted, font, callback: (value) => yTick(Number(value)) }
          : { color: muted, font, precision: 0 },
      },
    },
  };
}
