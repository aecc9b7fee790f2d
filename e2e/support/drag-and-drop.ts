import type { Page } from '@playwright/test';

/**
 * Waits until dnd-kit listens for the arrow keys after a pick-up with Space. Its keyboard sensor
 * adds that listener in a timer set at the pick-up, and the pick-up's announcement ("over position
 * 1") can come before that timer runs: an arrow pressed then is lost (seen on a busy machine). A
 * timer the page sets now runs after dnd-kit's.
 */
export async function untilArrowKeysMove(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
