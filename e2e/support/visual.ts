import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Locator, type Page } from '@playwright/test';

import * as accounts from './accounts';
import type { SignedInAccount } from './accounts';
import { VISUAL_SEED_FILE } from './visual-paths';
import type { PublicCar } from './vehicles';

/**
 * Shared parts of the visual regression tests (ADR 0099): the fixed font, the page sizes and
 * themes, waiting until a page is still, and what is masked because it changes from run to run.
 */

export const WIDTHS = [390, 1280] as const;
export const THEMES = ['light', 'dark'] as const;
export type Width = (typeof WIDTHS)[number];
export type ColorScheme = (typeof THEMES)[number];

/** A phone's screen for 390 px, a laptop's for 1280 px; the screenshots take the whole page. */
const HEIGHTS: Record<Width, number> = { 390: 844, 1280: 800 };

/** What `visual.setup.ts` seeded: fixed names and values, in a database of its own. */
export interface VisualSeed {
  /**
   * Signed in once each, by the seed: a sign-in from a new browser notifies the member (the bell's
   * count) and adds a device to the security tab, so the tests share these tokens instead.
   */
  owner: SignedInAccount;
  /** No cars of their own; bookmarks of the owner's car and an entry. */
  reader: SignedInAccount;
  admin: SignedInAccount;
  /** For the settings alone. */
  member: SignedInAccount;
  car: PublicCar;
  /** A second car of the owner's, without photos; its one public entry has none either. */
  plainCar: PublicCar;
  /** The public entry with a story and parts, of `car`. */
  entryId: string;
  /** The owner's published post about `car`, embedding that entry, with a comment and a reply. */
  postPath: string;
}

let seeded: VisualSeed | undefined;

/** Read when a test asks (the seed project has written it by then), not when a file is listed. */
export function visualSeed(): VisualSeed {
  seeded ??= JSON.parse(readFileSync(VISUAL_SEED_FILE, 'utf8')) as VisualSeed;
  return seeded;
}

const FONTS_DIR = path.dirname(require.resolve('@fontsource-variable/noto-sans/package.json'));
const MONO_DIR = path.dirname(require.resolve('@fontsource-variable/noto-sans-mono/package.json'));
/** The scripts the site's texts are written in (uk and en, and the hryvnia sign). */
const SUBSETS = /^(latin|latin-ext|cyrillic|cyrillic-ext)$/;

interface FaceData {
  family: string;
  unicodeRange: string;
  /** The woff2 file, base64. */
  data: string;
}

/** The faces of a fontsource stylesheet (its upright variable font), of the subsets above. */
function faces(dir: string, families: string[]): FaceData[] {
  const css = readFileSync(path.join(dir, 'wght.css'), 'utf8');
  return [...css.matchAll(/url\(\.\/files\/([^)]+)\)[^}]*unicode-range: ([^;]+);/g)]
    .filter(([, file]) =>
      SUBSETS.test(/-((?:latin|cyrillic)(?:-ext)?)-wght-normal/.exec(file!)?.[1] ?? ''),
    )
    .flatMap(([, file, unicodeRange]) => {
      const data = readFileSync(path.join(dir, 'files', file!)).toString('base64');
      return families.map((family) => ({ family, unicodeRange: unicodeRange!, data }));
    });
}

/**
 * The site's own fonts are the system's (`--cc-font-sans`), which differ between machines: the
 * screenshots use Noto Sans from npm instead, on every machine the same. The charts draw with the
 * site's font too (read from `--cc-font-sans`, `readChartTheme` of @carclub/ui), so a chart falling
 * back to Chart.js's default family ('Helvetica Neue', …) shows up as a changed screenshot.
 */
const FACES = [...faces(FONTS_DIR, ['Visual Sans']), ...faces(MONO_DIR, ['Visual Mono'])];
/**
 * Moments of the run itself: a `<time>` with a clock time (the seeded data's dates have none).
 * Masked, and given one fixed width by the test stylesheet, so a wider time never wraps a line
 * differently (a mask only paints over the element).
 */
const RUN_MOMENTS = 'time[datetime*="T"]';

const FONT_VARIABLES = `:root:root {
  --cc-font-sans: 'Visual Sans', sans-serif !important;
  --cc-font-display: 'Visual Sans', sans-serif !important;
  --cc-font-mono: 'Visual Mono', monospace !important;
}
html { scrollbar-width: none !important; }
${RUN_MOMENTS} {
  display: inline-block !important;
  width: 11em !important;
  overflow: hidden !important;
  white-space: nowrap !important;
  vertical-align: bottom !important;
}`;

/**
 * Adds the fixed fonts to every page the browser opens, before the page's own scripts: made from
 * their bytes, they are ready at once (a canvas drawn before a font loaded would keep the
 * fallback), and a stylesheet makes the site's font variables name them. Scrollbars, which
 * differ between machines, are hidden.
 */
export async function useFixedFonts(page: Page): Promise<void> {
  await page.addInitScript(
    ({ faces: all, css }: { faces: FaceData[]; css: string }) => {
      const decoded = new Map<string, Uint8Array<ArrayBuffer>>();
      for (const { family, unicodeRange, data } of all) {
        let bytes = decoded.get(data);
        if (!bytes) {
          bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          decoded.set(data, bytes);
        }
        document.fonts.add(
          new FontFace(family, bytes, { weight: '100 900', unicodeRange, display: 'block' }),
        );
      }
      const addStyle = () => {
        const style = document.createElement('style');
        style.dataset.visualFonts = '';
        style.textContent = css;
        document.documentElement.append(style);
      };
      // A page's init scripts run before its parser has made the <html> element.
      if (document.documentElement) addStyle();
      else {
        new MutationObserver((_changes, observer) => {
          if (!document.documentElement) return;
          observer.disconnect();
          addStyle();
        }).observe(document, { childList: true });
      }
    },
    { faces: FACES, css: FONT_VARIABLES },
  );
}

/**
 * Signs the page's browser in as `account`, with the seed's tokens: the run is over long before
 * they expire, and the site refreshes them only on a 401, so the tests can share them.
 */
export async function signInAs(page: Page, account: SignedInAccount): Promise<void> {
  await accounts.useTokens(page.context(), account.tokens);
}

/**
 * Waits until the page has started and nothing on it is still coming: no skeleton, every image
 * (lazy ones too, as a full-page screenshot shows them) decoded, the fonts loaded.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(page.locator('style[data-visual-fonts]')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"], .cc-skeleton-block')).toHaveCount(0);
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

export function runMasks(page: Page): Locator[] {
  return [page.locator(RUN_MOMENTS)];
}

export interface PageShot {
  /** The file name's start: `<name>-<width>-<theme>.png`. */
  name: string;
  url: string;
  /** Done after the page has settled and before the screenshot: opening a tab, say. */
  prepare?: (page: Page) => Promise<void>;
  /** More of the page to mask than the run's moments. */
  mask?: (page: Page) => Locator[];
  /**
   * A stylesheet for the screenshot: fixed sizes for what is masked but would otherwise change
   * the layout from run to run.
   */
  css?: string;
  widths?: readonly Width[];
  themes?: readonly ColorScheme[];
  /** The viewport alone rather than the whole page (a page with a fixed-height layout). */
  viewportOnly?: boolean;
}

/**
 * Opens `url` afresh for each width and theme (the OS preference the site follows by default)
 * and compares the whole page with its baseline.
 */
export async function expectPageScreenshots(page: Page, shot: PageShot): Promise<void> {
  for (const width of shot.widths ?? WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    for (const theme of shot.themes ?? THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(shot.url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      if (shot.css) await page.addStyleTag({ content: shot.css });
      await settle(page);
      if (shot.prepare) {
        await shot.prepare(page);
        await settle(page);
      }
      await expect(page).toHaveScreenshot(`${shot.name}-${width}-${theme}.png`, {
        fullPage: !shot.viewportOnly,
        mask: [...runMasks(page), ...(shot.mask?.(page) ?? [])],
      });
    }
  }
}
