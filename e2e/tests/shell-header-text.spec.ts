import { expect, test, type Locator } from '@playwright/test';

import { signedInAccount, useTokens } from '../support/accounts';
import { gotoStarted } from '../support/site';

const fontOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { size: style.fontSize, family: style.fontFamily, weight: style.fontWeight };
  });

test.describe('the header', () => {
  test.use({ locale: 'uk-UA' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`says "Вийти" in the size and face of its other items at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      const account = await signedInAccount(request, 'header');
      await useTokens(page.context(), account.tokens);
      await page.setViewportSize(viewport);
      await gotoStarted(page, '/cars');
      await page.getByRole('button', { name: new RegExp(account.nickname) }).click();
      const menu = page.getByRole('menu');
      const signOut = menu.getByRole('menuitem', { name: 'Вийти' });
      await expect(signOut).toBeVisible();
      // The same text as the menu's links, and as large as the header's own items.
      const profile = menu.getByRole('menuitem', { name: 'Профіль' });
      expect(await fontOf(signOut)).toEqual(await fontOf(profile));
      const headerItem =
        viewport.width < 640
          ? page.getByRole('button', { name: 'Меню', exact: true })
          : page.getByRole('navigation', { name: 'Головна навігація' }).getByRole('link', {
              name: 'Авто',
              exact: true,
            });
      expect((await fontOf(signOut)).size).toBe((await fontOf(headerItem)).size);
    });
  }
});
