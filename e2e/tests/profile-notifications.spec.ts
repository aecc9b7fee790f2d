import { expect, test, type Page } from '@playwright/test';

import {
  logIn,
  newAccount,
  registerActivated,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import {
  expectNoSeriousViolations,
  seriousViolations,
  type SeriousViolation,
} from '../support/axe';
import { mailsTo, waitForMail } from '../support/mailbox';
import { signInFromNewBrowser } from '../support/session';

/** Browsers the API names differently, so each sign-in is told apart in the texts. */
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** What the journeys read and press, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    password: 'Пароль',
    signIn: 'Увійти',
    bell: 'Сповіщення',
    bellOne: 'Сповіщення, 1 непрочитане',
    announcedOne: '1 непрочитане сповіщення',
    newSignIn: 'Новий вхід з Chrome 131 на Windows 10',
    fresh: 'Нове',
    today: 'Сьогодні',
    markAll: 'Позначити всі як прочитані',
    notMe: 'Це був не я',
    mailSubject: 'Новий вхід у ваш обліковий запис CarClub',
    mailDevice: 'Chrome 131 на Windows 10',
    settings: 'Налаштування',
    notificationsTab: 'Сповіщення',
    inAppNewSignIn: 'На сайті Вхід з нового браузера',
    emailNewSignIn: /^На e-mail Вхід з нового браузера/,
    save: 'Зберегти налаштування сповіщень',
    saved: 'Налаштування сповіщень збережено',
  },
  en: {
    locale: 'en-US',
    password: 'Password',
    signIn: 'Sign in',
    bell: 'Notifications',
    bellOne: 'Notifications, 1 unread',
    announcedOne: '1 unread notification',
    newSignIn: 'New sign-in from Chrome 131 on Windows 10',
    fresh: 'New',
    today: 'Today',
    markAll: 'Mark all as read',
    notMe: 'This wasn’t me',
    mailSubject: 'A new sign-in to your CarClub account',
    mailDevice: 'Chrome 131 on Windows 10',
    settings: 'Settings',
    notificationsTab: 'Notifications',
    inAppNewSignIn: 'On the site A sign-in from a new browser',
    emailNewSignIn: /^By e-mail A sign-in from a new browser/,
    save: 'Save notification settings',
    saved: 'Notification settings saved',
  },
} as const;

const labelled = (label: string) => new RegExp(`^${label}`);

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('a sign-in from a second browser lights the first one’s bell without a reload; the centre reads it', async ({
      browser,
      request,
    }) => {
      const account = await registerActivated(
        request,
        newAccount(`bell${language}`),
        language as 'uk' | 'en',
      );
      const first = await signInFromNewBrowser(browser, account, text, FIREFOX_LINUX);
      const bell = first.getByRole('banner').getByRole('link', { name: labelled(text.bell) });
      await expect(bell).toHaveAccessibleName(text.bell);
      // The first page stays as it is: no reload, no navigation from here on until the bell says 1.
      await first.evaluate(() => ((window as { keptPage?: boolean }).keptPage = true));

      const second = await signInFromNewBrowser(browser, account, text, CHROME_WINDOWS);
      await expect(bell).toHaveAccessibleName(text.bellOne, { timeout: 2_000 });
      await expect(first.getByRole('banner').getByRole('status')).toHaveText(text.announcedOne);
      expect(await first.evaluate(() => (window as { keptPage?: boolean }).keptPage)).toBe(true);

      // The mail says the same, in the member's language (the first sign-in mailed nothing).
      const mail = await waitForMail(account.email, 2);
      expect(mail.subject).toBe(text.mailSubject);
      expect(mail.text).toContain(text.mailDevice);
      expect(await mailsTo(account.email)).toHaveLength(2);

      await bell.click();
      await expect(first).toHaveURL('/profile/notifications');
      const today = first.getByRole('region', { name: text.today });
      const item = today.getByRole('listitem').filter({ hasText: text.newSignIn });
      await expect(item.getByText(text.fresh, { exact: true })).toBeVisible();
      await expect(item.getByRole('link', { name: text.notMe })).toHaveAttribute(
        'href',
        '/profile/settings?tab=security',
      );
      await expectNoSeriousViolations(first, `notification centre (${language})`);

      await first.getByRole('button', { name: text.markAll }).click();
      await expect(bell).toHaveAccessibleName(text.bell);
      await expect(item.getByText(text.fresh, { exact: true })).toHaveCount(0);
      // Read everywhere: the second browser's bell has nothing either.
      await second.reload();
      await expect(
        second.getByRole('banner').getByRole('link', { name: labelled(text.bell) }),
      ).toHaveAccessibleName(text.bell);
      await first.context().close();
      await second.context().close();
    });

    test('a security notice switched off on the site still comes by e-mail', async ({
      browser,
      request,
    }) => {
      const account = await registerActivated(
        request,
        newAccount(`pref${language}`),
        language as 'uk' | 'en',
      );
      const page = await signInFromNewBrowser(browser, account, text, FIREFOX_LINUX);
      await page.goto('/profile/settings?tab=notifications');
      await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
      const inApp = page.getByRole('checkbox', { name: text.inAppNewSignIn });
      const email = page.getByRole('checkbox', { name: text.emailNewSignIn });
      await expect(email).toBeChecked();
      await expect(email).toBeDisabled();
      await inApp.uncheck();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await expectNoSeriousViolations(page, `notification settings (${language})`);

      await page.reload();
      await expect(page.getByRole('checkbox', { name: text.inAppNewSignIn })).not.toBeChecked();

      const other = await signInFromNewBrowser(browser, account, text, SAFARI_MAC);
      const mail = await waitForMail(account.email, 2);
      expect(mail.subject).toBe(text.mailSubject);
      await page.goto('/profile/notifications');
      await expect(page.getByRole('main')).not.toContainText(text.mailSubject);
      const bell = page.getByRole('banner').getByRole('link', { name: labelled(text.bell) });
      await expect(bell).toHaveAccessibleName(text.bell);
      await page.context().close();
      await other.context().close();
    });
  });
}

test.describe('several tabs', () => {
  test.use({ locale: 'en-US' });

  test('share one stream, and every tab’s bell follows it; the next tab takes over when the first closes', async ({
    browser,
    request,
  }) => {
    const text = LANGUAGES.en;
    const account = await registerActivated(request, newAccount('tabs'));
    const first = await signInFromNewBrowser(browser, account, text, FIREFOX_LINUX);
    const context = first.context();
    // The streams each tab opens (the first tab's may start after its sign-in has returned).
    const streamsOf = (page: Page) => {
      const opened: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/notifications/stream')) opened.push(sent.url());
      });
      return opened;
    };
    const second = await context.newPage();
    const secondStreams = streamsOf(second);
    await second.goto('/my/cars');
    const bellOf = (page: Page) =>
      page.getByRole('banner').getByRole('link', { name: labelled(text.bell) });
    await expect(bellOf(second)).toHaveAccessibleName(text.bell);

    const other = await signInFromNewBrowser(browser, account, text, CHROME_WINDOWS);
    await expect(bellOf(first)).toHaveAccessibleName(text.bellOne, { timeout: 2_000 });
    await expect(bellOf(second)).toHaveAccessibleName(text.bellOne, { timeout: 2_000 });
    // The second tab heard it through the first one's stream: it opened none of its own.
    expect(secondStreams).toHaveLength(0);

    await first.close();
    await expect.poll(() => secondStreams.length).toBeGreaterThanOrEqual(1);
    await signInFromNewBrowser(browser, account, text, SAFARI_MAC).then((page) =>
      page.context().close(),
    );
    await expect(bellOf(second)).toHaveAccessibleName('Notifications, 2 unread', {
      timeout: 2_000,
    });
    await other.context().close();
    await context.close();
  });
});

test.describe('accessibility', () => {
  test.use({ locale: 'en-US' });

  for (const theme of ['light', 'dark'] as const) {
    test(`the bell and the centre have no serious axe-core violation (${theme})`, async ({
      page,
      context,
      browser,
      request,
    }) => {
      const account = await signedInAccount(request, `nax${theme}`);
      // Another browser's sign-in: one unread notification to show.
      const elsewhere = await browser.newContext();
      await logIn(elsewhere.request, account);
      await elsewhere.close();
      await giveBrowserTokens(context, account.tokens);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const found: Record<string, SeriousViolation[]> = {};
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/profile/notifications');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(
          page.getByRole('banner').getByRole('link', { name: LANGUAGES.en.bellOne }),
        ).toBeVisible();
        await expect(page.getByText(LANGUAGES.en.fresh, { exact: true })).toBeVisible();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`centre at ${width}px`] = violations;
      }
      expect(found).toEqual({});
    });
  }
});
