import { expect, test } from '@playwright/test';

import { signedInAccount, useTokens } from '../support/accounts';

test.use({ locale: 'uk-UA' });

// A page whose code cannot be fetched (a deploy removed its chunk, the network dropped it): after
// its one reload (spec §2) the shell's error page shows, in the visitor's language.
test('a page whose code cannot be loaded says so in Ukrainian, its technical details closed', async ({
  page,
  request,
}) => {
  const member = await signedInAccount(request, 'errpage');
  await useTokens(page.context(), member.tokens);
  await page.route(/billing-page/, (route) => route.abort());

  await page.goto('/profile/billing');
  const heading = page.getByRole('heading', { level: 1, name: 'Щось пішло не так' });
  await expect(heading).toBeVisible();
  const errorPage = page.locator('.status-page', { has: heading });
  await expect(
    errorPage.getByText(
      'Не вдалося завантажити частину цієї сторінки. Перевірте з’єднання і спробуйте ще раз.',
    ),
  ).toBeVisible();
  await expect(errorPage.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();

  const details = errorPage.locator('details');
  await expect(details).not.toHaveAttribute('open');
  await expect(details.locator('pre')).toBeHidden();
  const visible = await errorPage.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details > :not(summary)').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  expect(visible).not.toMatch(/https?:|file:|\.js|chunk/i);

  await details.getByText('Подробиці помилки').click();
  await expect(details.locator('pre')).toBeVisible();
  await expect(details.locator('pre')).toContainText('billing-page');
});
