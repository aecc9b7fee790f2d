import type { CurrencyCosts } from '@carclub/contracts';
import { readChartTheme, useTheme } from '@carclub/ui';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '../../../lib/format';
import { costsChartOptions } from '../chart-options';

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
    const theme = readChartTheme(canvas);
    const money = (value: number) => formatMoney(value, costs.currency, language);
    const chart = new Chart(canvas, {
      type: 'bar',
      data: {
        labels: costs.byYear.map(({ year }) => String(year)),
        datasets: [
          {
            data: costs.byYear.map(({ total }) => total),
            backgroundColor: theme.accent,
            hoverBackgroundColor: theme.accentHover,
            borderRadius: 3,
            maxBarThickness: 48,
          },
        ],
      },
      options: costsChartOptions(theme, money),
    });
    return () => chart.destroy();
  }, [costs, language, resolvedTheme, onUnavailable]);

  return <canvas ref={canvasRef} aria-hidden="true" />;
}
