import { test } from '@playwright/test';

import { expectPageScreenshots, useFixedFonts, visualSeed } from '../support/visual';

test.beforeEach(async ({ page }) => useFixedFonts(page));

test('home', async ({ page }) => {
  await expectPageScreenshots(page, { name: 'home', url: '/' });
});
