import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';

/**
 * Three browsers on one address (Playwright's own headless one is a bot, and is not counted): one
 * visitor, as a view counts per address and day whatever the User-Agent (ADR 0123).
 */
const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
] as const;

/** The owner's own browser, one that counts as a visitor's would. */
const OWNER_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const CAR = 'Blue Thunder';

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-US',
    title: 'Analytics',
    today: 'Today',
    total: 'In total',
    table: `Views per day of ${CAR}, newest first`,
    todayRow: /\(today\)$/,
    showTable: 'Show the numbers',
  },
  {
    name: 'Ukrainian',
    locale: 'uk-UA',
    title: 'Аналітика',
    today: 'Сьогодні',
    total: 'Усього',
    table: `Перегляди ${CAR} за днями, спершу найновіші`,
    todayRow: /\(сьогодні\)$/,
    showTable: 'Показати числа',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

async function memberWithCar(request: APIRequestContext, label: string) {
  const member = await signedInAccount(request, label);
  const created = await request.post('/api/private-transport', {
    headers: bearer(member.tokens),
    data: { ...REQUIRED_VEHICLE_FIELDS, name: CAR, year: 2012 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  return { member, carPath: `/u/${member.nickname}/car/${slug}` };
}

/** A visitor's own browser (no shared cookies or cache) opening the car's page. */
async function visit(browser: Browser, userAgent: string, locale: string, carPath: string) {
  const context = await browser.newContext({ userAgent, locale });
  const page = await context.newPage();
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/chart/i.test(request.url())) chartChunks.push(request.url());
  });
  await page.goto(carPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAR);
  // The chart library belongs to the analytics page alone.
  expect(chartChunks).toEqual([]);
  return context;
}

/** The owner's numbers for today, in the figures and in the table screen readers get. */
async function expectToday(page: Page, text: Language, views: string) {
  const card = page.getByRole('article', { name: CAR });
  const stat = (name: string) =>
    card.locator('.views-card__stat').filter({ has: page.getByText(name, { exact: true }) });
  await expect(stat(text.today).locator('dd')).toHaveText(views);
  await expect(stat(text.total).locator('dd')).toHaveText(views);
  const table = card.getByRole('table', { name: text.table });
  const todayRow = table.getByRole('row').nth(1);
  await expect(todayRow.getByRole('rowheader')).toHaveText(text.todayRow);
  await expect(todayRow.getByRole('cell')).toHaveText(views);
}

for (const text of LANGUAGES) {
  test.describe(`in ${text.name}`, () => {
    test.use({ locale: text.locale });

    test('analytics after visits from three browsers on one address shows 1 for today, and a repeat keeps 1', async ({
      browser,
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const { member, carPath } = await memberWithCar(request, `an${text.locale.slice(0, 2)}`);
      const visitors = [];
      for (const userAgent of BROWSERS) {
        visitors.push(await visit(browser, userAgent, text.locale, carPath));
      }

      // The owner looking at their own car, in a browser that counts, is not a view: neither the
      // page the server rendered for them nor anything the browser asks afterwards.
      const owners = await browser.newContext({ userAgent: OWNER_BROWSER, locale: text.locale });
      await giveBrowserTokens(owners, member.tokens);
      const own = await owners.newPage();
      await own.goto(carPath);
      await expect(own.getByRole('heading', { level: 1 })).toHaveText(CAR);
      await expect(own.locator('html')).toHaveAttribute('data-started', /.+/);
      await owners.close();
      await giveBrowserTokens(page.context(), member.tokens);

      const chartChunks: string[] = [];
      page.on('request', (request) => {
        if (/chart/i.test(request.url())) chartChunks.push(request.url());
      });
      await page.goto('/profile/analytics');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expectToday(page, text, '1');
      const chart = page.getByRole('article', { name: CAR }).locator('canvas');
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAttribute('aria-hidden', 'true');
      expect(chartChunks.length, 'the chart arrives in a chunk of its own').toBeGreaterThan(0);

      // The first browser comes back the same day: still the same visitor.
      const again = await visitors[0]!.newPage();
      await again.goto(carPath);
      await expect(again.getByRole('heading', { level: 1 })).toHaveText(CAR);
      await page.reload();
      await expectToday(page, text, '1');
      for (const context of visitors) await context.close();

      for (const theme of ['light', 'dark'] as const) {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto('/profile/analytics');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('article', { name: CAR }).locator('canvas')).toBeVisible();
          expect(await seriousViolations(page), `chart, ${theme}, ${width}px`).toEqual([]);
          // Nothing wider than the screen, the chart included.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);

          await page.getByRole('button', { name: text.showTable }).click();
          await expect(page.getByRole('table', { name: text.table })).toBeVisible();
          expect(await seriousViolations(page), `table, ${theme}, ${width}px`).toEqual([]);
        }
      }
    });
  });
}

test('a member without cars is invited to add one', async ({ page, request }) => {
  const member = await signedInAccount(request, 'annocar');
  await giveBrowserTokens(page.context(), member.tokens);
  await page.goto('/profile/analytics');
  await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Analytics' })
    .getByRole('link', { name: 'Add a car' })
    .click();
  await expect(page).toHaveURL('/add-car');
  expect(await seriousViolations(page)).toEqual([]);
});
