import type { ChartTheme } from '@carclub/ui';
import {
  BarController,
  BarElement,
  BasicPlatform,
  CategoryScale,
  Chart,
  type ChartOptions,
  LinearScale,
  Tooltip,
} from 'chart.js';

import { costsChartOptions } from '../chart-options';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const theme: ChartTheme = {
  font: { family: "system-ui, 'Segoe UI', sans-serif" },
  accent: '#0a84ff',
  accentHover: '#0060df',
  border: '#ddd',
  borderStrong: '#999',
  muted: '#666',
  reducedMotion: true,
};

const money = (value: number) => `₴${value}`;

/** The font families Chart.js itself resolves for a chart's text, drawn on a stand-in canvas. */
function resolvedFamilies(options: ChartOptions<'bar'>) {
  // Chart.js measures and draws through the 2D context; any call does for reading options.
  const context: Record<string | symbol, unknown> = {};
  const fake = new Proxy(context, {
    get: (target, name) => (name in target ? target[name] : () => ({ width: 10 })),
  });
  const canvas = { width: 300, height: 150, style: {}, getContext: () => fake };
  context.canvas = canvas;
  const chart = new Chart(canvas as unknown as HTMLCanvasElement, {
    type: 'bar',
    platform: BasicPlatform,
    data: { labels: ['2025'], datasets: [{ data: [100] }] },
    options: { ...options, responsive: false },
  });
  try {
    const { plugins, scales } = chart.options;
    return {
      xTicks: scales?.x?.ticks?.font,
      yTicks: scales?.y?.ticks?.font,
      tooltipTitle: plugins?.tooltip?.titleFont,
      tooltipBody: plugins?.tooltip?.bodyFont,
      tooltipFooter: plugins?.tooltip?.footerFont,
    };
  } finally {
    chart.destroy();
  }
}

const family = (font: unknown) => (font as { family?: string } | undefined)?.family;

describe('costsChartOptions', () => {
  it('puts the site font on each part that draws text, not on a chart-wide `font`', () => {
    const options = costsChartOptions(theme, money);
    expect(options).not.toHaveProperty('font');
    expect(options.scales?.x?.ticks?.font).toEqual(theme.font);
    expect(options.scales?.y?.ticks?.font).toEqual(theme.font);
    expect(options.plugins?.tooltip).toMatchObject({
      titleFont: theme.font,
      bodyFont: theme.font,
      footerFont: theme.font,
    });
  });

  it('is the font Chart.js draws the ticks and the tooltip with', () => {
    const fonts = resolvedFamilies(costsChartOptions(theme, money));
    expect(Object.values(fonts).map(family)).toEqual(Array(5).fill(theme.font.family));
    // The tooltip's title stays bold: only the family is the site's.
    expect((fonts.tooltipTitle as { weight?: string }).weight).toBe('bold');
  });

  it('keeps the theme colours, the money ticks and no animation for reduced motion', () => {
    const options = costsChartOptions(theme, money);
    expect(options.animation).toBe(false);
    expect(options.scales?.x?.ticks?.color).toBe('#666');
    expect(options.scales?.y?.grid?.color).toBe('#ddd');
    expect(options.scales?.x?.border?.color).toBe('#999');
    const tick = options.scales?.y?.ticks?.callback as (value: number) => string;
    expect(tick.call(undefined, 250)).toBe('₴250');
  });
});
