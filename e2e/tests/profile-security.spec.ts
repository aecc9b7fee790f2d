import { expect, test, type Page } from '@playwright/test';

import {
  bearer,
  newAccount,
  registerActivated,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { seriousViolations, type SeriousViolation } from '../support/axe';
import { linkTo, waitForMail } from '../support/mailbox';
import { signInFromNewBrowser } from '../support/session';

/** Two devices the API's parse (ADR 0065) names differently, versions included. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What the journeys read and press, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    title: 'Налаштування',
    password: 'Пароль',
    signIn: 'Увійти',
    devices: 'Пристрої, на яких виконано вхід',
    thisDevice: 'Цей пристрій',
    desktop: /Chrome [\d.]+, Windows/,
    phone: /Mobile Safari [\d.]+, iOS/,
    signOutPhone: /^Вийти на пристрої Mobile Safari [\d.]+, iOS/,
    signedOut: /Вихід виконано: Mobile Safari [\d.]+, iOS/,
    emailCard: 'Адреса електронної пошти',
    change: 'Змінити адресу пошти',
    newEmail: 'Нова адреса електронної пошти',
    currentPassword: 'Поточний пароль',
    send: 'Надіслати посилання для підтвердження',
    sentTo: (email: string) => `Ми надіслали посилання на ${email}; воно діє до`,
    confirmed: 'Адресу електронної пошти змінено',
  },
  en: {
    locale: 'en-US',
    title: 'Settings',
    password: 'Password',
    signIn: 'Sign in',
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    desktop: /Chrome [\d.]+ on Windows/,
    phone: /Mobile Safari [\d.]+ on iOS/,
    signOutPhone: /^Sign out Mobile Safari [\d.]+ on iOS/,
    signedOut: /Mobile Safari [\d.]+ on iOS [\d.]+ is signed out/,
    emailCard: 'E-mail address',
    change: 'Change e-mail address',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    send: 'Send the confirmation link',
    sentTo: (email: string) => `We sent a link to ${email}; it works until`,
    confirmed: 'Your e-mail address is changed',
  },
} as const;

type Text = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A field by the start of its label: a required one's label ends with an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}`);

async function openSecurity(page: Page, text: Text) {
  await page.goto('/profile/settings?tab=security');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('two devices are listed, and the other one, signed out from here, is out on its next page', async ({
      browser,
      request,
    }) => {
      const account = await registerActivated(request, newAccount(`dev${language}`));
      const desktop = await signInFromNewBrowser(browser, account, text, DESKTOP_CHROME);
      const phone = await signInFromNewBrowser(browser, account, text, IPHONE_SAFARI);

      await openSecurity(desktop, text);
      const list = desktop
        .getByRole('region', { name: text.devices })
        .getByRole('list', { name: text.devices });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const here = list.getByRole('listitem').filter({ hasText: text.thisDevice });
      await expect(here).toContainText(text.desktop);
      await expect(here.getByRole('button')).toHaveCount(0);
      await expect(list.getByRole('listitem').filter({ hasText: text.phone })).toHaveCount(1);

      await list.getByRole('button', { name: text.signOutPhone }).click();
      await expect(desktop.getByRole('status').filter({ hasText: text.signedOut })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).not.toContainText(text.phone);

      // The phone learns it on its next page: back to signing in, with the way back kept.
      await phone.goto('/my/cars');
      await expect(phone).toHaveURL('/login?redirect=%2Fmy%2Fcars');
      // This device stays signed in.
      await desktop.reload();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await desktop.context().close();
      await phone.context().close();
    });

    test('the e-mail address changes through the link mailed to the new one, which then signs in', async ({
      page,
      context,
      browser,
      request,
    }) => {
      const account = await signedInAccount(request, `mail${language}`);
      const newEmail = newAccount(`new${language}`).email;
      await giveBrowserTokens(context, account.tokens);
      await openSecurity(page, text);
      const card = page.getByRole('region', { name: text.emailCard });
      await expect(card.getByRole('definition')).toHaveText(account.email);

      await card.getByRole('button', { name: text.change }).click();
      await card.getByLabel(labelled(text.newEmail)).fill(newEmail);
      await card.getByLabel(labelled(text.currentPassword)).fill(account.password);
      await card.getByRole('button', { name: text.send }).click();
      await expect(card.getByText(text.sentTo(newEmail))).toBeVisible();
      // Still pending after a reload: the API holds it.
      await page.reload();
      await expect(card.getByText(text.sentTo(newEmail))).toBeVisible();
      // The old address is told at once (its first mail was the activation).
      await waitForMail(account.email, 2);

      await page.goto(linkTo(await waitForMail(newEmail), '/confirm-email').toString());
      await expect(page.getByRole('heading', { name: text.confirmed })).toBeVisible();

      const elsewhere = await signInFromNewBrowser(
        browser,
        { ...account, email: newEmail },
        text,
        DESKTOP_CHROME,
      );
      await openSecurity(elsewhere, text);
      await expect(
        elsewhere.getByRole('region', { name: text.emailCard }).getByRole('definition'),
      ).toHaveText(newEmail);
      await elsewhere.context().close();
    });
  });
}

test.describe('the old address', () => {
  test.use({ locale: 'en-US' });

  test('its cancel link stops the change and ends the session', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const account = await signedInAccount(request, 'cancel');
    const newEmail = newAccount('unwanted').email;
    await giveBrowserTokens(context, account.tokens);
    await openSecurity(page, LANGUAGES.en);
    const asked = await request.post('/api/profile/email-change', {
      headers: bearer(account.tokens),
      data: { newEmail, currentPassword: account.password },
    });
    expect(asked.status(), await asked.text()).toBe(202);
    await page.reload();
    const card = page.getByRole('region', { name: 'E-mail address' });
    await expect(card.getByText(LANGUAGES.en.sentTo(newEmail))).toBeVisible();

    // Opened from the old inbox, in a browser that is not signed in.
    const inbox = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await inbox.goto(
      linkTo(await waitForMail(account.email, 2), '/cancel-email-change').toString(),
    );
    await expect(inbox.getByRole('heading', { name: 'The change is cancelled' })).toBeVisible();
    await inbox.context().close();

    // Every session ended: this one too, on its next page.
    await page.goto('/my/cars');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fcars');
    // The confirmation link is spent with it: the address never moves.
    const confirmed = await request.post('/api/profile/email-change/confirm', {
      data: {
        token: linkTo(await waitForMail(newEmail), '/confirm-email').searchParams.get('token'),
      },
    });
    expect(confirmed.status()).toBe(400);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel(labelled('Password')).fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/my/cars');
  });
});

test.describe('accessibility', () => {
  test.use({ locale: 'en-US' });

  for (const theme of ['light', 'dark'] as const) {
    test(`the Security tab has no serious or critical axe-core violation (${theme})`, async ({
      page,
      context,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await signedInAccount(request, `secaxe${theme}`);
      // A second device, so the list has a sign-out button and the confirm dialog can open.
      const phone = await signInFromNewBrowser(browser, account, LANGUAGES.en, IPHONE_SAFARI);
      await giveBrowserTokens(context, account.tokens);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const found: Record<string, SeriousViolation[]> = {};
      const check = async (label: string) => {
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[label] = violations;
      };

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openSecurity(page, LANGUAGES.en);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const devices = page.getByRole('list', { name: 'Signed-in devices' });
        await expect(devices.getByRole('listitem')).toHaveCount(2);
        await check(`security tab at ${width}px`);

        const card = page.getByRole('region', { name: 'E-mail address' });
        await card.getByRole('button', { name: 'Change e-mail address' }).click();
        await card.getByRole('button', { name: 'Send the confirmation link' }).click();
        await expect(card.getByLabel(labelled('New e-mail address'))).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await check(`e-mail form with errors at ${width}px`);

        await page.getByRole('button', { name: 'Sign out all other devices' }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await check(`confirm dialog at ${width}px`);
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      }

      // With a change waiting, the pending state too.
      const asked = await request.post('/api/profile/email-change', {
        headers: bearer(account.tokens),
        data: { newEmail: newAccount('axe').email, currentPassword: account.password },
      });
      expect(asked.status()).toBe(202);
      await openSecurity(page, LANGUAGES.en);
      await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
      await check('pending e-mail change');
      expect(found).toEqual({});
      await phone.context().close();
    });
  }
});
