import type { DailyViews } from '@carclub/contracts';
import { readChartTheme, useTheme } from '@carclub/ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { viewsChartOptions } from '../chart-options';
import { useDayFormat } from '../days';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ViewsChartProps {
  daily: readonly DailyViews[];
  /** The canvas cannot draw (no 2D context): the card says so and keeps its table. */
  onUnavailable: () => void;
}

/**
 * Views per day as bars, in the theme's colours. Loaded with `import()` by the card, so Chart.js
 * is fetched by this page only. The canvas is hidden from screen readers: the card's summary and
 * table say the same in words.
 */
export default function ViewsChart({ daily, onUnavailable }: ViewsChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { resolvedTheme } = useTheme();
  const days = useDayFormat();
  const { t } = useTranslation('profile');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!canvas.getContext('2d')) {
      onUnavailable();
      return;
    }
    // The tokens of the theme painted now: read again whenever the theme changes.
    const theme = readChartTheme(canvas);
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: daily.map((day) => days.short(day.day)),
        datasets: [
          {
            data: daily.map((day) => day.views),
            backgroundColor: theme.accent,
            hoverBackgroundColor: theme.accentHover,
            borderRadius: 3,
            maxBarThickness: 24,
          },
        ],
      },
      options: viewsChartOptions(theme, {
        title: (index) => days.long(daily[index]?.day ?? ''),
        label: (views) => t('vehicleAnalytics.chart.tooltip', { views }),
      }),
    });
    return () => chart.destroy();
  }, [daily, days, t, resolvedTheme, onUnavailable]);

  return <canvas ref={canvasRef} aria-hidden="true" />;
}
