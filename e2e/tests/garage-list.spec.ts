import { randomBytes } from 'node:crypto';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  siteOrigin,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

const MAKES = [
  { manufacturerId: 'volkswagen', modelId: 'volkswagen-golf' },
  { manufacturerId: 'bmw', modelId: 'bmw-3-series' },
  { manufacturerId: 'toyota', modelId: 'toyota-corolla' },
] as const;
const FUELS = ['petrol', 'diesel', 'electric', 'hybrid'] as const;
const STATUSES = ['active', 'selling', 'sold'] as const;

interface PlannedCar {
  name: string;
  manufacturerId: string;
  modelId: string;
  fuelType: (typeof FUELS)[number];
  status: (typeof STATUSES)[number];
  vin: string | null;
}

/** Letters and digits a VIN may hold (no I, O, Q). */
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const randomVinPart = (length: number) =>
  Array.from(randomBytes(length), (byte) => VIN_ALPHABET[byte % VIN_ALPHABET.length]).join('');

/** A label no other journey's cars carry, so searches find only this run's cars. */
const runTag = () => `T${randomBytes(3).toString('hex')}`;

/** `count` cars with varied makes, fuels and statuses; the 17th has a VIN (a European one). */
function plan(tag: string, count: number): PlannedCar[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `${tag} car ${String(index + 1).padStart(2, '0')}`,
    ...MAKES[index % MAKES.length]!,
    fuelType: FUELS[index % FUELS.length]!,
    status: STATUSES[Math.floor(index / MAKES.length) % STATUSES.length]!,
    vin: index === 16 ? `WVWZZZ1K${randomVinPart(9)}` : null,
  }));
}

/** Adds the cars through the API as their owner would, oldest first. */
async function addCars(request: APIRequestContext, account: SignedInAccount, cars: PlannedCar[]) {
  for (const [index, car] of cars.entries()) {
    const data = {
      ...REQUIRED_VEHICLE_FIELDS,
      name: car.name,
      year: 1990 + index,
      manufacturerId: car.manufacturerId,
      modelId: car.modelId,
      bodyTypeId: 'sedan',
      colorId: 'black',
      fuelType: car.fuelType,
      mileage: 10_000 * (index + 1),
      enginePower: 90 + index,
      vin: car.vin,
    };
    const headers = bearer(account.tokens);
    const created = await request.post('/api/private-transport', { headers, data });
    expect(created.status(), await created.text()).toBe(201);
    if (car.status !== 'active') {
      const { id } = (await created.json()) as { id: string };
      const updated = await request.patch(`/api/private-transport/${id}`, {
        headers,
        data: { ...data, status: car.status },
      });
      expect(updated.status(), await updated.text()).toBe(200);
    }
  }
}

async function openMyCars(page: Page, account: SignedInAccount, path = '/my/cars') {
  await giveBrowserTokens(page.context(), account.tokens);
  await page.goto(path);
}

const cards = (page: Page) => page.getByRole('article');
const showing = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test.describe('My vehicles over 30 cars', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ locale: 'en-US' });

  const tag = runTag();
  const cars = plan(tag, 30);
  let owner: SignedInAccount;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: siteOrigin });
    owner = await signedInAccount(request, 'garage');
    await addCars(request, owner, cars);
    await request.dispose();
  });

  test('shows 12 per page, newest first, with the "Showing" text right on pages 1 and 3', async ({
    page,
  }) => {
    await openMyCars(page, owner);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My vehicles');
    await showing(page, 'Showing 1-12 of 30 vehicles');
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toHaveAccessibleName(`${tag} car 30`);

    await page.getByRole('button', { name: 'Page 3' }).click();
    await showing(page, 'Showing 25-30 of 30 vehicles');
    await expect(page).toHaveURL('/my/cars?page=3');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).last()).toHaveAccessibleName(`${tag} car 01`);

    // A shared link to page 3 opens page 3.
    await page.reload();
    await showing(page, 'Showing 25-30 of 30 vehicles');
  });

  test('narrows the list with filters kept in the URL, through reload and back', async ({
    page,
  }) => {
    const diesel = cars.filter((car) => car.fuelType === 'diesel');
    const dieselVolkswagen = diesel.filter((car) => car.manufacturerId === 'volkswagen');
    expect(dieselVolkswagen.length).toBeGreaterThan(0);

    await openMyCars(page, owner, '/my/cars?page=2');
    await showing(page, 'Showing 13-24 of 30 vehicles');
    await page.getByLabel('Fuel type').selectOption('diesel');
    await showing(page, `Showing 1-${diesel.length} of ${diesel.length} vehicles`);
    await page.getByLabel('Manufacturer').selectOption('volkswagen');
    await showing(
      page,
      `Showing 1-${dieselVolkswagen.length} of ${dieselVolkswagen.length} vehicles`,
    );
    await expect(page).toHaveURL('/my/cars?fuelType=diesel&manufacturer=volkswagen');
    await expect(cards(page)).toHaveCount(dieselVolkswagen.length);
    for (const car of dieselVolkswagen) {
      await expect(page.getByRole('article', { name: car.name })).toBeVisible();
    }

    await page.reload();
    await showing(
      page,
      `Showing 1-${dieselVolkswagen.length} of ${dieselVolkswagen.length} vehicles`,
    );
    await expect(page.getByLabel('Fuel type')).toHaveValue('diesel');
    await expect(page.getByLabel('Manufacturer')).toHaveValue('volkswagen');

    // The model list belongs to the make: choosing one narrows further.
    await page.getByLabel('Model').selectOption('volkswagen-golf');
    await expect(page).toHaveURL(
      '/my/cars?fuelType=diesel&manufacturer=volkswagen&model=volkswagen-golf',
    );

    await page.goBack();
    await expect(page).toHaveURL('/my/cars?fuelType=diesel&manufacturer=volkswagen');
    await page.goBack();
    await expect(page).toHaveURL('/my/cars?fuelType=diesel');
    await showing(page, `Showing 1-${diesel.length} of ${diesel.length} vehicles`);
    await expect(page.getByLabel('Manufacturer')).toHaveValue('');
    await expect(page.getByLabel('Model')).toBeDisabled();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/my/cars');
    await showing(page, 'Showing 1-12 of 30 vehicles');
  });

  test('finds a car by a fragment of its VIN', async ({ page }) => {
    const withVin = cars.find((car) => car.vin !== null)!;
    const fragment = withVin.vin!.slice(8, 14);
    await openMyCars(page, owner);
    await showing(page, 'Showing 1-12 of 30 vehicles');
    await page.getByRole('searchbox', { name: 'Search' }).fill(fragment.toLowerCase());
    await showing(page, 'Showing 1-1 of 1 vehicle');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName(withVin.name);
    await expect(page).toHaveURL(`/my/cars?search=${fragment.toLowerCase()}`);
  });

  test('is usable from the keyboard: filters, pages and the delete dialog', async ({ page }) => {
    await openMyCars(page, owner);
    await showing(page, 'Showing 1-12 of 30 vehicles');

    const searchBox = page.getByRole('searchbox', { name: 'Search' });
    await searchBox.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Status')).toBeFocused();
    // A closed select changes with the arrow keys: the first option after "All statuses".
    const active = cars.filter((car) => car.status === 'active').length;
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL('/my/cars?status=active');
    await showing(page, `Showing 1-${Math.min(active, 12)} of ${active} vehicles`);
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL('/my/cars');
    await showing(page, 'Showing 1-12 of 30 vehicles');

    await page.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await showing(page, 'Showing 13-24 of 30 vehicles');
    // The results, not the pager, have focus now: the next Tab goes into the new cards.
    await expect(page.getByRole('heading', { level: 2, name: '30 vehicles found' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `${tag} car 18`, exact: true })).toBeFocused();

    const deleteButton = page.getByRole('button', { name: `Delete ${tag} car 18` });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Delete “${tag} car 18”?` });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await showing(page, 'Showing 13-24 of 30 vehicles');
  });

  test('deletes a car only after confirmation, with a toast, and the count drops', async ({
    page,
    request,
  }) => {
    const newest = `${tag} car 30`;
    await openMyCars(page, owner);
    await showing(page, 'Showing 1-12 of 30 vehicles');

    await page.getByRole('button', { name: `Delete ${newest}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete “${newest}”?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: newest })).toBeVisible();
    await showing(page, 'Showing 1-12 of 30 vehicles');

    await page.getByRole('button', { name: `Delete ${newest}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Vehicle deleted')).toBeVisible();
    await expect(page.getByText(`“${newest}” has been removed from your garage.`)).toBeVisible();
    await expect(page.getByRole('article', { name: newest })).toHaveCount(0);
    await showing(page, 'Showing 1-12 of 29 vehicles');
    await expect(page.getByRole('link', { name: `${tag} car 29`, exact: true })).toBeFocused();

    const listed = await request.get('/api/private-transport?limit=1', {
      headers: bearer(owner.tokens),
    });
    expect(((await listed.json()) as { total: number }).total).toBe(29);
  });
});

test.describe('an empty garage', () => {
  test.use({ locale: 'en-US' });

  test('greets a new member with a way to add the first car', async ({ page, request }) => {
    const newcomer = await signedInAccount(request, 'newcomer');
    await openMyCars(page, newcomer);
    await expect(page.getByRole('heading', { name: 'Your garage is empty' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await page.getByRole('link', { name: 'Add your first car' }).click();
    await expect(page).toHaveURL('/add-car');
  });
});

test.describe('the public browse', () => {
  test.use({ locale: 'en-US' });

  test("shows several members' cars to a signed-out visitor, with the owners' nicknames", async ({
    page,
    request,
  }) => {
    const tag = runTag();
    const ann = await signedInAccount(request, 'ann');
    const bob = await signedInAccount(request, 'bob');
    await addCars(request, ann, plan(`${tag} ann`, 2));
    await addCars(request, bob, plan(`${tag} bob`, 2));

    await page.goto(`/cars?search=${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await showing(page, 'Showing 1-4 of 4 vehicles');
    const annsCar = page.getByRole('article', { name: `${tag} ann car 01` });
    await expect(annsCar).toContainText(`by ${ann.nickname}`);
    await expect(page.getByRole('article', { name: `${tag} bob car 02` })).toContainText(
      `by ${bob.nickname}`,
    );
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await annsCar.getByRole('link', { name: `${tag} ann car 01` }).click();
    await expect(page).toHaveURL(new RegExp(`/u/${ann.nickname}/car/`));
  });
});

for (const { locale, myCars, cars, deleteLabel } of [
  { locale: 'uk-UA', myCars: 'Мої авто', cars: 'Авто', deleteLabel: 'Видалити' },
  { locale: 'en-US', myCars: 'My vehicles', cars: 'Cars', deleteLabel: 'Delete' },
]) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale });

    test('axe finds no serious or critical violation on /my/cars and /cars', async ({
      page,
      request,
    }) => {
      const member = await signedInAccount(request, 'axe');
      await addCars(request, member, plan(runTag(), 13));

      await openMyCars(page, member);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(myCars);
      await expect(cards(page)).toHaveCount(12);
      await expectNoSeriousViolations(page, `/my/cars (${locale})`);

      await page
        .getByRole('button', { name: new RegExp(`^${deleteLabel} `) })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page, `/my/cars delete dialog (${locale})`);
      await page.keyboard.press('Escape');

      await page.goto('/cars');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cars);
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousViolations(page, `/cars (${locale})`);
    });
  });
}
