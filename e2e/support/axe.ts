import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules (2.2 included) that axe-core checks automatically. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface SeriousViolation {
  rule: string;
  impact: string;
  /** Each offending element with axe's summary of what is wrong with it. */
  nodes: string[];
}

/**
 * Waits for the page's running entrance animations (a dialog's fade and rise) to end: half-way
 * through, a text's colour is not yet its own, and axe would judge the contrast of a blend (seen
 * in CI on a busy machine). Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core on a page, as every check here runs it. Legacy mode runs `axe.run` in the page itself
 * (our pages have no frames): the default opened a blank page for every check and injected axe
 * twice. Only violations are collected, not the passing nodes. Together they took a third off the
 * axe journeys on the 2-core machine (2026-11-28: 108 s to 71 s for five of them); a page with a
 * nameless button and grey-on-white text was still reported with both violations.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
}

/** Runs axe-core on the page once its animations have ended; the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await settleAnimations(page);
  const { violations } = await axeOn(page).withTags(WCAG_AA_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), `axe-core on ${label}`).toEqual([]);
}
