import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, signedInTrustedAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

test('a member bookmarks a car, a logbook entry and a post and finds them on /my/bookmarks', async ({
  page,
  request,
}) => {
  const owner = await signedInTrustedAccount(request, 'bookmarked');
  const car = await createPublicCar(request, owner, { name: 'Bookmarked Golf' });
  const created = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: 'Нові гальма', date: '2025-02-01', category: 'repair' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const entry = (await created.json()) as { id: string };
  const published = await request.post('/api/posts', {
    headers: bearer(owner.tokens),
    data: { title: 'Історія гольфа', body: 'Як я його купив', vehicleId: car.id, publish: true },
  });
  expect(published.status(), await published.text()).toBe(201);
  const post = (await published.json()) as { slug: string };
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

  // A post, by the same button (ADR 0158).
  await gotoStarted(page, `/u/${owner.nickname}/posts/${post.slug}`);
  await page.getByRole('button', { name: 'У закладки' }).click();
  await expect(page.getByRole('button', { name: 'У закладках' })).toBeVisible();

  await gotoStarted(page, '/my/bookmarks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Закладки');
  const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
  // Newest first: the post, the entry, then the car.
  await expect(titles).toHaveText(['Історія гольфа', 'Нові гальма', 'Bookmarked Golf']);
  await expect(page.getByText(`автор: ${owner.nickname}`)).toBeVisible();
  // The summary counts bookmarks (a car, an entry and a post), not cars.
  await expect(page.getByText('Показано 1–3 з 3 закладок')).toBeVisible();
  await expectNoSeriousViolations(page, 'bookmarks');

  // The owner makes the entry private: it leaves the reader's list.
  const hidden = await request.put(`/api/private-transport/${car.id}/logbook/${entry.id}`, {
    headers: bearer(owner.tokens),
    data: { title: 'Нові гальма', date: '2025-02-01', category: 'repair', visibility: 'private' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);
  await page.reload();
  await expect(titles).toHaveText(['Історія гольфа', 'Bookmarked Golf']);

  await page.getByRole('button', { name: 'Прибрати «Історія гольфа» із закладок' }).click();
  await expect(titles).toHaveText(['Bookmarked Golf']);
  await page.getByRole('button', { name: 'Прибрати «Bookmarked Golf» із закладок' }).click();
  await expect(page.getByRole('heading', { name: 'Закладок ще немає' })).toBeVisible();
});
