import type { ChartTheme } from '@carclub/ui';
import type { ChartOptions } from 'chart.js';

/**
 * The costs chart's options: the theme's colours, and the site's font on every part that draws
 * text (each scale's ticks, the tooltip), since Chart.js has no chart-wide font option.
 */
export function costsChartOptions(
  theme: ChartTheme,
  money: (value: number) => string,
): ChartOptions<'bar'> {
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
        callbacks: { label: (item) => money(item.parsed.y ?? 0) },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: theme.borderStrong },
        ticks: { color: muted, font },
      },
      y: {
        beginAtZero: true,
        grid: { color: theme.border },
        border: { display: false },
        ticks: { color: muted, font, callback: (value) => money(Number(value)) },
      },
    },
  };
}
