import { readChartTheme, SITE_FONT_PROPERTY } from '../chart-theme';

afterEach(() => {
  document.body.replaceChildren();
});

function canvasWith(properties: Record<string, string>): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  for (const [name, value] of Object.entries(properties)) canvas.style.setProperty(name, value);
  document.body.append(canvas);
  return canvas;
}

describe('readChartTheme', () => {
  it('reads the site font from its custom property, as one family list', () => {
    const canvas = canvasWith({
      [SITE_FONT_PROPERTY]: "  system-ui, 'Segoe UI', Roboto, sans-serif ",
      '--cc-color-accent': '#0a84ff',
      '--cc-color-text-muted': '#666',
    });
    const theme = readChartTheme(canvas);
    expect(SITE_FONT_PROPERTY).toBe('--cc-font-sans');
    expect(theme.font).toEqual({ family: "system-ui, 'Segoe UI', Roboto, sans-serif" });
    expect(theme.accent).toBe('#0a84ff');
    expect(theme.muted).toBe('#666');
  });

  it('names no family without the token, so Chart.js keeps its own', () => {
    expect(readChartTheme(canvasWith({})).font).toEqual({});
  });
});
