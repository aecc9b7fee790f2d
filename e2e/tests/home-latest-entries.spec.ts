import { expect, test } from '@playwright/test';

import { bearer, signedInAccount } from '../support/accounts';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

test.describe('the home and logbooks pages, as a crawler reads them', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the latest public logbook entries, linked to their pages, and no private one', async ({
    page,
    request,
  }) => {
    const owner = await signedInAccount(request, 'latest');
    const car = await createPublicCar(request, owner, { name: 'Home Golf' });
    const write = async (title: string, visibility: 'public' | 'private') => {
      const response = await request.post(`/api/private-transport/${car.id}/logbook`, {
        headers: bearer(owner.tokens),
        data: { title, date: '2025-01-05', category: 'trip', visibility },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const publicTitle = `Поїздка ${owner.nickname}`;
    const entryId = await write(publicTitle, 'public');
    await write(`Таємниця ${owner.nickname}`, 'private');

    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Нове в бортжурналах' });
    const link = latest.getByRole('link', { name: publicTitle });
    await expect(link).toHaveAttribute('href', `${car.path}/logbook/${entryId}`);
    await expect(latest.getByText(`Home Golf · ${owner.nickname}`)).toBeVisible();
    await expect(page.getByText(`Таємниця ${owner.nickname}`)).toHaveCount(0);

    // The Community menu's Logbooks: the same, more of them, under its own heading.
    await page.goto('/logbooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бортжурнали');
    await expect(
      page.getByRole('region', { name: 'Нові записи' }).getByRole('link', { name: publicTitle }),
    ).toHaveAttribute('href', `${car.path}/logbook/${entryId}`);
    await expect(page.getByText(`Таємниця ${owner.nickname}`)).toHaveCount(0);
  });
});

test('the home page with its latest entries hydrates as the server sent it', async ({
  page,
  request,
}) => {
  const owner = await signedInAccount(request, 'hydrate');
  const car = await createPublicCar(request, owner, { name: 'Hydrated Golf' });
  const response = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { title: `Мийка ${owner.nickname}`, date: '2025-01-06', category: 'detailing' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
  await page.getByRole('link', { name: `Мийка ${owner.nickname}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Мийка ${owner.nickname}`);
  expect(errors).toEqual([]);
});
