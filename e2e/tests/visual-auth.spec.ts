import { test } from '@playwright/test';

import { expectPageScreenshots, useFixedFonts } from '../support/visual';

/** The sign-in screens, signed out. */
test.beforeEach(async ({ page }) => useFixedFonts(page));

const SCREENS = [
  { name: 'login', url: '/login' },
  { name: 'register', url: '/register' },
  { name: 'forgot-password', url: '/forgot-password' },
  // A token no reset mail carried: the page says so as it opens.
  { name: 'reset-password', url: '/reset-password?token=visual-test-token' },
  { name: 'support', url: '/support' },
  { name: 'goodbye', url: '/goodbye' },
];

for (const screen of SCREENS) {
  test(screen.name, async ({ page }) => {
    await expectPageScreenshots(page, screen);
  });
}

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('login', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'en-login', url: '/login' });
  });
});
