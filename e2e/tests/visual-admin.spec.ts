import { test } from '@playwright/test';

import { expectPageScreenshots, signInAs, useFixedFonts, visualSeed } from '../support/visual';

test.beforeEach(async ({ page }) => useFixedFonts(page));

test('the admin dashboard', async ({ page }) => {
  await signInAs(page, visualSeed().admin);
  await expectPageScreenshots(page, {
    name: 'dashboard',
    url: '/dashboard',
    // The latest actions name ids made by this run, of varying width: one line each.
    css: '.latest-actions__list > li { height: 1.5em; overflow: hidden; white-space: nowrap; }',
    // The charts' days end today.
    mask: (shown) => [
      shown.locator('.daily-card__summary'),
      shown.locator('.daily-card__canvas'),
      shown.locator('.latest-actions__list > li'),
    ],
  });
});
