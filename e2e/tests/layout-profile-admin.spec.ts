import { expect, test } from '@playwright/test';

import { signedInAccount, signedInAdmin, useTokens } from '../support/accounts';
import { animationsEnded, layoutAudit } from '../support/layout';
import { gotoStarted } from '../support/site';

// Ukrainian: the site's first language, and the longer words of the two.
test.use({ locale: 'uk-UA' });

test('the settings tabs fit every width, with big targets, visible focus and AA contrast', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const member = await signedInAccount(request, 'layout_settings');
  await useTokens(page.context(), member.tokens);
  const audit = layoutAudit(page);
  for (const tab of ['', '?tab=notifications', '?tab=security']) {
    await gotoStarted(page, `/profile/settings${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await audit.check(`settings${tab}`);
  }
  // A toast on a phone stays clear of the form's sticky Save bar.
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoStarted(page, '/profile/settings');
  await page.getByRole('textbox', { name: 'Ім’я' }).fill('Олександра');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Профіль оновлено' }).locator('..');
  await expect(toast).toBeVisible();
  await animationsEnded(page);
  const toastBox = await toast.boundingBox();
  const barBox = await page.locator('.pf-form__actions').boundingBox();
  expect(toastBox && barBox).toBeTruthy();
  if (toastBox && barBox)
    expect(toastBox.y + toastBox.height, 'the toast ends above the Save bar').toBeLessThanOrEqual(
      barBox.y,
    );
  // The account menu opens under its button, at the edge of a phone's screen too.
  const account = page.getByRole('button', { name: new RegExp(member.nickname) });
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await account.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit.checkState('settings with the account menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  audit.expectClean();
});

test('the admin dashboard fits every width, with big targets, visible focus and AA contrast', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const admin = await signedInAdmin(request, 'layout_admin');
  await useTokens(page.context(), admin.tokens);
  const audit = layoutAudit(page);
  const h1 = page.getByRole('heading', { level: 1 });
  for (const path of [
    '/dashboard',
    '/dashboard/members',
    '/dashboard/reference',
    '/dashboard/audit',
    '/dashboard/vehicles',
    '/dashboard/reports',
  ]) {
    await gotoStarted(page, path);
    await expect(h1.first()).toBeVisible();
    await audit.check(path);
  }
  // The audit log on a phone: each entry stacks its fields, so its table needs no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/dashboard/audit');
  // The scroll region is named by the table's caption ("12 записів, найновіші спершу").
  const table = page.getByRole('region', { name: /найновіші спершу/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(
    await table.evaluate((region) => region.scrollWidth - region.clientWidth),
  ).toBeLessThanOrEqual(1);
  // A member's own page: the first of the list (the admin at least is on it).
  await gotoStarted(page, `/dashboard/members?q=${admin.nickname}`);
  await page.getByRole('link', { name: admin.nickname }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/members\/[0-9a-f-]{36}$/);
  await expect(h1.first()).toBeVisible();
  await audit.check('/dashboard/members/:id');
  audit.expectClean();
});
