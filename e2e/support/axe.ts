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

/** Runs axe-core on the page as it is now; the serious and critical violations it finds. */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
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
