import { test } from '@playwright/test';

import { expectPageScreenshots, signInAs, useFixedFonts, visualSeed } from '../support/visual';

/** The pages anyone may see, signed out unless said otherwise; uk, and en for the main ones. */

test.beforeEach(async ({ page }) => useFixedFonts(page));

test.describe('uk', () => {
  test('home', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'home', url: '/' });
  });

  test('cars', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'cars', url: '/cars' });
  });

  test('a car page with photos', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'car', url: visualSeed().car.path });
  });

  test("the car page's logbook tab, as its owner", async ({ page }) => {
    await signInAs(page, visualSeed().owner);
    await expectPageScreenshots(page, {
      name: 'car-logbook',
      url: `${visualSeed().car.path}?tab=logbook`,
    });
  });

  test('a logbook entry', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'logbook-entry',
      url: `${visualSeed().car.path}/logbook/${visualSeed().entryId}`,
    });
  });

  test('logbooks', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'logbooks', url: '/logbooks' });
  });

  test('not found', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'not-found', url: '/no-such-page' });
  });

  test('a section that failed to load', async ({ page }) => {
    await page.route('**/remotes/mf-auth/**', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await expectPageScreenshots(page, { name: 'error', url: '/login' });
  });
});

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('home', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'en-home', url: '/' });
  });

  test('cars', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'en-cars', url: '/cars' });
  });

  test('a car page with photos', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'en-car', url: visualSeed().car.path });
  });
});
