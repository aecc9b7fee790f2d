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
  type TooltipItem,
} from 'chart.js';

import { barChartOptions } from '../chart/bar-chart-options';

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

const days = ['Mon, 1 December 2025', 'Tue, 2 December 2025'];
const daily = (chartTheme: ChartTheme = theme) =>
  barChartOptions(chartTheme, {
    kind: 'daily',
    tooltip: { title: (index) => days[index] ?? '', label: (value) => `Count: ${value}` },
  });
const yearly = () =>
  barChartOptions(theme, { kind: 'yearly', tooltip: { label: money }, yTick: money });

describe('barChartOptions', () => {
  // Chart.js ignores a chart-wide `font`: each part takes its own.
  it.each([
    ['daily', daily],
    ['yearly', yearly],
  ])('puts the site font on each part that draws text of a %s chart', (_kind, options) => {
    expect(options()).not.toHaveProperty('font');
    expect(options().scales?.x?.ticks?.font).toEqual(theme.font);
    expect(options().scales?.y?.ticks?.font).toEqual(theme.font);
    expect(options().plugins?.tooltip).toMatchObject({
      titleFont: theme.font,
      bodyFont: theme.font,
      footerFont: theme.font,
    });
  });

  it('is the font Chart.js draws the ticks and the tooltip with', () => {
    const fonts = resolvedFamilies(yearly());
    expect(Object.values(fonts).map(family)).toEqual(Array(5).fill(theme.font.family));
    // The tooltip's title stays bold: only the family is the site's.
    expect((fonts.tooltipTitle as { weight?: string }).weight).toBe('bold');
  });

  it('titles a daily tooltip with the bar’s day and labels its value', () => {
    const item = { dataIndex: 1, parsed: { y: 3 } } as TooltipItem<'bar'>;
    const callbacks = daily({ ...theme, reducedMotion: false }).plugins?.tooltip?.callbacks;
    expect(callbacks?.title?.call(undefined as never, [item])).toBe('Tue, 2 December 2025');
    expect(callbacks?.label?.call(undefined as never, item)).toBe('Count: 3');
  });

  it('animates unless motion is reduced, in the theme’s colours', () => {
    expect(daily({ ...theme, reducedMotion: false }).animation).toEqual({ duration: 300 });
    const options = yearly();
    expect(options.animation).toBe(false);
    expect(options.scales?.x?.ticks?.color).toBe('#666');
    expect(options.scales?.y?.grid?.color).toBe('#ddd');
    expect(options.scales?.x?.border?.color).toBe('#999');
  });

  it('writes a yearly chart’s side in the caller’s units', () => {
    const tick = yearly().scales?.y?.ticks?.callback as (value: number) => string;
    expect(tick.call(undefined, 250)).toBe('₴250');
  });
});
