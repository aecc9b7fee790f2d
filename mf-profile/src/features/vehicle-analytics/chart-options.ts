import type { ChartTheme } from '@carclub/ui';
import type { ChartOptions } from 'chart.js';

export interface DayTooltip {
  /** The tooltip's title of the bar at `index`: its day in full. */
  title: (index: number) => string;
  /** The tooltip's line of a bar's value. */
  label: (value: number) => string;
}

/**
 * The per-day chart's options: the theme's colours, and the site's font on every part that draws
 * text (each scale's ticks, the tooltip), since Chart.js has no chart-wide font option.
 */
export function viewsChartOptions(theme: ChartTheme, tooltip: DayTooltip): ChartOptions<'bar'> {
  const { font, muted } = theme;
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
          title: (items) => tooltip.title(items[0]?.dataIndex ?? 0),
          label: (item) => tooltip.label(item.parsed.y ?? 0),
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: theme.borderStrong },
        ticks: { color: muted, font, maxRotation: 0, autoSkip: true, maxTicksLimit: 6 },
      },
      y: {
        beginAtZero: true,
        suggestedMax: 4,
        grid: { color: theme.border },
        border: { display: false },
        ticks: { color: muted, font, precision: 0 },
      },
    },
  };
}
