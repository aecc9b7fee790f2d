import { expect, test } from '@playwright/test';

import { bearer, signedInAccount, useTokens } from '../support/accounts';
import { layoutAudit } from '../support/layout';
import { gotoStarted } from '../support/site';
import { createPublicCar } from '../support/vehicles';

// Ukrainian: the site's first language, and the longer words of the two.
test.use({ locale: 'uk-UA' });

test("a member's garage pages fit every width, with big targets, visible focus and AA contrast", async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const owner = await signedInAccount(request, 'layout_garage');
  const audit = layoutAudit(page);
  const h1 = page.getByRole('heading', { level: 1 });
  const open = async (url: string, heading?: string) => {
    await gotoStarted(page, url);
    if (heading) await expect(h1).toHaveText(heading);
    else await expect(h1.first()).toBeVisible();
  };

  await useTokens(page.context(), owner.tokens);
  await open('/my/cars');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await audit.check('My vehicles, empty');

  const car = await createPublicCar(
    request,
    owner,
    { name: 'Mercedes-Benz E-Klasse T-Modell Avantgarde', mileage: 240_000 },
    2,
  );
  const written = await request.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: {
      title: 'Технічне обслуговування з заміною всіх фільтрів',
      date: '2025-03-01',
      category: 'service',
      mileage: 239_000,
      cost: 7_400,
      currency: 'UAH',
      parts: [{ name: 'Масляний фільтр', partNumber: 'A 651 180 00 09', price: 650 }],
    },
  });
  expect(written.status(), await written.text()).toBe(201);
  const entry = (await written.json()) as { id: string };
  const reminder = await request.post(`/api/private-transport/${car.id}/reminders`, {
    headers: bearer(owner.tokens),
    data: { title: 'Заміна ременя ГРМ', dueMileage: 250_000, category: 'service' },
  });
  expect(reminder.status(), await reminder.text()).toBe(201);
  const neighbour = await signedInAccount(request, 'layout_neighbour');
  const theirs = await createPublicCar(request, neighbour, { name: 'Škoda Octavia Combi' }, 1);
  const bookmarked = await request.put(`/api/bookmarks/vehicles/${theirs.id}`, {
    headers: bearer(owner.tokens),
  });
  expect(bookmarked.status(), await bookmarked.text()).toBe(204);

  await open('/my/cars');
  await expect(page.getByText('Mercedes-Benz E-Klasse T-Modell Avantgarde')).toBeVisible();
  await audit.check('My vehicles');
  await open('/add-car');
  await audit.check('add a car');
  await open(`/edit-car/${car.id}`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await audit.check('edit, base information');
  await open(`/edit-car/${car.id}?tab=media`);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await audit.check('edit, media');
  // A phone lays the photos two to a row: a full gallery is a short page to reorder.
  await page.setViewportSize({ width: 390, height: 800 });
  const tiles = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Перемістити фото/ }) });
  await expect(tiles).toHaveCount(2);
  const [first, second] = await Promise.all([
    tiles.nth(0).boundingBox(),
    tiles.nth(1).boundingBox(),
  ]);
  expect(first?.y, 'two photos share a row').toBe(second?.y);
  await open(`/edit-car/${car.id}/logbook/new`);
  await audit.check('new logbook entry');
  await open(`/edit-car/${car.id}/logbook/${entry.id}`);
  await audit.check('edit a logbook entry', { contrast: false });
  await open(`/edit-car/${car.id}/logbook/costs`);
  await expect(page.getByRole('region', { name: 'У валюті UAH' })).toBeVisible();
  await audit.check('costs');
  await open(`/edit-car/${car.id}/reminders`);
  await expect(page.getByText('Заміна ременя ГРМ')).toBeVisible();
  await audit.check('reminders');
  await open('/my/bookmarks');
  await expect(page.getByText('Škoda Octavia Combi')).toBeVisible();
  await audit.check('bookmarks');
  audit.expectClean();
});
