import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import {
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';

/** What the journeys read and press, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    section: 'Ваші дані',
    download: 'Завантажити мої дані',
    downloaded: 'Архів завантажено',
    open: 'Видалити мій обліковий запис…',
    currentPassword: 'Поточний пароль',
    nickname: /^Введіть свій нікнейм/,
    submit: 'Видалити обліковий запис назавжди',
    deleted: 'Обліковий запис видалено',
    mismatch: 'Введіть свій нікнейм точно так, як він написаний',
    goodbyeSubject: /видалено/,
  },
  en: {
    locale: 'en-US',
    section: 'Your data',
    download: 'Download my data',
    downloaded: 'Your archive is downloaded',
    open: 'Delete my account…',
    currentPassword: 'Current password',
    nickname: /^Type your nickname/,
    submit: 'Delete my account for good',
    deleted: 'Your account is deleted',
    mismatch: 'Type your nickname exactly as it is',
    goodbyeSubject: /deleted/,
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`your data (${language})`, () => {
    test.use({ locale: text.locale });

    test('the archive downloads as a ZIP with the account in it', async ({
      page,
      context,
      request,
    }) => {
      const account = await signedInAccount(request, `export${language}`);
      await giveBrowserTokens(context, account.tokens);
      await page.goto('/profile/settings?tab=security');
      const section = page.getByRole('region', { name: text.section });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^carclub-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const archive = readFileSync(await download.path());
      // A ZIP starts with its local file header; its names are stored as written.
      expect(archive.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
      expect(archive.includes(Buffer.from('account.json'))).toBe(true);
      await expect(page.getByText(text.downloaded)).toBeVisible();
    });

    test('deleting asks for the nickname, then signs out, lands on a goodbye page and mails a goodbye', async ({
      page,
      context,
      request,
    }) => {
      const account = await signedInAccount(request, `leave${language}`);
      await giveBrowserTokens(context, account.tokens);
      await page.goto('/profile/settings?tab=security');
      const section = page.getByRole('region', { name: text.section });
      await section.getByRole('button', { name: text.open }).click();
      await section.getByLabel(text.currentPassword).fill(account.password);
      await section.getByLabel(text.nickname).fill(`${account.nickname}x`);
      await section.getByRole('button', { name: text.submit }).click();
      await expect(section.getByText(text.mismatch)).toBeVisible();

      await section.getByLabel(text.nickname).fill(account.nickname);
      await section.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\/goodbye$/);
      await expect(page.getByRole('heading', { level: 1, name: text.deleted })).toBeVisible();
      // Signed out, and not sent to sign in: the header offers it, the page says goodbye.
      await expect(page.getByRole('heading', { name: text.deleted })).toBeFocused();

      // Gone for good: the password signs in no more, and the address got a last mail.
      const login = await request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(login.status()).toBe(401);
      expect((await waitForMail(account.email, 2)).subject).toMatch(text.goodbyeSubject);
    });
  });
}

test.describe('your data: accessibility', () => {
  test.use({ locale: 'en-US' });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`the open deletion form has no serious axe-core violation (${theme}, ${width} px)`, async ({
        page,
        context,
        request,
      }) => {
        const account = await signedInAccount(request, `axedata${theme}`);
        await giveBrowserTokens(context, account.tokens);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await page.goto('/profile/settings?tab=security');
        const section = page.getByRole('region', { name: 'Your data' });
        await section.getByRole('button', { name: 'Delete my account…' }).click();
        await expect(section.getByLabel('Current password')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousViolations(page, `your data (${theme}, ${width} px)`);
      });
    }
  }
});
