import { expect, test } from '@playwright/test';

import { newAccount, registerActivated, signedInAccount, useTokens } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { browserTokens } from '../support/session';

const WRONG_PASSWORD = {
  'en-US': {
    password: 'Password',
    submit: 'Sign in',
    message: 'Login Failed. Invalid email or password',
  },
  'uk-UA': {
    password: 'Пароль',
    submit: 'Увійти',
    message: 'Не вдалося увійти. Неправильна електронна адреса або пароль',
  },
} as const;

for (const [locale, text] of Object.entries(WRONG_PASSWORD)) {
  test.describe(`wrong password (${locale})`, () => {
    test.use({ locale });

    test('is refused with the catalogue message, and what was typed stays', async ({
      page,
      context,
      request,
    }) => {
      const account = await registerActivated(request, newAccount('wrong'));
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel(text.password).fill(`${account.password}-typo`);
      const answer = page.waitForResponse('**/api/auth/login?**');
      await page.getByRole('main').getByRole('button', { name: text.submit }).click();
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole('alert').filter({ hasText: text.message })).toBeVisible();
      await expect(page).toHaveURL('/login');
      await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
      expect(await browserTokens(context)).toBeNull();

      // An unknown address gets the very same answer (a second toast, the first is still up).
      await page.getByLabel('E-mail').fill(newAccount('nobody').email);
      const second = page.waitForResponse('**/api/auth/login?**');
      await page.getByRole('main').getByRole('button', { name: text.submit }).click();
      expect((await second).status()).toBe(401);
      await expect(page.getByRole('alert').filter({ hasText: text.message })).toHaveCount(2);
    });
  });
}

test.describe('an account not activated yet', () => {
  test.use({ locale: 'en-US' });

  test('is told so under the e-mail at sign-in and can get the link again', async ({
    page,
    request,
  }) => {
    const account = newAccount('inactive');
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
    await waitForMail(account.email);

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'This account is not activated yet. Open the link from the activation e-mail, or get a new one.',
    );
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: account.email })).toHaveText(
      `If ${account.email} has an account waiting for activation, a new link is on its way.`,
    );
    expect((await waitForMail(account.email, 2)).subject).toBe('Confirm your CarClub registration');
  });
});

test.describe('guest pages', () => {
  test.use({ locale: 'en-US' });

  test('send a signed-in user to the redirect target, same-site paths only', async ({
    page,
    context,
    request,
  }) => {
    const account = await signedInAccount(request, 'guest');
    await useTokens(context, account.tokens);

    const visits: Array<[string, string]> = [
      ['/login', '/'],
      ['/register', '/'],
      ['/forgot-password', '/'],
      ['/login?redirect=%2Fmy%2Fcars%3Fstatus%3Dsold', '/my/cars?status=sold'],
      ['/register?redirect=%2Fabout', '/about'],
      ['/login?redirect=%2F%2Fevil.example', '/'],
      ['/login?redirect=https%3A%2F%2Fevil.example%2Fphish', '/'],
      ['/login?redirect=%2F%5Cevil.example', '/'],
      ['/register?redirect=javascript%3Aalert(1)', '/'],
    ];
    for (const [visited, landing] of visits) {
      await page.goto(visited);
      await expect(page, `visiting ${visited}`).toHaveURL(landing);
      await expect(
        page.getByRole('button', { name: `Account menu for ${account.nickname}` }),
      ).toBeVisible();
    }
  });

  test('send a signed-out visitor from a protected page to sign-in and back after it', async ({
    page,
    request,
  }) => {
    const account = await registerActivated(request, newAccount('back'));
    await page.goto('/my/cars?status=sold&page=1');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars%3Fstatus%3Dsold%26page%3D1');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/my/cars?status=sold&page=1');
    await expect(
      page.getByRole('status').filter({ hasText: `Welcome back, ${account.nickname}!` }),
    ).toBeVisible();
  });

  test('ignore a redirect to another site after signing in', async ({ page, request }) => {
    const account = await registerActivated(request, newAccount('evil'));
    for (const target of ['//evil.example/path', 'https://evil.example/phish']) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/');
      await page.getByRole('button', { name: `Account menu for ${account.nickname}` }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    }
  });
});
