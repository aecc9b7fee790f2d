import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, '..', 'tokens.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`${selector} not found in tokens.css`);
  const body = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries(
    Array.from(body.matchAll(/(--cc-color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi), (match) => [
      match[1],
      match[2],
    ]),
  );
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const light = block(':root');
const dark = { ...light, ...block("html[data-theme='dark']") };

// [foreground, background, minimum ratio]: 4.5 for text (AA), 3 for UI parts (WCAG 1.4.11).
const PAIRS: Array<[string, string, number]> = [
  ['--cc-color-text', '--cc-color-bg', 4.5],
  ['--cc-color-text', '--cc-color-surface', 4.5],
  ['--cc-color-text', '--cc-color-surface-raised', 4.5],
  ['--cc-color-text', '--cc-color-surface-sunken', 4.5],
  ['--cc-color-text-muted', '--cc-color-bg', 4.5],
  ['--cc-color-text-muted', '--cc-color-surface', 4.5],
  ['--cc-color-text-muted', '--cc-color-surface-raised', 4.5],
  ['--cc-color-text-muted', '--cc-color-surface-sunken', 4.5],
  ['--cc-color-on-accent', '--cc-color-accent', 4.5],
  ['--cc-color-on-accent', '--cc-color-accent-hover', 4.5],
  ['--cc-color-on-accent', '--cc-color-accent-active', 4.5],
  ['--cc-color-on-danger', '--cc-color-danger', 4.5],
  ['--cc-color-on-danger', '--cc-color-danger-hover', 4.5],
  ['--cc-color-accent-text', '--cc-color-bg', 4.5],
  ['--cc-color-accent-text', '--cc-color-surface', 4.5],
  ['--cc-color-accent-text', '--cc-color-accent-subtle', 4.5],
  ['--cc-color-danger-text', '--cc-color-bg', 4.5],
  ['--cc-color-danger-text', '--cc-color-surface', 4.5],
  ['--cc-color-danger-text', '--cc-color-danger-subtle', 4.5],
  ['--cc-color-success-text', '--cc-color-surface', 4.5],
  ['--cc-color-warning-text', '--cc-color-surface', 4.5],
  ['--cc-color-link', '--cc-color-bg', 4.5],
  ['--cc-color-link', '--cc-color-surface', 4.5],
  ['--cc-color-border-strong', '--cc-color-surface', 3],
  ['--cc-color-border-strong', '--cc-color-bg', 3],
  ['--cc-color-focus-ring', '--cc-color-bg', 3],
  ['--cc-color-focus-ring', '--cc-color-surface', 3],
  ['--cc-color-danger', '--cc-color-surface', 3],
  ['--cc-color-success', '--cc-color-surface', 3],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_name, tokens) => {
  it.each(PAIRS)('%s on %s meets %d:1', (foreground, background, minimum) => {
    const fg = tokens[foreground];
    const bg = tokens[background];
    expect(fg).toBeDefined();
    expect(bg).toBeDefined();
    expect(contrast(fg as string, bg as string)).toBeGreaterThanOrEqual(minimum);
  });
});

it('gives the dark theme its own value for every hex colour token of the light theme', () => {
  const darkOnly = block("html[data-theme='dark']");
  expect(Object.keys(darkOnly).sort()).toEqual(Object.keys(light).sort());
});

it('paints the page background from the tokens, so the first paint already has the theme', () => {
  expect(css).toMatch(/body\s*{[^}]*background-color:\s*var\(--cc-color-bg\)/);
  expect(css).toMatch(/body\s*{[^}]*color:\s*var\(--cc-color-text\)/);
});
