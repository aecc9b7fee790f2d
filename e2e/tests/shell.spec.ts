import { expect, test } from '@playwright/test';

import { gotoStarted, watchCsp } from '../support/site';

test.describe('language', () => {
  test.use({ locale: 'de-DE' });

  test('is Ukrainian by default, switches to English without a reload, and remembers it', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ваш гараж, ваші історії, ваш клуб',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page).toHaveTitle('Головна · CarClub');

    const marker = await page.evaluate(
      () => ((window as unknown as { marker: number }).marker = Math.random()),
    );
    await page.getByLabel('Мова').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your garage, your stories, your club',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      marker,
    );

    // A remote's page follows the same switch.
    await page.getByRole('link', { name: 'Cars' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
    await page.getByLabel('Language').selectOption('uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
    await page.getByLabel('Мова').selectOption('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    expect(csp).toEqual([]);
  });
});

test.describe('browser language', () => {
  test.use({ locale: 'en-US' });

  test('is used when nothing is stored', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test.use({ locale: 'uk-UA' });

  test('dark is applied before the app runs and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Тема').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // With the application bundle blocked, only the pre-paint script can have set the theme.
    await page.route('**/static/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/static/*.js');
    await page.reload();
    await expect(page.getByLabel('Тема')).toHaveValue('dark');
  });

  test('system follows the operating system live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByLabel('Тема').selectOption('system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('routing', () => {
  test.use({ locale: 'uk-UA' });

  test('sends a signed-out visitor from a protected page to sign-in, keeping where they were going', async ({
    page,
  }) => {
    await page.goto('/my/cars?status=selling&page=2');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars%3Fstatus%3Dselling%26page%3D2');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await page.goto('/about');
    await expect(page).toHaveURL('/login?redirect=%2Fabout');
  });

  test('drops a trailing slash and tolerates unknown search parameters', async ({ page }) => {
    await page.goto('/cars/?utm_source=newsletter');
    await expect(page).toHaveURL('/cars?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
  });

  test('shows the 404 page with its way home and back', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/404');
    await page.getByRole('button', { name: 'На головну' }).click();
    await expect(page).toHaveURL('/');
  });

  test('maps messages to home', async ({ page }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL('/');
  });

  test('preloads a remote after 100 ms of intent on a link', async ({ page }) => {
    // The server's page is painted before the app starts: intent counts once it has started.
    await gotoStarted(page, '/');
    const manifest = page.waitForRequest(/\/remotes\/mf-garage\/[^/]+\/mf-manifest\.json/);
    await page.getByRole('navigation').getByRole('link', { name: 'Авто' }).hover();
    await manifest;
    await page.getByRole('navigation').getByRole('link', { name: 'Авто' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Авто');
  });

  test('restores the scroll position on back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/');
    // The page must be drawn before it is tall enough to scroll (a busy run loads it after 'load').
    const browse = page.getByRole('link', { name: 'Переглянути авто' });
    await expect(browse).toBeVisible();
    // Well inside the page, so the restored position is never clipped by the document's height.
    await page.evaluate(() => window.scrollTo(0, 150));
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
    await browse.click();
    await expect(page).toHaveURL('/cars');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  });
});
