import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, useTokens } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

test.use({ locale: 'uk-UA' });

test('the owner sees what the car cost, by category and year, with a chart; nobody else does', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signedInAccount(request, 'costs');
  const car = await createPublicCar(request, owner, { name: 'Costly Golf' });
  const entries = [
    { title: 'ТО', category: 'service', date: '2024-03-15', mileage: 40_000, cost: 3_000 },
    { title: 'Ремонт', category: 'repair', date: '2025-01-10', mileage: 48_000, cost: 9_000 },
    {
      title: 'Запчастини',
      category: 'parts',
      date: '2025-02-01',
      parts: [{ name: 'Фільтр', price: 500 }],
      visibility: 'private',
    },
  ];
  for (const entry of entries) {
    const response = await request.post(`/api/private-transport/${car.id}/logbook`, {
      headers: bearer(owner.tokens),
      data: { currency: 'UAH', ...entry },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await useTokens(page.context(), owner.tokens);
  await gotoStarted(page, `${car.path}?tab=logbook`);
  await page.getByRole('link', { name: 'Витрати', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Витрати');
  const section = page.getByRole('region', { name: 'У валюті UAH' });
  // 3 000 + 9 000 + 500 (the parts' price of an entry without a cost), private entries too.
  await expect(section.getByRole('definition').first()).toHaveText(/12\s500,00/);
  await expect(section.getByText(/1,56/)).toBeVisible(); // 12 500 over 8 000 km
  const byYear = section.getByRole('table', { name: 'За роками' });
  await expect(byYear.getByRole('row', { name: /2024/ })).toContainText(/3\s000,00/);
  await expect(byYear.getByRole('row', { name: /2025/ })).toContainText(/9\s500,00/);
  const byCategory = section.getByRole('table', { name: 'За категоріями' });
  await expect(byCategory.getByRole('row').nth(1)).toContainText('Ремонт');
  await expect(section.locator('canvas')).toBeVisible();
  await expectNoSeriousViolations(page, 'logbook costs');

  const stranger = await signedInAccount(request, 'nosy');
  const other = await browser.newContext({ locale: 'uk-UA' });
  try {
    await useTokens(other, stranger.tokens);
    const nosy = await other.newPage();
    await gotoStarted(nosy, `/edit-car/${car.id}/logbook/costs`);
    await expect(nosy.getByText('У вас немає прав на редагування цього автомобіля.')).toBeVisible();
    await expect(nosy.getByText(/12\s500/)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
