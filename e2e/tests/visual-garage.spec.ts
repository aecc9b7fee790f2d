import { test } from '@playwright/test';

import { expectPageScreenshots, signInAs, useFixedFonts, visualSeed } from '../support/visual';

/** The owner's garage pages, signed in. */

test.beforeEach(async ({ page }) => useFixedFonts(page));

test.describe('the owner', () => {
  test.beforeEach(async ({ page }) => signInAs(page, visualSeed().owner));

  test('my vehicles', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'my-cars', url: '/my/cars' });
  });

  test('add a car', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'add-car', url: '/add-car' });
  });

  test('edit a car, base information', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'edit-car',
      url: `/edit-car/${visualSeed().car.id}`,
    });
  });

  test('edit a car, media', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'edit-car-media',
      url: `/edit-car/${visualSeed().car.id}?tab=media`,
    });
  });

  test('logbook costs', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'logbook-costs',
      url: `/edit-car/${visualSeed().car.id}/logbook/costs`,
    });
  });

  test('reminders', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'reminders',
      url: `/edit-car/${visualSeed().car.id}/reminders`,
      // "As of <today>": the server's day.
      mask: (shown) => [shown.locator('.reminders__basis')],
    });
  });

  test('my reminders, of every car', async ({ page }) => {
    await expectPageScreenshots(page, {
      name: 'my-reminders',
      url: '/my/reminders',
      // "As of <today>": the server's day.
      mask: (shown) => [shown.locator('.reminders__basis')],
    });
  });
});

test.describe('a member without cars', () => {
  test.beforeEach(async ({ page }) => signInAs(page, visualSeed().reader));

  test('my vehicles, empty', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'my-cars-empty', url: '/my/cars' });
  });

  test('bookmarks', async ({ page }) => {
    await expectPageScreenshots(page, { name: 'bookmarks', url: '/my/bookmarks' });
  });
});

test.describe('en', () => {
  test.use({ locale: 'en-US' });

  test('my vehicles', async ({ page }) => {
    await signInAs(page, visualSeed().owner);
    await expectPageScreenshots(page, { name: 'en-my-cars', url: '/my/cars' });
  });
});
