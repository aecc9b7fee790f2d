import { expect, test, type Page } from '@playwright/test';

import { bearer, logIn, newAccount, registerActivated } from '../support/accounts';
import { linkTo, waitForMail } from '../support/mailbox';

test.use({ locale: 'en-US' });

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse('**/api/auth/login?**');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  return (await answer).status();
}

test('forgot password → e-mail → reset → sign in with the new password only', async ({
  page,
  request,
}) => {
  const account = await registerActivated(request, newAccount('reset'));
  // A session from before the reset, e.g. on a device the user lost.
  const oldSession = await logIn(request, account);
  const newPassword = `${account.password}-renewed`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  await expect(page.getByRole('main')).toContainText(account.email);

  // waitForMail counts every mail to the address: the activation mail was the first.
  const mail = await waitForMail(account.email, 2);
  expect(mail.subject).toBe('Reset your CarClub password');
  const link = linkTo(mail, '/reset-password');

  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByLabel('Confirm the new password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Your password has been changed. Sign in with the new one.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');

  // Every session of the account ended with the reset.
  expect((await request.get('/api/auth/me', { headers: bearer(oldSession) })).status()).toBe(401);

  expect(await signInWith(page, account.email, account.password)).toBe(401);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Login Failed. Invalid email or password' }),
  ).toBeVisible();

  // The link worked once: opened again, it says so at once, before any password is typed.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link is not valid');
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');

  expect(await signInWith(page, account.email, newPassword)).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: `Welcome back, ${account.nickname}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
});

test.describe('in Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('the reset mail and pages speak Ukrainian', async ({ page, request }) => {
    const account = await registerActivated(request, newAccount('skydannia'));
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Забули пароль?');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Надіслати посилання' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перевірте пошту');
    const mail = await waitForMail(account.email, 2);
    expect(mail.subject).toBe('Відновлення пароля в CarClub');
    await page.goto(linkTo(mail, '/reset-password').href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новий пароль');
  });
});
