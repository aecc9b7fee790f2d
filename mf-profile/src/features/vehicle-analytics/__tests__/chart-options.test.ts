import type { ChartTheme } from '@carclub/ui';
import type { TooltipItem } from 'chart.js';

import { viewsChartOptions } from '../chart-options';

const theme: ChartTheme = {
  font: { family: "system-ui, 'Segoe UI', sans-serif" },
  accent: '#0a84ff',
  accentHover: '#0060df',
  border: '#ddd',
  borderStrong: '#999',
  muted: '#666',
  reducedMotion: false,
};

const days = ['Mon, 1 December 2025', 'Tue, 2 December 2025'];
const options = viewsChartOptions(theme, {
  title: (index) => days[index] ?? '',
  label: (value) => `Count: ${value}`,
});

describe('viewsChartOptions', () => {
  // Chart.js ignores a chart-wide `font`: each part takes its own (mf-garage's costs chart test
  // shows Chart.js drawing with fonts placed so).
  it('puts the site font on both scales’ ticks and the tooltip, not on a chart-wide `font`', () => {
    expect(options).not.toHaveProperty('font');
    expect(options.scales?.x?.ticks?.font).toEqual(theme.font);
    expect(options.scales?.y?.ticks?.font).toEqual(theme.font);
    expect(options.plugins?.tooltip).toMatchObject({
      titleFont: theme.font,
      bodyFont: theme.font,
      footerFont: theme.font,
    });
  });

  it('titles the tooltip with the bar’s day and labels its value', () => {
    const item = { dataIndex: 1, parsed: { y: 3 } } as TooltipItem<'bar'>;
    const callbacks = options.plugins?.tooltip?.callbacks;
    expect(callbacks?.title?.call(undefined as never, [item])).toBe('Tue, 2 December 2025');
    expect(callbacks?.label?.call(undefined as never, item)).toBe('Count: 3');
  });

  it('animates unless motion is reduced, in the theme’s colours', () => {
    expect(options.animation).toEqual({ duration: 300 });
    expect(
      viewsChartOptions({ ...theme, reducedMotion: true }, { title: String, label: String })
        .animation,
    ).toBe(false);
    expect(options.scales?.x?.ticks?.color).toBe('#666');
    expect(options.scales?.y?.grid?.color).toBe('#ddd');
  });
});
