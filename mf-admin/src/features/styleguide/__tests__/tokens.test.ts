import {
  contrastRatio,
  designTokens,
  parseColour,
  parseDeclarations,
  resolvedValue,
  rulesFromCssText,
  textColourFor,
  themeCss,
  tokenGroup,
} from '../tokens';
import { TOKENS_CSS } from './tokens-css';

const tokens = designTokens(rulesFromCssText(TOKENS_CSS));

describe('the design tokens read from tokens.css', () => {
  it('has every custom property the file declares, in its order', () => {
    const declared = [
      ...new Set(
        Array.from(TOKENS_CSS.matchAll(/^[ \t]*(--cc-[\w-]+)[ \t]*:/gm), (match) => match[1]),
      ),
    ];
    expect(declared.length).toBeGreaterThan(50);
    expect(tokens.names).toEqual(declared);
  });

  it('gives each theme its own colours, and the light theme the :root values', () => {
    expect(tokens.themes.light.get('--cc-color-bg')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(tokens.themes.light.get('color-scheme')).toBe('light');
    expect(tokens.themes.dark.get('color-scheme')).toBe('dark');
    expect(tokens.themes.dark.get('--cc-color-bg')).not.toBe(
      tokens.themes.light.get('--cc-color-bg'),
    );
    // A token no theme changes is the same in both.
    expect(tokens.themes.dark.get('--cc-space-4')).toBe(tokens.themes.light.get('--cc-space-4'));
  });

  it('re-declares in a panel what a theme changes and what is built from other tokens', () => {
    expect(tokens.themed).toContain('--cc-color-text');
    expect(tokens.themed).toContain('--cc-shadow-md');
    expect(tokens.themed).toContain('--cc-focus-ring');
    expect(tokens.themed).not.toContain('--cc-space-4');
    // The reduced-motion durations of the @media rule stay the page's.
    expect(tokens.themed).not.toContain('--cc-duration-fast');
    const dark = themeCss(tokens, 'dark');
    expect(dark).toContain("[data-styleguide-theme='dark']");
    expect(dark).toContain('.cc-dialog-portal:has(');
    expect(dark).toContain(`--cc-color-text: ${tokens.themes.dark.get('--cc-color-text')};`);
    expect(dark).toContain('color-scheme: dark;');
  });

  it('resolves a token built from others in the theme it is shown in', () => {
    expect(resolvedValue(tokens.themes.dark, '--cc-focus-ring')).toBe(
      `3px solid ${tokens.themes.dark.get('--cc-color-focus-ring')}`,
    );
  });

  it('sorts each token into what it is drawn as; an unforeseen kind still shows, as "other"', () => {
    expect(tokenGroup('--cc-color-accent')).toBe('colour');
    expect(tokenGroup('--cc-font-size-xl')).toBe('fontSize');
    expect(tokenGroup('--cc-font-weight-bold')).toBe('fontWeight');
    expect(tokenGroup('--cc-font-mono')).toBe('fontFamily');
    expect(tokenGroup('--cc-line-height-tight')).toBe('lineHeight');
    expect(tokenGroup('--cc-letter-spacing-caps')).toBe('letterSpacing');
    expect(tokenGroup('--cc-space-10')).toBe('space');
    expect(tokenGroup('--cc-radius-full')).toBe('radius');
    expect(tokenGroup('--cc-shadow-lg')).toBe('shadow');
    expect(tokenGroup('--cc-z-toast')).toBe('other');
    expect(tokenGroup('--cc-blur-glass')).toBe('other');
  });

  it('draws the text of a colour in its own "on" colour where it has one', () => {
    expect(textColourFor(tokens.themes.light, '--cc-color-accent')).toBe('--cc-color-on-accent');
    expect(textColourFor(tokens.themes.light, '--cc-color-accent-hover')).toBe(
      '--cc-color-on-accent',
    );
    expect(textColourFor(tokens.themes.light, '--cc-color-surface')).toBe('--cc-color-text');
    expect(textColourFor(tokens.themes.light, '--cc-color-on-accent')).toBe('--cc-color-text');
  });
});

describe('contrast ratios', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2410c', '#c2410c')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('lays a translucent colour over the page background first', () => {
    expect(contrastRatio('#ffffff', 'rgb(0 0 0 / 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#ffffff', '#808080') ?? 0,
      1,
    );
  });

  it('reads hex and rgb() colours, and nothing else', () => {
    expect(parseColour('#abc')).toEqual([170, 187, 204, 1]);
    expect(parseColour('rgba(15, 17, 21, 0.55)')).toEqual([15, 17, 21, 0.55]);
    expect(parseColour('rgb(15 17 21 / 55%)')).toEqual([15, 17, 21, 0.55]);
    expect(parseColour('var(--cc-color-accent)')).toBeNull();
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

it('splits declarations at semicolons outside brackets and quotes', () => {
  expect(parseDeclarations("--a: url('x;y'); --b: rgb(0 0 0 / 0.5);--c:  1px   solid")).toEqual([
    ['--a', "url('x;y')"],
    ['--b', 'rgb(0 0 0 / 0.5)'],
    ['--c', '1px solid'],
  ]);
});
