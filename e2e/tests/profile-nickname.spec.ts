import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';

const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    nickname: 'Нікнейм',
    currentPassword: 'Поточний пароль',
    save: 'Зберегти зміни',
    saved: 'Профіль оновлено',
    held: /можна буде змінити знову з/,
    tooSoon: 'Нікнейм можна змінювати раз на 30 днів',
  },
  en: {
    locale: 'en-US',
    nickname: 'Nickname',
    currentPassword: 'Current password',
    save: 'Save changes',
    saved: 'Profile updated',
    held: /can change again from/,
    tooSoon: 'You can change your nickname once in 30 days',
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`a nickname change (${language})`, () => {
    test.use({ locale: text.locale });

    test('happens once in 30 days, and the old car link leads to the new address', async ({
      page,
      context,
      request,
    }) => {
      const member = await signedInAccount(request, `nick${language}`);
      const car = await request.post('/api/private-transport', {
        headers: bearer(member.tokens),
        data: { ...REQUIRED_VEHICLE_FIELDS, name: 'Old Faithful', year: 2004 },
      });
      expect(car.status()).toBe(201);
      const { slug } = (await car.json()) as { slug: string };
      await giveBrowserTokens(context, member.tokens);

      await page.goto('/profile/settings');
      const nickname = page.getByRole('textbox', { name: text.nickname, exact: true });
      const renamed = `${member.nickname}.new`;
      await nickname.fill(renamed);
      // A new nickname needs the current password (ADR 0124).
      const password = page
        .getByRole('tabpanel')
        .getByLabel(new RegExp(`^${text.currentPassword}`));
      await password.fill(member.password);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await expect(nickname).toHaveAccessibleDescription(text.held);

      // A second change within 30 days: the server's message, under the field, nothing lost.
      await nickname.fill(`${member.nickname}.again`);
      await password.fill(member.password);
      await page.getByRole('button', { name: text.save }).click();
      await expect(nickname).toHaveAccessibleDescription(new RegExp(text.tooSoon));
      await expect(nickname).toHaveValue(`${member.nickname}.again`);

      // Shared links to the old address still work: the server answers 301 to the new one.
      await page.goto(`/u/${member.nickname}/car/${slug}`);
      await expect(page).toHaveURL(`/u/${renamed}/car/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: /Old Faithful/ })).toBeVisible();
    });
  });
}
