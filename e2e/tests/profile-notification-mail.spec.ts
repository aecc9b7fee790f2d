import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';

import {
  bearer,
  logIn,
  newAccount,
  registerActivated,
  signedInAdmin,
  siteOrigin,
  type TokenPair,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { linkTo, mailsTo, waitForMail } from '../support/mailbox';

/** What the journey reads and presses, and the mails it expects, per member language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    settings: 'Налаштування',
    emailHidden: /^На e-mail Модератор приховав ваше авто/,
    save: 'Зберегти налаштування сповіщень',
    saved: 'Налаштування сповіщень збережено',
    hiddenSubject: (name: string) => `Модератор приховав ваше авто «${name}»`,
    restoredSubject: (name: string) => `Ваше авто «${name}» знову видно всім`,
    unsubscribeLabel: 'Відписатися від цих листів',
    confirmUnsubscribe: 'Відписатися',
    unsubscribed: 'Ви відписалися',
    unsubscribedKind: 'ваші авто, приховані модератором',
  },
  en: {
    locale: 'en-US',
    settings: 'Settings',
    emailHidden: /^By e-mail A moderator hid one of your cars/,
    save: 'Save notification settings',
    saved: 'Notification settings saved',
    hiddenSubject: (name: string) => `A moderator hid your car “${name}”`,
    restoredSubject: (name: string) => `Your car “${name}” is visible again`,
    unsubscribeLabel: 'Unsubscribe from these e-mails',
    confirmUnsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    unsubscribedKind: 'your cars hidden by a moderator',
  },
} as const;

interface Preference {
  kind: string;
  inApp: boolean;
  email: boolean;
}

async function emailChoice(request: APIRequestContext, tokens: TokenPair, kind: string) {
  const response = await request.get('/api/profile/notification-preferences', {
    headers: bearer(tokens),
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Preference[] };
  return items.find((item) => item.kind === kind)?.email;
}

/** The member's in-app notifications of `kind`, newest first. */
async function notificationsOf(request: APIRequestContext, tokens: TokenPair, kind: string) {
  const response = await request.get('/api/notifications', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { kind: string }[] };
  return items.filter((item) => item.kind === kind);
}

/** Sets the e-mail box of "a moderator hid one of your cars" in Settings → Notifications. */
async function setHiddenByEmail(
  page: Page,
  text: (typeof LANGUAGES)[keyof typeof LANGUAGES],
  on: boolean,
) {
  await page.goto('/profile/settings?tab=notifications');
  await expect(page.getByRole('heading', { level: 1, name: text.settings })).toBeVisible();
  const box = page.getByRole('checkbox', { name: text.emailHidden });
  await box.setChecked(on);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`a member whose language is ${language}`, () => {
    test.use({ locale: text.locale });

    test('gets no mail of a kind with e-mail off, the mail in their language with it on, and its unsubscribe link works signed out', async ({
      browser,
      page,
      request,
    }) => {
      const member = await registerActivated(
        request,
        newAccount(`mail${language}`),
        language as 'uk' | 'en',
      );
      const tokens = await logIn(request, member);
      const name = `Mail ${language} Golf`;
      const created = await request.post('/api/private-transport', {
        headers: bearer(tokens),
        data: { ...REQUIRED_VEHICLE_FIELDS, name, year: 2015 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id: carId } = (await created.json()) as { id: string };
      const admin = await signedInAdmin(request, `mailmod${language}`);
      const moderate = async (action: 'hide' | 'restore', reason: string) => {
        const response = await request.post(`/api/admin/vehicles/${carId}/${action}`, {
          headers: bearer(admin.tokens),
          data: { reason },
        });
        expect(response.status(), await response.text()).toBe(204);
      };

      await giveBrowserTokens(page.context(), tokens);
      await setHiddenByEmail(page, text, false);
      expect(await emailChoice(request, tokens, 'vehicleHidden')).toBe(false);

      // E-mail off for "hidden": the notice is in the centre, and no mail leaves for it.
      await moderate('hide', 'A phone number in the description');
      await expect
        .poll(async () => (await notificationsOf(request, tokens, 'vehicleHidden')).length)
        .toBe(1);
      // "Restored" still mails: once its mail is in, the earlier "hidden" one would have been too.
      await moderate('restore', 'The description is fine now');
      await waitForMail(member.email, 2);
      expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([
        expect.any(String),
        text.restoredSubject(name),
      ]);

      // E-mail on again: the next "hidden" arrives, in the member's language, with both ways out.
      await setHiddenByEmail(page, text, true);
      await moderate('hide', 'A phone number in the description, again');
      const mail = await waitForMail(member.email, 3);
      expect(mail.subject).toBe(text.hiddenSubject(name));
      expect(mail.text).toContain(text.unsubscribeLabel);
      expect(mail.listUnsubscribe).toMatch(
        new RegExp(`^${siteOrigin}/api/notifications/unsubscribe\\?token=`),
      );
      const unsubscribe = linkTo(mail, '/unsubscribe');

      // Followed from the mail in a browser that is not signed in.
      const signedOut = await browser.newContext({ locale: text.locale });
      const visitor = await signedOut.newPage();
      await visitor.goto(unsubscribe.toString());
      // Opening the link changes nothing (mail scanners open links too): a button confirms.
      const confirm = visitor.getByRole('button', { name: text.confirmUnsubscribe });
      await expect(confirm).toBeVisible();
      await expect(visitor.getByRole('main')).toContainText(text.unsubscribedKind);
      expect(await emailChoice(request, tokens, 'vehicleHidden')).toBe(true);
      await confirm.click();
      await expect(visitor.getByRole('heading', { name: text.unsubscribed })).toBeVisible();
      await expect(visitor.getByRole('main')).toContainText(text.unsubscribedKind);
      await signedOut.close();

      expect(await emailChoice(request, tokens, 'vehicleHidden')).toBe(false);
      // Only that kind: "restored" still mails.
      expect(await emailChoice(request, tokens, 'vehicleRestored')).toBe(true);
    });
  });
}
