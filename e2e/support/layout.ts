import { expect, type Page } from '@playwright/test';

import { axeOn } from './axe';

/**
 * Layout checks that need no baseline picture (ADR 0100): no horizontal scroll, no text spilling
 * out of its box, no number broken over two lines, nothing cut off by a box that hides its overflow, tap targets of 44 × 44 px on phones, a visible focus, and WCAG AA colour contrast
 * in both themes. Each check returns its findings as lines naming the element (a CSS path), its
 * size and what is wrong, so a failure says what to fix.
 */

/** The widths of issue 18: two phones, a tablet, a laptop. */
export const WIDTHS = [320, 390, 768, 1280] as const;
/** Below the tablet: where fingers, not a mouse, pick the targets. */
export const PHONE_WIDTHS: readonly number[] = [320, 390];
/** WCAG 2.5.5 (AAA) and the platforms' guidelines: 44 × 44 CSS px. */
export const MIN_TARGET = 44;
/** How many Tab presses the focus walk takes at most on one page. */
const MAX_TABS = 80;

/** Functions the checks share inside the page (installed by `installHelpers`). */
interface LayoutHelpers {
  /** A short CSS path to the element: up to four steps, or up to the nearest id. */
  describe(element: Element): string;
  /** Rendered and not hidden: not in a closed `<details>`, not `visibility: hidden`. */
  shown(element: Element): boolean;
}

async function installHelpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const helpers: LayoutHelpers = {
      describe(element) {
        const parts: string[] = [];
        let current: Element | null = element;
        while (current && current !== document.body && parts.length < 4) {
          let part = current.tagName.toLowerCase();
          // React's generated ids (`_r_3_`) change from run to run: the name and type say more.
          const stable = current.id && !/^_r/i.test(current.id);
          if (stable) part += `#${current.id}`;
          for (const attribute of ['type', 'name']) {
            const value = current.getAttribute(attribute);
            if (value && current.matches('input, select, textarea, button'))
              part += `[${attribute}=${value}]`;
          }
          const classes = [...current.classList].slice(0, 2);
          if (classes.length > 0) part += `.${classes.join('.')}`;
          parts.unshift(part);
          if (stable) break;
          current = current.parentElement;
        }
        return parts.join(' > ');
      },
      shown(element) {
        return element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
      },
    };
    Object.assign(window, helpers);
  });
}

/**
 * The page's width: a page wider than the window scrolls sideways. The finding names the
 * innermost elements that reach past the window's right edge.
 */
export async function horizontalScroll(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, shown } = window as unknown as LayoutHelpers;
    const scrollWidth = document.documentElement.scrollWidth;
    const innerWidth = window.innerWidth;
    if (scrollWidth <= innerWidth) return [];
    // Inside a box that scrolls or clips (a tab list), sticking out is that box's own business.
    const clipped = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        shown(element) &&
        element.getBoundingClientRect().right > innerWidth + 0.5 &&
        !clipped(element),
    );
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    return [
      `the page is ${scrollWidth} px wide in a ${innerWidth} px window; past the edge: ${innermost
        .slice(0, 5)
        .map(
          (element) =>
            `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`,
        )
        .join(', ')}`,
    ];
  });
}

/**
 * Boxes whose text is wider than the box. Every element that holds text directly is measured
 * through its nearest block box (inline boxes have no client width). Not findings: form controls
 * (they scroll their own value), scroll containers (`overflow-x: auto | scroll`, such as a wide
 * table's wrapper), and text cut with `text-overflow: ellipsis` whose full text is on the element
 * or an ancestor as a `title` or `aria-label`. Ellipsis without the full text is a finding.
 */
export async function overflowingText(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, shown } = window as unknown as LayoutHelpers;
    const blockOf = (element: Element): HTMLElement | null => {
      let current: Element | null = element;
      while (current instanceof HTMLElement) {
        const display = getComputedStyle(current).display;
        if (display !== 'inline' && display !== 'contents') return current;
        current = current.parentElement;
      }
      return null;
    };
    const fullTextOffered = (element: HTMLElement, text: string): boolean => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        const offered = current.getAttribute('title') ?? current.getAttribute('aria-label');
        if (offered?.includes(text)) return true;
      }
      return false;
    };

    const boxes = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      const box = blockOf(node.parentElement);
      if (box) boxes.add(box);
    }
    const findings: string[] = [];
    for (const box of boxes) {
      // The page as a whole is the horizontal-scroll check's.
      if (box === document.body || box === document.documentElement) continue;
      if (box.matches('input, textarea, select, option, script, style, noscript')) continue;
      if (!shown(box)) continue;
      const style = getComputedStyle(box);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      // A visually hidden text (1 × 1 px, clipped) is for screen readers, not a box to fit in.
      if (box.clientWidth <= 1 && (style.position === 'absolute' || style.clipPath !== 'none'))
        continue;
      // Subpixel widths round both ways: one pixel is not an overflow.
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const text = (box.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (style.textOverflow === 'ellipsis' && style.overflowX === 'hidden') {
        if (fullTextOffered(box, text)) continue;
        findings.push(
          `${describe(box)} cuts "${text.slice(0, 60)}" with an ellipsis and offers no title or aria-label with the full text`,
        );
        continue;
      }
      findings.push(
        `${describe(box)} holds ${box.scrollWidth} px of content in ${box.clientWidth} px: "${text.slice(0, 60)}"`,
      );
    }
    return findings;
  });
}

/**
 * Numbers broken across lines ("1 600,0" / "0 грн"): a run of digits joined by the separators a
 * formatted number uses (a no-break or narrow no-break space, a comma, a point) must sit on one
 * line. A plain space is a place a line may break, so it ends the run; digits inside a word (a
 * nickname such as "driver_347") are that word's, which may wrap anywhere.
 */
export async function brokenNumbers(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, shown } = window as unknown as LayoutHelpers;
    const findings: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/\d/.test(text) || !shown(parent)) continue;
      for (const match of text.matchAll(/(?<![\p{L}\p{N}_])\d(?:[\d\u00a0\u202f.,]*\d)?/gu)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
        );
        if (lines.size > 1)
          findings.push(`${describe(parent)} breaks "${match[0]}" over ${lines.size} lines`);
      }
    }
    return findings;
  });
}

/**
 * Content cut off by a box that hides what sticks out of it (a card's `overflow: hidden`): text
 * must lie wholly inside every such ancestor, sideways. A tab must also lie inside the window and
 * inside a box that scrolls it (a tab list that scrolls hides the tab it has pushed past its edge).
 * Text cut with an ellipsis is the text-overflow check's; visually hidden text (a 1 px box) is for
 * screen readers.
 */
export async function cutOffContent(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, shown } = window as unknown as LayoutHelpers;
    /** The sideways span of the element that its ancestors let be seen; null: visually hidden. */
    const visibleSpan = (element: Element, scrollersHide: boolean) => {
      let left = scrollersHide ? 0 : -Infinity;
      let right = scrollersHide ? window.innerWidth : Infinity;
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.textOverflow === 'ellipsis') return null;
        const overflow = style.overflowX;
        if (overflow === 'visible') continue;
        if (!scrollersHide && (overflow === 'auto' || overflow === 'scroll')) continue;
        const box = up.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return null;
        left = Math.max(left, box.left + up.clientLeft);
        right = Math.min(right, box.left + up.clientLeft + up.clientWidth);
      }
      return { left, right };
    };
    const findings = new Map<Element, string>();
    for (const tab of document.querySelectorAll('[role=tab]')) {
      if (!shown(tab)) continue;
      const rect = tab.getBoundingClientRect();
      const span = visibleSpan(tab, true);
      if (span && (rect.left < span.left - 0.5 || rect.right > span.right + 0.5))
        findings.set(
          tab,
          `${describe(tab)} "${(tab.textContent ?? '').trim()}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, but only ${Math.round(span.left)}–${Math.round(span.right)} px of it can be seen`,
        );
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!parent || !text || findings.has(parent) || !shown(parent)) continue;
      if (parent.closest('script, style, noscript, select, option, textarea')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      const span = visibleSpan(parent, false);
      if (span && (rect.left < span.left - 0.5 || rect.right > span.right + 0.5))
        findings.set(
          parent,
          `${describe(parent)} "${text.slice(0, 60)}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px, but a box hiding its overflow shows only ${Math.round(span.left)}–${Math.round(span.right)} px`,
        );
    }
    return [...findings.values()];
  });
}

/**
 * Targets smaller than 44 × 44 px. A target is a visible, enabled link, button, form control,
 * summary or element with an interactive role. A checkbox or radio passes when its label's box is
 * big enough (the label is the target a finger hits). Exempt, as WCAG 2.5.8 exempts them: a link
 * inside a sentence (inline, with other text in the same block), and visually hidden elements
 * (a skip link until it has focus, a file input behind its label).
 */
export async function smallTargets(page: Page, minimum = MIN_TARGET): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((min) => {
    const { describe, shown } = window as unknown as LayoutHelpers;
    const name = (element: Element): string =>
      (
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const big = (rect: DOMRect) => rect.width >= min - 0.5 && rect.height >= min - 0.5;
    const inSentence = (element: HTMLElement): boolean => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block: HTMLElement | null = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').trim().length;
      const all = (block.textContent ?? '').trim().length;
      return all > own;
    };

    /**
     * A "stretched link": an absolutely placed `::after` (or `::before`) with `inset: 0` spreads
     * the link's hit area over its positioned ancestor (a card); that box is the target.
     */
    const stretchedArea = (element: HTMLElement): DOMRect | null => {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        if (style.top !== '0px' || style.left !== '0px') continue;
        let holder: HTMLElement | null = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static')
          holder = holder.parentElement;
        if (holder) return holder.getBoundingClientRect();
      }
      return null;
    };

    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=option]',
    ].join(', ');
    const findings: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden=true]')) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (style.opacity === '0') {
        // An invisible input over or under its label: the label is the target.
        const labels = (element as HTMLInputElement).labels;
        if (labels && labels.length > 0) continue;
      }
      if (big(rect)) continue;
      if (element.tagName === 'A' && inSentence(element)) continue;
      const stretched = stretchedArea(element);
      if (stretched && big(stretched)) continue;
      // A checkbox or radio is hit through its label too: their boxes together are the target.
      const labels = [...((element as HTMLInputElement).labels ?? [])];
      if (labels.length > 0) {
        const boxes = [rect, ...labels.map((label) => label.getBoundingClientRect())];
        const left = Math.min(...boxes.map((box) => box.left));
        const top = Math.min(...boxes.map((box) => box.top));
        const right = Math.max(...boxes.map((box) => box.right));
        const bottom = Math.max(...boxes.map((box) => box.bottom));
        if (big(new DOMRect(left, top, right - left, bottom - top))) continue;
      }
      // A control inside a big enough label (a checkbox row) is hit through the label.
      const wrapping = element.closest('label');
      if (wrapping && big(wrapping.getBoundingClientRect())) continue;
      findings.push(
        `${describe(element)} "${name(element)}" is ${Math.round(rect.width)} × ${Math.round(rect.height)} px`,
      );
    }
    return findings;
  }, minimum);
}

/**
 * Walks the page with Tab from the top and, for each element that takes focus, compares its
 * outline and box-shadow with those it has without focus: one of them must change into something
 * visible (an outline of at least 1 px that is not transparent, or a new box-shadow). An element
 * the focus lands on must also be on screen (not 0 × 0 or clipped away).
 */
export async function invisibleFocus(page: Page): Promise<string[]> {
  await installHelpers(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const baseline = new Map<Element, { outline: string; shadow: string }>();
    for (const element of document.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      baseline.set(element, {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        shadow: style.boxShadow,
      });
    }
    (window as unknown as { layoutBaseline: typeof baseline }).layoutBaseline = baseline;
  });
  // The walk starts before the first element of the page (the skip link).
  await page.locator('body').evaluate((body) => {
    body.setAttribute('tabindex', '-1');
    body.focus();
    body.removeAttribute('tabindex');
  });
  const findings = new Set<string>();
  const seen = new Set<string>();
  for (let press = 0; press < MAX_TABS; press += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { key: 'body', finding: null };
      const { describe } = window as unknown as LayoutHelpers;
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const key = `${describe(element)} "${label.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
      const baselines = (
        window as unknown as {
          layoutBaseline: Map<Element, { outline: string; shadow: string }>;
        }
      ).layoutBaseline;
      const baseline = baselines.get(element);
      const style = getComputedStyle(element);
      const transparent = (colour: string) =>
        colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
      const outlined =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        !transparent(style.outlineColor);
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      const outlineChanged = outlined && outline !== baseline?.outline;
      const shadowChanged =
        style.boxShadow !== 'none' && style.boxShadow !== (baseline?.shadow ?? 'none');
      // A focus shown on a container (`:focus-within`, `:has(:focus-visible)`), as a card shows it.
      const containerShows = (): boolean => {
        let current = element.parentElement;
        for (let step = 0; current && current !== document.body && step < 4; step += 1) {
          const around = getComputedStyle(current);
          const before = baselines.get(current);
          const ring = `${around.outlineStyle} ${around.outlineWidth} ${around.outlineColor}`;
          if (around.outlineStyle !== 'none' && ring !== before?.outline) return true;
          if (around.boxShadow !== 'none' && around.boxShadow !== before?.shadow) return true;
          current = current.parentElement;
        }
        return false;
      };
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 && rect.height < 2)
        return { key, finding: `${key} takes focus but is ${rect.width} × ${rect.height} px` };
      if (!outlineChanged && !shadowChanged && !containerShows())
        return {
          key,
          finding: `${key} shows no focus (outline ${outline}, box-shadow ${style.boxShadow})`,
        };
      return { key, finding: null };
    });
    if (result.key === 'body' && press > 0) break;
    if (seen.has(result.key) && press > 0) {
      // Back at an element seen before: the walk has gone round the page.
      if (result.key === [...seen][0]) break;
    }
    seen.add(result.key);
    if (result.finding) findings.add(result.finding);
  }
  return [...findings];
}

/** Waits for the page's running animations to end (a spinner's endless one excepted). */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's colour-contrast rule (WCAG AA 1.4.3) on the page as it is, once animations end. */
export async function contrastViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  const { violations } = await axeOn(page).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${node.target.join(' ')}: ${(node.any[0]?.message ?? node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Switches the page to a theme the way the shell keeps it (`<html data-theme>` + storage). */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    document.documentElement.setAttribute('data-theme', value);
  }, theme);
}

export interface LayoutOptions {
  /** Skip the focus walk (a page reached by several states of one URL only needs it once). */
  focus?: boolean;
  /** Skip the contrast check. */
  contrast?: boolean;
}

/**
 * Runs every check on the page at every width (and contrast in both themes at the widest), and
 * gathers the findings under `label`; the page ends at the widest width in the light theme.
 */
export function layoutAudit(page: Page) {
  const found: Record<string, string[]> = {};
  const add = (label: string, findings: string[]) => {
    if (findings.length > 0) found[label] = [...(found[label] ?? []), ...findings];
  };
  return {
    found,
    async check(label: string, options: LayoutOptions = {}) {
      // Measured once the page has its data: no loading skeleton or busy region left.
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
        timeout: 15_000,
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // A layout change runs on the next frame; measure after it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        add(`${label} @${width}: horizontal scroll`, await horizontalScroll(page));
        add(`${label} @${width}: text overflow`, await overflowingText(page));
        add(`${label} @${width}: numbers broken`, await brokenNumbers(page));
        add(`${label} @${width}: cut off`, await cutOffContent(page));
        if (PHONE_WIDTHS.includes(width))
          add(`${label} @${width}: tap targets`, await smallTargets(page));
        if (options.focus !== false && (width === 390 || width === 1280))
          add(`${label} @${width}: focus`, await invisibleFocus(page));
      }
      if (options.contrast !== false) {
        add(`${label}: contrast (light)`, await contrastViolations(page));
        await switchTheme(page, 'dark');
        add(`${label}: contrast (dark)`, await contrastViolations(page));
        await switchTheme(page, 'light');
      }
    },
    /** One state at the width it is in now (an open menu): width, overflow, targets, contrast. */
    async checkState(label: string) {
      const width = page.viewportSize()?.width ?? 0;
      add(`${label} @${width}: horizontal scroll`, await horizontalScroll(page));
      add(`${label} @${width}: text overflow`, await overflowingText(page));
      add(`${label} @${width}: numbers broken`, await brokenNumbers(page));
      add(`${label} @${width}: cut off`, await cutOffContent(page));
      if (PHONE_WIDTHS.includes(width))
        add(`${label} @${width}: tap targets`, await smallTargets(page));
      add(`${label}: contrast (light)`, await contrastViolations(page));
      await switchTheme(page, 'dark');
      add(`${label}: contrast (dark)`, await contrastViolations(page));
      await switchTheme(page, 'light');
    },
    expectClean() {
      expect(found).toEqual({});
    },
  };
}
