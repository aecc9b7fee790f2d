import { expect, test } from '@playwright/test';

import { newAccount } from '../support/accounts';
import { linkTo, waitForMail } from '../support/mailbox';

// The expired state (a link older than 48 hours) cannot be reached here without moving the
// clock; mf-auth/src/features/activation/__tests__/activation.test.tsx shows it.

test.describe('activation link', () => {
  test.use({ locale: 'en-US' });

  test('activates once, then says the account is already active', async ({ page, request }) => {
    const account = newAccount('activate');
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
    const link = linkTo(await waitForMail(account.email), '/activate');

    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is active');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goto(link.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already activated');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the mail’s button is the site’s orange, in a light and in a dark mail client', async ({
    page,
    request,
  }) => {
    const account = newAccount('mailcolour');
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
    const mail = await waitForMail(account.email);
    expect(mail.html).not.toMatch(/#1d4ed8/i);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setContent(mail.html);
    const button = page.locator('a.cc-button');
    await expect(button).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(button).toHaveCSS('background-color', 'rgb(255, 138, 61)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(14, 16, 19)');
  });

  test('replaced by a newer mail is not valid, and "send again" mails a working one', async ({
    page,
    request,
  }) => {
    const account = newAccount('replaced');
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
    const first = linkTo(await waitForMail(account.email), '/activate');
    const resent = await request.post('/api/auth/resend-activation?lang=en', {
      data: { email: account.email },
    });
    expect(resent.status()).toBe(202);
    await waitForMail(account.email, 2);

    await page.goto(first.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link is not valid');
    const form = page.getByRole('form', { name: 'Get a new activation link' });
    await form.getByLabel('E-mail').fill(account.email);
    await form.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `If ${account.email} has an account waiting for activation, a new link is on its way.`,
    );

    const third = await waitForMail(account.email, 3);
    expect(third.subject).toBe('Confirm your CarClub registration');
    await page.goto(linkTo(third, '/activate').href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is active');
  });

  test('that is garbled or missing its token is not valid', async ({ page }) => {
    for (const href of ['/activate?token=not-a-token-we-sent', '/activate']) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link is not valid');
      await expect(page.getByRole('form', { name: 'Get a new activation link' })).toBeVisible();
    }
  });
});

test.describe('activation link in Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('shows its states in Ukrainian', async ({ page, request }) => {
    const account = newAccount('aktyvatsiia');
    expect((await request.post('/api/auth/register?lang=uk', { data: account })).status()).toBe(
      201,
    );
    const mail = await waitForMail(account.email);
    expect(mail.subject).toBe('Підтвердіть реєстрацію в CarClub');
    await page.goto(linkTo(mail, '/activate').href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обліковий запис активовано');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вже активовано');
    await page.goto('/activate?token=zipsovane-posylannia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Посилання недійсне');
  });
});
