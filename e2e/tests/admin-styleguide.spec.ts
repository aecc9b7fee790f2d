import { expect, test, type Locator } from '@playwright/test';

import { signedInAccount, signedInAdmin, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/** The colour an element is painted with. */
function background(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).backgroundColor);
}

/** The colour a token has inside `element`: that element's theme. */
function tokenColour(element: Locator, token: string): Promise<string> {
  return element.evaluate((node, name) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = `var(${name})`;
    node.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, token);
}

const LANGUAGES = [
  {
    language: 'en',
    locale: 'en-GB',
    texts: {
      sections: 'Dashboard sections',
      styleguide: 'Styleguide',
      colours: 'Colours',
      type: 'Type',
      light: 'Light theme',
      dark: 'Dark theme',
      openDialog: 'Open the dialog',
      dialogTitle: 'Rename the car',
    },
  },
  {
    language: 'uk',
    locale: 'uk-UA',
    texts: {
      sections: 'Розділи адмін-панелі',
      styleguide: 'Стайлгайд',
      colours: 'Кольори',
      type: 'Шрифт',
      light: 'Світла тема',
      dark: 'Темна тема',
      openDialog: 'Відкрити діалог',
      dialogTitle: 'Перейменувати авто',
    },
  },
] as const;

for (const { language, locale, texts } of LANGUAGES) {
  test.describe(`an admin (${language})`, () => {
    test.use({ locale, colorScheme: 'light' });

    test('sees the tokens and components in both themes, whichever theme the page has', async ({
      page,
      context,
      request,
    }) => {
      const admin = await signedInAdmin(request);
      await useTokens(context, admin.tokens);
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: texts.sections })
        .getByRole('link', { name: texts.styleguide })
        .click();
      await expect(page).toHaveURL('/dashboard/styleguide');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.styleguide);

      const light = page.getByRole('group', { name: `${texts.colours}, ${texts.light}` });
      const dark = page.getByRole('group', { name: `${texts.colours}, ${texts.dark}` });
      for (const panel of [light, dark]) {
        await expect(panel.getByText('--cc-color-accent', { exact: true })).toBeVisible();
        await expect(panel.getByText('--cc-color-on-accent', { exact: true })).toBeVisible();
      }
      await expect(
        page
          .getByRole('group', { name: `${texts.type}, ${texts.dark}` })
          .getByText('--cc-font-size-2xl', { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('group', { name: `Button, ${texts.dark}` }).getByRole('button'),
      ).not.toHaveCount(0);

      // In a light page the light panel looks like the page, the dark one does not; and back.
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      const lightPage = await background(html);
      expect(await background(light)).toBe(lightPage);
      expect(await background(dark)).not.toBe(lightPage);

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveAttribute('data-theme', 'dark');
      const darkPage = await background(html);
      expect(darkPage).not.toBe(lightPage);
      expect(await background(dark)).toBe(darkPage);
      expect(await background(light)).toBe(lightPage);

      // A dialog, drawn outside its panel, keeps the panel's theme (read before it hides the page).
      const dialogs = page.getByRole('group', { name: `Dialog, ConfirmDialog, ${texts.light}` });
      const panelRaised = await tokenColour(dialogs, '--cc-color-surface-raised');
      expect(panelRaised).not.toBe(await tokenColour(html, '--cc-color-surface-raised'));
      await dialogs.getByRole('button', { name: texts.openDialog }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialogTitle });
      await expect(dialog).toBeVisible();
      expect(await background(dialog)).toBe(panelRaised);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await expectNoSeriousViolations(page, `the styleguide (${language})`);
    });
  });
}

test.describe('the styleguide is for staff alone', () => {
  test.use({ locale: 'uk-UA' });

  test('a guest is sent to sign in', async ({ page }) => {
    await page.goto('/dashboard/styleguide');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fstyleguide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вхід');
  });

  test('a member is told it is not theirs', async ({ page, context, request }) => {
    const member = await signedInAccount(request, 'member');
    await useTokens(context, member.tokens);
    await page.goto('/dashboard/styleguide');
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Стайлгайд' })).toHaveCount(0);
  });
});
