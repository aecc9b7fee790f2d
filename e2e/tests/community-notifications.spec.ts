import { expect, test } from '@playwright/test';

import {
  bearer,
  logIn,
  newAccount,
  registerActivated,
  signedInTrustedAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { createPublicCar } from '../support/vehicles';

const LANGUAGES = {
  uk: {
    locale: 'uk-UA',
    commented: (by: string) =>
      `Новий коментар від ${by} до вашого запису бортжурналу «Clutch swap»`,
  },
  en: {
    locale: 'en-US',
    commented: (by: string) => `${by} commented on your logbook entry “Clutch swap”`,
  },
} as const;

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`the conversation's notices (${language})`, () => {
    test.use({ locale: text.locale });

    test('a comment on my logbook entry shows in my open notification centre, and leads to it', async ({
      page,
      request,
    }) => {
      const account = await registerActivated(request, newAccount('talk'), language as 'uk' | 'en');
      const owner = { ...account, tokens: await logIn(request, account) };
      const car = await createPublicCar(request, owner, { name: 'Talk Golf' });
      const added = await request.post(`/api/private-transport/${car.id}/logbook`, {
        headers: bearer(owner.tokens),
        data: {
          title: 'Clutch swap',
          date: '2026-01-15',
          mileage: 42_000,
          category: 'service',
          visibility: 'public',
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      const entry = (await added.json()) as { id: string; discussion: { id: string } };

      await giveBrowserTokens(page.context(), owner.tokens);
      await page.goto('/profile/notifications');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const reader = await signedInTrustedAccount(request, 'reader');
      const commented = await request.post(`/api/discussions/${entry.discussion.id}/comments`, {
        headers: bearer(reader.tokens),
        data: { body: 'Which kit did you use?' },
      });
      expect(commented.status(), await commented.text()).toBe(201);
      const { id: commentId } = (await commented.json()) as { id: string };

      // No reload: the notification stream brings it into the open list.
      const notice = page.getByRole('link', { name: text.commented(reader.nickname) });
      await expect(notice).toHaveAttribute(
        'href',
        `${car.path}/logbook/${entry.id}#comment-${commentId}`,
      );
      await notice.click();
      await expect(page).toHaveURL(`${car.path}/logbook/${entry.id}#comment-${commentId}`);
    });
  });
}
