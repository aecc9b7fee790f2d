/**
 * The design tokens as the page's stylesheets declare them (packages/ui/src/styles/tokens.css):
 * the custom properties of `:root` are the light theme, each `html[data-theme='…']` rule a theme's
 * overrides. Read from the stylesheets themselves, so a token added to tokens.css is on the
 * styleguide with no list to keep in step.
 */

export const TOKEN_PREFIX = '--cc-';

/** The themes a user can end up in; `system` resolves to one of them. */
export const STYLEGUIDE_THEMES = ['light', 'dark'] as const;
export type StyleguideTheme = (typeof STYLEGUIDE_THEMES)[number];

/** One style rule: its selector and its declarations in source order. */
export interface TokenRule {
  selector: string;
  declarations: ReadonlyArray<readonly [property: string, value: string]>;
}

export interface DesignTokens {
  /** Every token name, in the order tokens.css declares them. */
  names: readonly string[];
  /** Per theme: every property of the theme (tokens and `color-scheme`), by name. */
  themes: Readonly<Record<StyleguideTheme, ReadonlyMap<string, string>>>;
  /** Names whose value one theme changes: these are re-declared in each theme's panel. */
  themed: readonly string[];
}

const THEME_SELECTOR = /^html\[data-theme=(['"]?)([\w-]+)\1\]$/;

/** Splits `a: b; c: d(e; f)` at the semicolons outside brackets and quotes. */
export function parseDeclarations(cssText: string): Array<[string, string]> {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < cssText.length; index += 1) {
    const char = cssText[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(cssText.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(cssText.slice(start));
  return parts.flatMap((part) => {
    const colon = part.indexOf(':');
    if (colon === -1) return [];
    const property = part.slice(0, colon).trim();
    const value = part
      .slice(colon + 1)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return property ? [[property, value] as [string, string]] : [];
  });
}

/** The top-level style rules of a stylesheet's text (what a test reads from tokens.css). */
export function rulesFromCssText(css: string): TokenRule[] {
  const rules: TokenRule[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let index = 0; index < withoutComments.length; index += 1) {
    const char = withoutComments[index];
    if (char === '{') {
      if (depth === 0) {
        selector = withoutComments.slice(start, index).trim();
        start = index + 1;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        // At-rules (`@media`) hold rules of their own; their tokens apply only sometimes.
        if (!selector.startsWith('@')) {
          rules.push({
            selector,
            declarations: parseDeclarations(withoutComments.slice(start, index)),
          });
        }
        start = index + 1;
      }
    }
  }
  return rules;
}

/**
 * The top-level style rules of every stylesheet the page can read. A stylesheet of another origin
 * (a remote's, from a CDN) refuses to be read; tokens.css comes with the shell's own stylesheet.
 */
export function rulesFromDocument(doc: Document): TokenRule[] {
  const rules: TokenRule[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(cssRules)) {
      if (!('selectorText' in rule) || !('style' in rule)) continue;
      const { selectorText, style } = rule as CSSStyleRule;
      rules.push({ selector: selectorText, declarations: parseDeclarations(style.cssText) });
    }
  }
  return rules;
}

/** Gathers the tokens of `:root` and of each theme's rule; a later rule wins, as in the cascade. */
export function designTokens(rules: readonly TokenRule[]): DesignTokens {
  const base = new Map<string, string>();
  const overrides: Record<string, Map<string, string>> = {};
  for (const { selector, declarations } of rules) {
    const theme = THEME_SELECTOR.exec(selector)?.[2];
    const target = selector === ':root' ? base : theme ? (overrides[theme] ??= new Map()) : null;
    if (!target) continue;
    for (const [property, value] of declarations) {
      if (property.startsWith(TOKEN_PREFIX) || property === 'color-scheme') {
        target.set(property, value);
      }
    }
  }
  const names = [
    ...new Set(
      [base, ...Object.values(overrides)].flatMap((map) =>
        [...map.keys()].filter((name) => name.startsWith(TOKEN_PREFIX)),
      ),
    ),
  ];
  const themes = Object.fromEntries(
    STYLEGUIDE_THEMES.map((theme) => [theme, new Map([...base, ...(overrides[theme] ?? [])])]),
  ) as Record<StyleguideTheme, Map<string, string>>;
  const overridden = new Set(Object.values(overrides).flatMap((map) => [...map.keys()]));
  // A value built from other tokens (the focus ring from its colour) is computed where it is
  // declared: re-declared in a panel, it follows that panel's theme.
  const themed = [...base.keys(), ...overridden].filter(
    (name, index, all) =>
      all.indexOf(name) === index && (overridden.has(name) || base.get(name)?.includes('var(')),
  );
  return { names, themes, themed };
}

/** A token's value with its `var(--…)` references replaced by the theme's values. */
export function resolvedValue(
  tokens: ReadonlyMap<string, string>,
  name: string,
  depth = 0,
): string {
  const value = tokens.get(name) ?? '';
  if (depth > 10) return value;
  return value.replace(/var\((--[\w-]+)(?:,([^)]*))?\)/g, (_match, ref: string, fallback) =>
    tokens.has(ref)
      ? resolvedValue(tokens, ref, depth + 1)
      : ((fallback as string | undefined)?.trimStart() ?? ''),
  );
}

export type TokenGroup =
  | 'colour'
  | 'fontFamily'
  | 'fontSize'
  | 'fontWeight'
  | 'lineHeight'
  | 'letterSpacing'
  | 'space'
  | 'radius'
  | 'shadow'
  | 'other';

const GROUP_PREFIXES: ReadonlyArray<readonly [TokenGroup, string]> = [
  ['colour', '--cc-color-'],
  ['fontSize', '--cc-font-size-'],
  ['fontWeight', '--cc-font-weight-'],
  ['fontFamily', '--cc-font-'],
  ['lineHeight', '--cc-line-height-'],
  ['letterSpacing', '--cc-letter-spacing-'],
  ['space', '--cc-space-'],
  ['radius', '--cc-radius-'],
  ['shadow', '--cc-shadow-'],
];

/** Where a token is shown, by its name; a kind nobody foresaw lands in "other", still shown. */
export function tokenGroup(name: string): TokenGroup {
  return GROUP_PREFIXES.find(([, prefix]) => name.startsWith(prefix))?.[0] ?? 'other';
}

export function tokensOfGroup(names: readonly string[], group: TokenGroup): string[] {
  return names.filter((name) => tokenGroup(name) === group);
}

type Rgba = readonly [r: number, g: number, b: number, a: number];

/** `#rgb`, `#rrggbb(aa)`, `rgb(…)` and `rgba(…)` in either syntax; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1];
  }
  const rgb = /^rgba?\(([^)]*)\)$/i.exec(value.trim())?.[1];
  if (!rgb) return null;
  const parts = rgb
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => (part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part)));
  if (parts.length < 3 || parts.some((part) => Number.isNaN(part))) return null;
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * WCAG contrast ratio of two colours; a translucent one is laid over `backdrop` (the page
 * background) first. Null when either is not a colour this reads.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff') {
  const ground = parseColour(backdrop);
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!ground || !fg || !bg) return null;
  const solidBackground = over(bg, over(ground, [255, 255, 255, 1]));
  const [light, dark] = [luminance(over(fg, solidBackground)), luminance(solidBackground)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour drawn on a swatch of `name`: its own `on-…` colour where it has one (a hover or
 * pressed state takes its base colour's), else the body text.
 */
export function textColourFor(tokens: ReadonlyMap<string, string>, name: string): string {
  const base = name.replace(/-(hover|active)$/, '');
  const own = base.replace('--cc-color-', '--cc-color-on-');
  return tokens.has(own) && own !== base ? own : '--cc-color-text';
}

/** The rule that gives a panel (and a dialog opened from it) the theme's values. */
export function themeCss(tokens: DesignTokens, theme: StyleguideTheme): string {
  const values = tokens.themes[theme];
  const declarations = ['color-scheme', ...tokens.themed]
    .filter((name) => values.has(name))
    .map((name) => `${name}: ${values.get(name)};`)
    .join(' ');
  const marker = `[data-styleguide-theme='${theme}']`;
  // A dialog is drawn at the end of <body>: the marker inside it gives its portal the theme too.
  return `${marker}, .cc-dialog-portal:has(${marker}) { ${declarations} color: var(--cc-color-text); }`;
}
