import type { DailyCount } from '@carclub/contracts';
import { readChartTheme, useTheme } from '@carclub/ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

import { dailyChartOptions } from '../chart-options';
import { useDayFormat } from '../days';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface DailyChartProps {
  days: readonly DailyCount[];
  /** The tooltip's label of a value, e.g. "Sign-ups". */
  valueLabel: string;
  /** The canvas cannot draw (no 2D context): the card says so and keeps its table. */
  onUnavailable: () => void;
}

/**
 * Counts per day as bars, in the theme's colours. Loaded with `import()` by its card, so Chart.js
 * is fetched by the overview only. The canvas is hidden from screen readers: the card's summary
 * and table say the same in words.
 */
export default function DailyChart({ days, valueLabel, onUnavailable }: DailyChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { resolvedTheme } = useTheme();
  const format = useDayFormat();

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
        labels: days.map((day) => format.short(day.date)),
        datasets: [
          {
            label: valueLabel,
            data: days.map((day) => day.count),
            backgroundColor: theme.accent,
            hoverBackgroundColor: theme.accentHover,
            borderRadius: 2,
            maxBarThickness: 12,
          },
        ],
      },
      options: dailyChartOptions(theme, {
        title: (index) => format.long(days[index]?.date ?? ''),
        label: (value) => `${valueLabel}: ${value}`,
      }),
    });
    return () => chart.destroy();
  }, [days, format, valueLabel, resolvedTheme, onUnavailable]);

  return <canvas ref={canvasRef} aria-hidden="true" />;
}
