import { expect, test, type Locator, type Page } from '@playwright/test';

import { newAccount, registerActivated } from '../support/accounts';
import { linkTo, waitForMail } from '../support/mailbox';
import { gotoStarted } from '../support/site';

// Every form here is reached, filled and sent with the keyboard alone: no click, no fill().
test.use({ locale: 'en-US' });

/** The element has the focus and shows it: an outline of at least 2 px (WCAG 2.4.7, 2.4.13). */
async function expectVisibleFocus(element: Locator) {
  await expect(element).toBeFocused();
  const outline = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/** From the top of a freshly opened page: the skip link, then into the page's content. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

/** A field shows its error to assistive technology: invalid, and described by the message. */
async function expectAnnouncedError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('sign in', async ({ page, request }) => {
  const account = await registerActivated(request, newAccount('keys'));
  await gotoStarted(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Password');

  await skipToContent(page);
  await expectVisibleFocus(email);
  // Sent empty: both fields say why, and the focus goes to the first of them.
  await page.keyboard.press('Enter');
  await expectAnnouncedError(email, 'Required field');
  await expectAnnouncedError(password, 'Required field');
  await expect(email).toBeFocused();

  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(password);
  await page.keyboard.press('Shift+Tab');
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Forgot password?' }));
  await page.keyboard.press('Tab');
  const submit = page.getByRole('main').getByRole('button', { name: 'Sign in' });
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Welcome back, ${account.nickname}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('register, with a field error on the way', async ({ page }) => {
  const account = newAccount('keys');
  await gotoStarted(page, '/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  const nickname = page.getByLabel('Nickname');

  await skipToContent(page);
  await expectVisibleFocus(page.getByLabel('E-mail'));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel('Password'));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(nickname);
  await page.keyboard.type('a');
  // Leaving a field with a wrong value shows its error at once.
  await page.keyboard.press('Tab');
  await expectAnnouncedError(
    nickname,
    /Nickname must be 3-30 characters: .+ starting and ending with a letter or digit$/,
  );
  for (const name of ['site rules', 'user rules', 'privacy policy', 'public offer']) {
    await expectVisibleFocus(page.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Tab');
  }
  const submit = page.getByRole('button', { name: 'Create account' });
  await expectVisibleFocus(submit);
  // Back to the nickname to correct it.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+Tab');
  await expect(nickname).toBeFocused();
  // Reached with the keyboard, the field's text is selected: typing replaces it.
  await page.keyboard.type(account.nickname);
  await expect(nickname).toHaveValue(account.nickname);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  // The confirmation replaced the form: the focus moved to its heading, not lost with the button.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect((await waitForMail(account.email)).subject).toBe('Confirm your CarClub registration');
});

test('forgot and reset password', async ({ page, request }) => {
  const account = await registerActivated(request, newAccount('keys'));
  await gotoStarted(page, '/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await skipToContent(page);
  await expectVisibleFocus(page.getByLabel('E-mail'));
  await page.keyboard.type('not an address');
  await page.keyboard.press('Enter');
  await expectAnnouncedError(page.getByLabel('E-mail'), 'Invalid email address');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(account.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const link = linkTo(await waitForMail(account.email, 2), '/reset-password');
  await gotoStarted(page, link.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  const password = page.getByLabel(/^New password/);
  const confirmation = page.getByLabel('Confirm the new password');
  const newPassword = `${account.password}-keys`;
  await skipToContent(page);
  await expectVisibleFocus(password);
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(confirmation);
  await page.keyboard.type(`${newPassword}!`);
  await page.keyboard.press('Enter');
  await expectAnnouncedError(confirmation, 'Passwords do not match');
  await expect(confirmation).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
  ).toBeVisible();
});

test('get a new activation link', async ({ page, request }) => {
  const account = newAccount('keys');
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  await waitForMail(account.email);

  await gotoStarted(page, '/activate?token=garbled');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link is not valid');
  // The state replaced the loading screen and took the focus; the form is next.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  const email = page.getByRole('form', { name: 'Get a new activation link' }).getByLabel('E-mail');
  await expectVisibleFocus(email);
  await page.keyboard.press('Enter');
  await expectAnnouncedError(email, 'Required field');
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('button', { name: 'Send the link again' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText(
    `If ${account.email} has an account waiting for activation, a new link is on its way.`,
  );
  const mail = await waitForMail(account.email, 2);
  await gotoStarted(page, linkTo(mail, '/activate').href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is active');
});
