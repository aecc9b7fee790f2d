import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { seriousViolations, type SeriousViolation } from '../support/axe';
import { browserTokens } from '../support/session';
import { watchCsp } from '../support/site';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const accountButton = (page: Page, nickname: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account menu for ${nickname}` });

async function openSignedIn(page: Page, account: SignedInAccount, path: string) {
  await giveBrowserTokens(page.context(), account.tokens);
  await page.goto(path);
  await expect(accountButton(page, account.nickname)).toBeVisible();
}

/** The API's own sharp makes the avatar at run time. */
type SharpFactory = (options: {
  create: { width: number; height: number; channels: 3; background: string };
}) => { png(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'sharp',
) as SharpFactory;

test.describe('in English', () => {
  test.use({ locale: 'en-US', viewport: DESKTOP });

  test('the account menu works from the keyboard alone', async ({ page, request }) => {
    const csp = watchCsp(page);
    const account = await signedInAccount(request, 'menu');
    await openSignedIn(page, account, '/');
    const button = accountButton(page, account.nickname);
    // No avatar yet: the first letter of the nickname stands in.
    const initial = button.locator('.account-menu__avatar--initial');
    await expect(initial).toHaveAttribute('data-initial', account.nickname[0]!.toUpperCase());
    expect(await initial.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
      `"${account.nickname[0]!.toUpperCase()}"`,
    );

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Account menu for ${account.nickname}` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'My vehicles',
      'My reminders',
      'Bookmarks',
      'Settings',
      'Notifications',
      'Sign out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My vehicles' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    // A click elsewhere closes it too.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Space');
    // Past My vehicles, My reminders and Bookmarks.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/profile/settings');
    await expect(button).toBeFocused();
    expect(csp).toEqual([]);
  });

  test("the account button shows the user's avatar once they have one", async ({
    page,
    request,
  }) => {
    const account = await signedInAccount(request, 'avatar');
    const buffer = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2980b9' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(buffer)], { type: 'image/png' }), 'me.png');
    const uploaded = await request.post('/api/media/change-avatar', {
      headers: bearer(account.tokens),
      multipart: form,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };

    await openSignedIn(page, account, '/');
    const avatar = accountButton(page, account.nickname).locator('img');
    await expect(avatar).toHaveAttribute('src', url);
    await expect(avatar).toHaveJSProperty('complete', true);
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  for (const from of ['/my/cars', '/profile']) {
    test(`signing out from the menu on ${from} ends on the home page`, async ({
      page,
      context,
      request,
    }) => {
      const account = await signedInAccount(request, 'signout');
      await openSignedIn(page, account, from);
      await expect(page).toHaveURL(from);

      await accountButton(page, account.nickname).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await browserTokens(context)).toBeNull();
      const me = await request.get('/api/auth/me', { headers: bearer(account.tokens) });
      expect(me.status()).toBe(401);
    });
  }

  test('signing out ends on the home page even when the logout call fails', async ({
    page,
    context,
    request,
  }) => {
    const account = await signedInAccount(request, 'signoutfail');
    await openSignedIn(page, account, '/my/cars');
    await page.route('**/api/auth/logout*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await accountButton(page, account.nickname).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await browserTokens(context)).toBeNull();
  });

  test('every section is reachable from Community and says what is coming', async ({
    page,
    request,
  }) => {
    const account = await signedInAccount(request, 'sections');
    await openSignedIn(page, account, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const community = nav.getByRole('button', { name: 'Community' });
    await community.click();
    const sections = nav.getByRole('listitem');
    // What is still to come is marked so; posts are mf-community's pages.
    await expect(sections).toHaveText([
      'Posts',
      'Logbooks',
      'Clubs Coming soon',
      'Marketplace Coming soon',
      'Services and shops Coming soon',
      'Partners Coming soon',
      'My posts',
      'My clubs Coming soon',
      'Messages Coming soon',
      'Bookmarks',
      'Promotions Coming soon',
    ]);
    await page.getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL('/marketplace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace');
    await expect(page.getByRole('main')).toContainText('buy and sell cars, parts and accessories');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveTitle('Marketplace · CarClub');

    await community.click();
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/my/messages');
    await expect(page.getByRole('main')).toContainText('Private messages are coming');

    await community.click();
    await page.getByRole('link', { name: 'My posts' }).click();
    await expect(page).toHaveURL('/my/posts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My posts');
    await expect(page.getByRole('main')).toContainText('You have not written any posts yet');
  });
});

test.describe('on a phone, in Ukrainian', () => {
  test.use({ locale: 'uk-UA', viewport: PHONE });

  test('the header is one row, and the menu button opens the navigation', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: 'Меню', exact: true });
    await expect(toggle).toBeVisible();
    expect((await banner.boundingBox())!.height).toBeLessThan(80);
    await expect(banner.getByRole('link', { name: 'Увійти' })).toBeVisible();
    // In the page, not shown: hidden, not missing.
    const cars = banner.getByRole('link', { name: 'Авто', includeHidden: true });
    await expect(cars).toHaveCount(1);
    await expect(cars).toBeHidden();
    await expect(banner.locator('select')).toHaveCount(2);
    await expect(banner.locator('select').first()).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cars).toBeFocused();
    await expect(banner.getByLabel('Мова')).toBeVisible();
    await expect(banner.getByLabel('Тема')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Зареєструватися' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(cars).toBeHidden();

    const account = await signedInAccount(request, 'phone');
    await giveBrowserTokens(page.context(), account.tokens);
    await page.goto('/my/cars');
    const button = banner.getByRole('button', {
      name: `Меню облікового запису ${account.nickname}`,
    });
    await expect(button).toBeVisible();
    expect((await banner.boundingBox())!.height).toBeLessThan(80);
    const myCars = banner.getByRole('link', { name: 'Мої авто', includeHidden: true });
    await expect(myCars).toHaveCount(1);
    await expect(myCars).toBeHidden();

    // A section from the menu, in the reader's language.
    await toggle.click();
    await banner.getByRole('button', { name: 'Спільнота' }).click();
    await banner.getByRole('link', { name: 'Бортжурнали' }).click();
    await expect(page).toHaveURL('/logbooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бортжурнали');
    await expect(page.getByRole('main')).toContainText('Що учасники роблять зі своїми авто');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The account menu opens from the same row.
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Вийти' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Вийти' }).click();
    await expect(page).toHaveURL('/');
  });
});

/** Checks every state and reports all findings at once, so one run shows everything to fix. */
test('the header has no serious or critical axe-core violation, light and dark, phone and desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await signedInAccount(request, 'axe');
  const found: Record<string, SeriousViolation[]> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ locale: 'uk-UA', viewport, colorScheme });
      try {
        const page = await context.newPage();
        const label = (state: string) => `${colorScheme} ${viewport.width}px: ${state}`;
        const check = async (state: string) => {
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[label(state)] = violations;
        };
        const banner = page.getByRole('banner');
        const toggle = banner.getByRole('button', { name: 'Меню', exact: true });
        const openMenu = async () => {
          if (viewport === PHONE) await toggle.click();
        };

        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check('signed out');
        await openMenu();
        await banner.getByRole('button', { name: 'Спільнота' }).click();
        await expect(banner.getByRole('link', { name: 'Маркетплейс' })).toBeVisible();
        await check('signed out, Community open');

        await giveBrowserTokens(context, account.tokens);
        await page.goto('/clubs');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клуби');
        await check('signed in, a coming-soon page');
        await openMenu();
        await banner.getByRole('button', { name: 'Спільнота' }).click();
        await expect(banner.getByRole('link', { name: 'Закладки' })).toBeVisible();
        await check('signed in, Community open');
        await page.keyboard.press('Escape');
        if (viewport === PHONE) await page.keyboard.press('Escape');

        await banner.getByRole('button', { name: /Меню облікового запису/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await check('signed in, account menu open');
      } finally {
        await context.close();
      }
    }
  }
  expect(found).toEqual({});
});
