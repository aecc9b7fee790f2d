import { expect, test, type Page } from '@playwright/test';

import {
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { seriousViolations, type SeriousViolation } from '../support/axe';

/** The header's account button, which names the signed-in member (ADR 0062). */
const accountButton = (page: Page, nickname: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`\\b${nickname}$`) });

/** What the journeys read and pick, per interface language. */
const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    title: 'Налаштування',
    tabs: { profile: 'Профіль', notifications: 'Сповіщення', security: 'Безпека' },
    nickname: 'Нікнейм',
    firstName: 'Ім’я',
    country: 'Країна',
    ukraine: 'Україна',
    state: 'Область / регіон',
    kyiv: 'Київ',
    city: 'Місто',
    postalCode: 'Поштовий індекс',
    phone: 'Телефон',
    sex: 'Стать',
    female: 'Жіноча',
    birthday: 'Дата народження',
    aboutMe: 'Про себе',
    instagram: 'Instagram',
    save: 'Зберегти зміни',
    saved: 'Профіль оновлено',
    invalidPhone: 'Некоректний номер телефону для вибраної країни',
    invalidPostalCode: 'Некоректний поштовий індекс для вибраної країни',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    confirmPassword: 'Підтвердіть новий пароль',
    changePassword: 'Змінити пароль',
    passwordChanged: 'Пароль змінено',
    mismatch: 'Паролі не збігаються',
    incorrect: 'Поточний пароль неправильний',
    password: 'Пароль',
    signIn: 'Увійти',
  },
  en: {
    locale: 'en-US',
    title: 'Settings',
    tabs: { profile: 'Profile', notifications: 'Notifications', security: 'Security' },
    nickname: 'Nickname',
    firstName: 'First name',
    country: 'Country',
    ukraine: 'Ukraine',
    state: 'State / region',
    kyiv: 'Kyiv',
    city: 'City',
    postalCode: 'Postal code',
    phone: 'Phone',
    sex: 'Sex',
    female: 'Female',
    birthday: 'Birthday',
    aboutMe: 'About me',
    instagram: 'Instagram',
    save: 'Save changes',
    saved: 'Profile updated',
    invalidPhone: 'Invalid phone number for selected country',
    invalidPostalCode: 'Invalid postal code for selected country',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    mismatch: 'Passwords do not match',
    incorrect: 'Current password is incorrect',
    password: 'Password',
    signIn: 'Sign in',
  },
} as const;

type Text = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** A field by the start of its label: a required one's label ends with an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}`);
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function openSettings(page: Page, text: Text, search = '') {
  await page.goto(`/profile/settings${search}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: text.locale });

    test('the profile is edited, saved and still there after a reload, the header following the nickname', async ({
      page,
      context,
      request,
    }) => {
      const account = await signedInAccount(request, `set${language}`);
      await giveBrowserTokens(context, account.tokens);
      await openSettings(page, text);
      await expect(page.getByRole('tab', { name: text.tabs.profile })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(textbox(page, text.nickname)).toHaveValue(account.nickname);
      await expect(select(page, text.state)).toBeDisabled();

      const nickname = `${account.nickname}_x`;
      await textbox(page, text.nickname).fill(nickname);
      // A new nickname needs the current password (ADR 0124).
      await page
        .getByRole('tabpanel', { name: text.tabs.profile })
        .getByLabel(labelled(text.currentPassword))
        .fill(account.password);
      await textbox(page, text.firstName).fill('Оксана');
      await select(page, text.sex).selectOption({ label: text.female });
      await page.getByLabel(text.birthday, { exact: true }).fill('1991-08-24');
      await select(page, text.country).selectOption({ label: text.ukraine });
      await expect(select(page, text.state)).toBeEnabled();
      await select(page, text.state).selectOption({ label: text.kyiv });
      await textbox(page, text.city).fill('Київ');

      // The country's own rules, with the spec's messages.
      await textbox(page, text.postalCode).fill('00-950');
      await textbox(page, text.phone).fill('+48 512 345 678');
      await textbox(page, text.aboutMe).click();
      await expect(textbox(page, text.postalCode)).toHaveAccessibleDescription(
        text.invalidPostalCode,
      );
      await expect(textbox(page, text.phone)).toHaveAccessibleDescription(
        new RegExp(text.invalidPhone),
      );
      await textbox(page, text.postalCode).fill('01001');
      await textbox(page, text.phone).fill('067 123 4567');
      await textbox(page, text.aboutMe).fill('Їжджу на старому Volvo 240.');
      await textbox(page, text.instagram).fill('oksana.rides');
      await textbox(page, text.instagram).blur();
      await expect(textbox(page, text.instagram)).toHaveValue('@oksana.rides');

      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      // The header shows the new nickname without a reload.
      await expect(accountButton(page, nickname)).toBeVisible();

      await page.reload();
      await expect(textbox(page, text.nickname)).toHaveValue(nickname);
      await expect(textbox(page, text.firstName)).toHaveValue('Оксана');
      await expect(select(page, text.sex)).toHaveValue('female');
      await expect(page.getByLabel(text.birthday, { exact: true })).toHaveValue('1991-08-24');
      await expect(select(page, text.country)).toHaveValue('UA');
      await expect(select(page, text.state)).toHaveValue('UA-30');
      await expect(textbox(page, text.city)).toHaveValue('Київ');
      await expect(textbox(page, text.postalCode)).toHaveValue('01001');
      await expect(textbox(page, text.phone)).toHaveValue('067 123 4567');
      await expect(textbox(page, text.aboutMe)).toHaveValue('Їжджу на старому Volvo 240.');
      await expect(textbox(page, text.instagram)).toHaveValue('@oksana.rides');
      await expect(accountButton(page, nickname)).toBeVisible();
    });

    test('the password is changed on the security tab, and the new one signs in', async ({
      page,
      context,
      browser,
      request,
    }) => {
      const account = await signedInAccount(request, `pw${language}`);
      await giveBrowserTokens(context, account.tokens);
      await openSettings(page, text);
      // By the keyboard: End selects the last tab, and the URL keeps it.
      await page.getByRole('tab', { name: text.tabs.profile }).focus();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: text.tabs.security })).toBeFocused();
      await expect(page).toHaveURL(/\?tab=security$/);

      const newPassword = `${account.password}-renewed`;
      await page.getByLabel(labelled(text.currentPassword)).fill(account.password);
      await page.getByLabel(labelled(text.newPassword)).fill(newPassword);
      await page.getByLabel(labelled(text.confirmPassword)).fill(`${newPassword}!`);
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page.getByLabel(labelled(text.confirmPassword))).toHaveAccessibleDescription(
        text.mismatch,
      );

      await page.getByLabel(labelled(text.currentPassword)).fill('not-my-password');
      await page.getByLabel(labelled(text.confirmPassword)).fill(newPassword);
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page.getByLabel(labelled(text.currentPassword))).toHaveAccessibleDescription(
        text.incorrect,
      );

      await page.getByLabel(labelled(text.currentPassword)).fill(account.password);
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(
        page.getByRole('status').filter({ hasText: text.passwordChanged }),
      ).toBeVisible();
      await expect(page.getByLabel(labelled(text.currentPassword))).toHaveValue('');

      // Another browser, signed out: the old password no longer opens the account, the new one does.
      const elsewhere = await browser.newContext({ locale: text.locale });
      const login = await elsewhere.newPage();
      await login.goto('/login');
      await login.getByLabel('E-mail').fill(account.email);
      await login.getByLabel(labelled(text.password)).fill(account.password);
      await login.getByRole('main').getByRole('button', { name: text.signIn }).click();
      await expect(login.getByRole('alert').first()).toBeVisible();
      await login.getByLabel(labelled(text.password)).fill(newPassword);
      await login.getByRole('main').getByRole('button', { name: text.signIn }).click();
      await expect(accountButton(login, account.nickname)).toBeVisible();
      await elsewhere.close();
    });
  });
}

test.describe('accessibility', () => {
  test.use({ locale: 'en-US' });

  for (const theme of ['light', 'dark'] as const) {
    test(`every settings tab has no serious or critical axe-core violation (${theme})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await signedInAccount(request, `axe${theme}`);
      await giveBrowserTokens(context, account.tokens);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const text = LANGUAGES.en;
      const found: Record<string, SeriousViolation[]> = {};
      const check = async (label: string) => {
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[label] = violations;
      };

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openSettings(page, text);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await check(`profile tab at ${width}px`);
        // With field errors showing: their colours must be readable too.
        await textbox(page, text.nickname).fill('');
        await textbox(page, text.postalCode).fill('?');
        await page.getByRole('button', { name: text.save }).click();
        await expect(textbox(page, text.nickname)).toHaveAttribute('aria-invalid', 'true');
        await check(`profile tab with errors at ${width}px`);

        await page.getByRole('tab', { name: text.tabs.notifications }).click();
        await check(`notifications tab at ${width}px`);
        await page.getByRole('tab', { name: text.tabs.security }).click();
        await page.getByLabel(labelled(text.newPassword)).fill('short');
        await page.getByRole('button', { name: text.changePassword }).click();
        // The profile tab keeps its own "Current password" (a changed nickname needs it).
        await expect(
          page
            .getByRole('tabpanel', { name: text.tabs.security })
            .getByLabel(labelled(text.currentPassword)),
        ).toHaveAttribute('aria-invalid', 'true');
        await check(`security tab with errors at ${width}px`);
        // Leave the dirty page for the next width without its question.
        await page.getByRole('tab', { name: text.tabs.profile }).click();
        await page.getByRole('button', { name: 'Discard changes' }).click();
      }
      expect(found).toEqual({});
    });
  }
});
