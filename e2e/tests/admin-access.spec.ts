import { expect, test, type Page, type Request } from '@playwright/test';

import { signedInAccount, signedInAdmin, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/** Every request the page makes for a file of the admin dashboard's remote, wherever it lives. */
function watchAdminFiles(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-admin\//.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

/** Hovers every link of the page long enough for the shell's intent preload (100 ms) to start. */
async function hoverEveryLink(page: Page): Promise<void> {
  for (const link of await page.locator('a[href^="/"]:visible').all()) {
    await link.hover().catch(() => undefined);
    await page.waitForTimeout(150);
  }
}

test.describe('the admin dashboard is delivered to staff alone', () => {
  test.use({ locale: 'uk-UA' });

  test('a guest never downloads any file of the dashboard, even at its address', async ({
    page,
  }) => {
    const adminFiles = watchAdminFiles(page);
    for (const path of ['/', '/cars', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await hoverEveryLink(page);
    }
    await page.goto('/dashboard/members?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fmembers%3Fpage%3D2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
    expect(adminFiles.map((request) => request.url())).toEqual([]);
  });

  test('a member never downloads any file of the dashboard, and is told it is not theirs', async ({
    page,
    context,
    request,
  }) => {
    const member = await signedInAccount(request, 'member');
    await useTokens(context, member.tokens);
    const adminFiles = watchAdminFiles(page);
    for (const path of ['/', '/cars', '/my/cars', '/profile', '/profile/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await hoverEveryLink(page);
    }
    await page.getByRole('button', { name: `Меню облікового запису ${member.nickname}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Адмін-панель' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/unauthorized');
    expect(adminFiles.map((file) => file.url())).toEqual([]);
  });
});

for (const { language, locale, texts } of [
  {
    language: 'uk',
    locale: 'uk-UA',
    texts: {
      menu: 'Меню облікового запису',
      dashboard: 'Адмін-панель',
      overview: 'Огляд',
      members: 'Учасники',
    },
  },
  {
    language: 'en',
    locale: 'en-GB',
    texts: {
      menu: 'Account menu for',
      dashboard: 'Dashboard',
      overview: 'Overview',
      members: 'Members',
    },
  },
] as const) {
  test.describe(`an admin (${language})`, () => {
    test.use({ locale });

    test('reaches the dashboard from the account menu; its files load only after the role check', async ({
      page,
      context,
      request,
    }) => {
      const admin = await signedInAdmin(request);
      await useTokens(context, admin.tokens);
      const adminFiles = watchAdminFiles(page);
      let roleCheckedAt = Number.POSITIVE_INFINITY;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/auth/me' && response.ok()) {
          roleCheckedAt = Math.min(roleCheckedAt, Date.now());
        }
      });
      const firstAdminFileAt = new Promise<number>((resolve) =>
        page.on('request', (request) => {
          if (/\/remotes\/mf-admin\//.test(request.url())) resolve(Date.now());
        }),
      );

      await page.goto('/');
      await page.getByRole('button', { name: new RegExp(texts.menu) }).click();
      await page.getByRole('menuitem', { name: texts.dashboard }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.overview);
      const counts = page.locator('.headline-counts');
      await expect(counts.getByRole('definition').first()).toHaveText(/^\d[\d\s ,.]*$/);
      await expect(counts).toContainText(texts.members);
      expect(adminFiles.length).toBeGreaterThan(0);
      expect(await firstAdminFileAt).toBeGreaterThanOrEqual(roleCheckedAt);
      await expect(
        page.getByRole('navigation', {
          name: language === 'uk' ? 'Розділи адмін-панелі' : 'Dashboard sections',
        }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `the dashboard overview (${language})`);
    });
  });
}
