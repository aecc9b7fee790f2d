import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

test('a member bookmarks a car and a logbook entry and finds them on /my/bookmarks', async ({
  page,
  request,
}) => {
  const owner = await signedInAccount(request, 'bookmarked');
  const car = await createPublicCar(request, owner, { name: 'Bookmarked Golf' });
  const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'Нові гальма', date: '2025-02-01', category: 'repair' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string };
  const reader = await signedInAccount(request, 'reader');

  // A visitor has nothing to bookmark with; the owner has no use for it.
  await gotoStarted(page, car.path);
  await expect(page.getByRole('button', { name: 'У закладки' })).toHaveCount(0);
  await useTokens(page.context(), owner.tokens);
  await gotoStarted(page, car.path);
  await expect(page.getByRole('link', { name: 'Редагувати' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'У закладки' })).toHaveCount(0);

  await page.context().clearCookies();
  await useTokens(page.context(), reader.tokens);
  await gotoStarted(page, car.path);
  const carButton = page.getByRole('button', { name: 'У закладки' });
  await expect(carButton).toHaveAttribute('aria-pressed', 'false');
  await carButton.click();
  await expect(page.getByRole('button', { name: 'У закладках' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await gotoStarted(page, `${car.path}/logbook/${entry.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нові гальма');
  await page.getByRole('button', { name: 'У закладки' }).click();
  await expect(page.getByRole('button', { name: 'У закладках' })).toBeVisible();
  // Still bookmarked after a reload: the state is the server's.
  await page.reload();
  await expect(page.getByRole('button', { name: 'У закладках' })).toBeVisible();

  await gotoStarted(page, '/my/bookmarks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Закладки');
  const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
  // Newest first: the entry, then the car.
  await expect(titles).toHaveText(['Нові гальма', 'Bookmarked Golf']);
  // The summary counts bookmarks (a car and an entry), not cars.
  await expect(page.getByText('Показано 1–2 з 2 закладок')).toBeVisible();
  await expectNoSeriousViolations(page, 'bookmarks');

  // The owner makes the entry private: it leaves the reader's list.
  const hidden = await request.put(`/api/private-transport/${car.id}/logbook/${entry.id}`, {
    headers: bearer(owner.tokens),
    data: { title: 'Нові гальма', date: '2025-02-01', category: 'repair', visibility: 'private' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  await page.reload();
  await expect(titles).toHaveText(['Bookmarked Golf']);

  await page.getByRole('button', { name: 'Прибрати «Bookmarked Golf» із закладок' }).click();
  await expect(page.getByRole('heading', { name: 'Закладок ще немає' })).toBeVisible();
});
