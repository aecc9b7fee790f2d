/** The CSS custom property with the site's font stack (`tokens.css`), which every page paints with. */
export const SITE_FONT_PROPERTY = '--cc-font-sans';

/**
 * A font as Chart.js takes it, per part: each scale's `ticks.font` (and `title.font`), the tooltip's
 * `titleFont`, `bodyFont` and `footerFont`, the legend's `labels.font`. Chart.js has no chart-wide
 * `options.font` (it ignores one); only the global `Chart.defaults.font` is, and one remote's
 * charts should not change another's.
 */
export interface ChartFont {
  family?: string;
}

/**
 * What a chart's canvas needs of the theme painted now: a canvas cannot use CSS, so the colours and
 * the font are read from the tokens and handed to Chart.js. Read again when the theme changes.
 */
export interface ChartTheme {
  /** The site's font; empty when the token is missing, so Chart.js keeps its own. */
  font: ChartFont;
  accent: string;
  accentHover: string;
  border: string;
  borderStrong: string;
  muted: string;
  reducedMotion: boolean;
}

/** The theme's tokens for a chart drawn in `element` (its canvas), from its computed style. */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const family = token(SITE_FONT_PROPERTY);
  return {
    font: family ? { family } : {},
    accent: token('--cc-color-accent'),
    accentHover: token('--cc-color-accent-hover'),
    border: token('--cc-color-border'),
    borderStrong: token('--cc-color-border-strong'),
    muted: token('--cc-color-text-muted'),
    reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  };
}
