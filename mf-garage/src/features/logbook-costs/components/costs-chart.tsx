import type { CurrencyCosts } from '@carclub/contracts';
import { useTheme } from '@carclub/ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/format';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface CostsChartProps {
  costs: CurrencyCosts;
  /** The canvas cannot draw (no 2D context): the page says so and keeps its table. */
  onUnavailable: () => void;
}

/**
 * One currency's costs per year as bars, in the theme's colours. Loaded with `import()` by the
 * costs page alone. Hidden from screen readers: the table by year says the same in words.
 */
export default function CostsChart({ costs, onUnavailable }: CostsChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation('garage');
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!canvas.getContext('2d')) {
      onUnavailable();
      return;
    }
    // The tokens of the theme painted now: read again whenever the theme changes.
    const style = getComputedStyle(canvas);
    const token = (name: string) => style.getPropertyValue(name).trim();
    const muted = token('--cc-color-text-muted');
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const money = (value: number) => formatMoney(value, costs.currency, language);
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: costs.byYear.map(({ year }) => String(year)),
        datasets: [
          {
            data: costs.byYear.map(({ total }) => total),
            backgroundColor: token('--cc-color-accent'),
            hoverBackgroundColor: token('--cc-color-accent-hover'),
            borderRadius: 3,
            maxBarThickness: 48,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 300 },
        font: { family: token('--cc-font-sans') },
        plugins: { tooltip: { callbacks: { label: (item) => money(item.parsed.y ?? 0) } } },
        scales: {
          x: {
            grid: { display: false },
            border: { color: token('--cc-color-border-strong') },
            ticks: { color: muted },
          },
          y: {
            beginAtZero: true,
            grid: { color: token('--cc-color-border') },
            border: { display: false },
            ticks: { color: muted, callback: (value) => money(Number(value)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [costs, language, resolvedTheme, onUnavailable]);

  return <canvas ref={canvasRef} aria-hidden="true" />;
}
