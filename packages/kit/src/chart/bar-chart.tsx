import { readChartTheme, useTheme } from '@carclub/ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

import {
  BAR_SIZES,
  barChartOptions,
  type BarChartKind,
  type BarChartTooltip,
} from './bar-chart-options';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  kind: BarChartKind;
  /** Under each bar. */
  labels: readonly string[];
  values: readonly number[];
  tooltip: BarChartTooltip;
  /** The side's tick text; whole numbers when absent. */
  yTick?: (value: number) => string;
  /** The dataset's name (the tooltip's and a reader's). */
  valueLabel?: string;
  /** The canvas cannot draw (no 2D context): the caller says so and keeps its table. */
  onUnavailable: () => void;
}

/**
 * Values as bars, in the theme's colours, redrawn when the theme changes. Its own chunk (see
 * `./lazy-bar-chart`): Chart.js is fetched by a page that draws a chart, never by another. The
 * canvas is hidden from screen readers: the caller's summary and table say the same in words.
 * Callers keep `tooltip` and `yTick` stable (memoised), as each new one draws the chart again.
 */
export default function BarChart({
  kind,
  labels,
  values,
  tooltip,
  yTick,
  valueLabel,
  onUnavailable,
}: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { resolvedTheme } = useTheme();

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
        labels: [...labels],
        datasets: [
          {
            ...(valueLabel !== undefined && { label: valueLabel }),
            data: [...values],
            backgroundColor: theme.accent,
            hoverBackgroundColor: theme.accentHover,
            ...BAR_SIZES[kind],
          },
        ],
      },
      options: barChartOptions(theme, { kind, tooltip, yTick }),
    });
    return () => chart.destroy();
  }, [kind, labels, values, tooltip, yTick, valueLabel, resolvedTheme, onUnavailable]);

  // Chart.js sizes the canvas in pixels and follows its box a frame after a resize: until then,
  // the narrower box must not be pushed wider (a phone turned upright would scroll sideways).
  return <canvas ref={canvasRef} aria-hidden="true" style={{ maxWidth: '100%' }} />;
}
