import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  siteOrigin,
  useTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { untilArrowKeysMove } from '../support/drag-and-drop';
import { gotoStarted } from '../support/site';
import { createPublicCar, type PublicCar } from '../support/vehicles';
import { photo } from '../support/photos';

// The site's default language.
test.use({ locale: 'uk-UA' });

/** Through the API, as the entry form would: returns the entry's id. */
async function addEntry(
  api: APIRequestContext,
  owner: SignedInAccount,
  car: PublicCar,
  entry: Record<string, unknown>,
): Promise<string> {
  const response = await api.post(`/api/private-transport/${car.id}/logbook`, {
    headers: bearer(owner.tokens),
    data: { date: '2025-03-01', category: 'other', ...entry },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

interface EntryPhoto {
  url: string;
  cardUrl: string;
}

async function entryPhotos(
  api: APIRequestContext,
  owner: SignedInAccount,
  car: PublicCar,
  entryId: string,
): Promise<EntryPhoto[]> {
  const response = await api.get(`/api/private-transport/${car.id}/logbook/${entryId}`, {
    headers: bearer(owner.tokens),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { photos: EntryPhoto[] }).photos;
}

const logbookTab = (page: Page) => page.getByRole('tab', { name: /^Бортжурнал/ });

test.describe('the logbook', () => {
  let owner: SignedInAccount;
  let car: PublicCar;

  test.beforeEach(async ({ request }) => {
    owner = await signedInAccount(request, 'logbook');
    car = await createPublicCar(request, owner, { name: 'Logbook Golf', mileage: 120_000 });
  });

  test('the owner writes an entry in Markdown; a visitor reads it on its own server-rendered page', async ({
    page,
    browser,
  }) => {
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, car.path);
    await logbookTab(page).click();
    await expect(page).toHaveURL(/\?tab=logbook$/);
    await expect(page.getByRole('heading', { name: 'Записів ще немає' })).toBeVisible();
    await page.getByRole('link', { name: 'Додати запис' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новий запис у бортжурналі');
    // A new entry has nowhere to keep photos yet: the form says where they come.
    await expect(page.getByText(/^Фото додаються до збереженого запису/)).toBeVisible();
    // Sent empty: the fields say why, nothing is sent.
    await page.getByRole('button', { name: 'Додати запис' }).click();
    await expect(page.getByLabel(/^Заголовок/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Категорія/)).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel(/^Заголовок/).fill('Заміна оливи');
    await page.getByLabel(/^Дата/).fill('2025-03-14');
    await page.getByLabel(/^Категорія/).selectOption('service');
    await page.getByLabel(/^Пробіг, км/).fill('131 500');
    await page.getByLabel(/^Сума/).fill('2 450,50');
    await page.getByLabel(/^Валюта/).selectOption('UAH');
    const story = [
      '## Що зроблено',
      '',
      '**Castrol** 5W-30, фільтр *OC 90*.',
      '',
      '<script>window.__pwned = true</script> [клік](javascript:window.__pwned=true)',
    ].join('\n');
    await page.getByLabel(/^Історія/).fill(story);
    await page.getByRole('tab', { name: 'Перегляд' }).click();
    const preview = page.locator('.logbook-form__preview');
    await expect(preview.locator('strong')).toHaveText('Castrol');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Текст' }).click();
    await expect(page.getByLabel(/^Історія/)).toHaveValue(story);

    await page.getByRole('button', { name: 'Додати запчастину' }).click();
    await page.getByLabel(/^Запчастина 1: назва/).fill('Оливний фільтр');
    await page.getByLabel(/^Запчастина 1: артикул/).fill('OC 90');
    await page.getByLabel(/^Запчастина 1: ціна/).fill('350');
    await page.getByLabel('Приховати вартість і ціни від інших').uncheck();
    await page.getByRole('button', { name: 'Додати запис' }).click();

    await expect(page).toHaveURL(new RegExp(`${car.path}/logbook/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заміна оливи');
    await expect(page.getByText('14 березня 2025 р.')).toBeVisible();
    const entryUrl = page.url();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // A visitor with no JavaScript (a crawler, a link preview) gets the entry as HTML.
    const crawler = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
    try {
      const visitor = await crawler.newPage();
      const response = await visitor.goto(entryUrl);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Заміна оливи');
      await expect(visitor.locator('.logbook-story strong')).toHaveText('Castrol');
      await expect(visitor.locator('.logbook-story h4')).toHaveText('Що зроблено');
      await expect(visitor.locator('.logbook-story a')).toHaveCount(0);
      await expect(visitor.locator('main script')).toHaveCount(0);
      await expect(visitor.getByRole('cell', { name: 'Оливний фільтр' })).toBeVisible();
      await expect(visitor.getByText(/2\s450,50\s₴|2\s450,50\sгрн/)).toBeVisible();
      await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Заміна оливи',
      );
      await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(new URL(entryUrl).pathname, siteOrigin).href,
      );
      // The car's page lists it on its logbook tab, and its counter counts it.
      await visitor.goto(`${car.path}?tab=logbook`);
      await expect(visitor.getByRole('tab', { name: 'Бортжурнал (1)' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Заміна оливи' })).toBeVisible();
      // The summary counts entries, not cars.
      await expect(visitor.getByText('Показано 1–1 з 1 запису')).toBeVisible();
    } finally {
      await crawler.close();
    }
  });

  test('a private entry is the owner’s alone; edit and delete from the entry', async ({
    page,
    browser,
    request,
  }) => {
    const privateId = await addEntry(request, owner, car, {
      title: 'Штраф за паркування',
      visibility: 'private',
      cost: 340,
      currency: 'UAH',
    });
    await addEntry(request, owner, car, { title: 'Поїздка в Карпати', category: 'trip' });

    const visitorContext = await browser.newContext({ locale: 'uk-UA' });
    try {
      const visitor = await visitorContext.newPage();
      const response = await visitor.goto(`${car.path}/logbook/${privateId}`);
      expect(response?.status()).toBe(404);
      await expect(visitor.getByRole('heading', { name: 'Запис не знайдено' })).toBeVisible();
      await gotoStarted(visitor, `${car.path}?tab=logbook`);
      await expect(visitor.getByRole('link', { name: 'Поїздка в Карпати' })).toBeVisible();
      await expect(visitor.getByText('Штраф за паркування')).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }

    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `${car.path}?tab=logbook`);
    const privateItem = page.getByRole('listitem').filter({ hasText: 'Штраф за паркування' });
    await expect(privateItem.getByText('Лише я')).toBeVisible();
    await privateItem.getByRole('link', { name: 'Штраф за паркування' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Штраф за паркування');
    await page.getByRole('link', { name: 'Редагувати' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Редагування запису');
    await expect(page.getByLabel(/^Заголовок/)).toHaveValue('Штраф за паркування');
    await page.getByLabel(/^Заголовок/).fill('Штраф, оскаржено');
    // The date cannot be in the future: the API's message, shown under the field.
    await page.getByLabel(/^Дата/).fill('2999-01-01');
    await page.getByRole('button', { name: 'Зберегти запис' }).click();
    await expect(page.getByLabel(/^Дата/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Заголовок/)).toHaveValue('Штраф, оскаржено');
    await page.getByLabel(/^Дата/).fill('2025-02-01');
    await page.getByRole('button', { name: 'Зберегти запис' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Штраф, оскаржено');

    await page.getByRole('link', { name: 'Редагувати' }).click();
    await page.getByRole('button', { name: 'Видалити запис' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Видалити' }).click();
    await expect(page).toHaveURL(`${car.path}?tab=logbook`);
    await expect(page.getByRole('link', { name: 'Поїздка в Карпати' })).toBeVisible();
    await expect(page.getByText('Штраф, оскаржено')).toHaveCount(0);
  });

  test('fuel fills give the car’s consumption; the tab and the form have no serious axe violation', async ({
    page,
    request,
  }) => {
    await addEntry(request, owner, car, {
      title: 'Заправка',
      category: 'fuel',
      date: '2025-04-01',
      mileage: 130_000,
      litres: 40,
      fullTank: true,
    });
    await addEntry(request, owner, car, {
      title: 'Заправка',
      category: 'fuel',
      date: '2025-04-10',
      mileage: 130_500,
      litres: 35,
      fullTank: true,
    });
    await useTokens(page.context(), owner.tokens);
    await gotoStarted(page, `${car.path}?tab=logbook`);
    await expect(page.getByText('7 л/100 км')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Заправка' })).toHaveCount(2);
    await expectNoSeriousViolations(page, 'logbook tab');

    await page.getByRole('link', { name: 'Додати запис' }).click();
    await page.getByLabel(/^Категорія/).selectOption('fuel');
    await expect(page.getByLabel(/^Літри/)).toBeVisible();
    await expect(page.getByLabel('Заправлено до повного')).toBeChecked();
    await expectNoSeriousViolations(page, 'logbook entry form');
  });

  test('write an entry with photos and see it on the public page signed out', async ({
    page,
    browser,
    request,
  }) => {
    const entryId = await addEntry(request, owner, car, { title: 'Нові диски', category: 'parts' });
    await useTokens(page.context(), owner.tokens);
    // The new entry's page offers its owner the photos, on the entry's edit page.
    await gotoStarted(page, `${car.path}/logbook/${entryId}`);
    await page.getByRole('link', { name: 'Додати фото' }).click();
    await expect(page).toHaveURL(`/edit-car/${car.id}/logbook/${entryId}#photos`);
    const section = page.getByRole('region', { name: 'Фото', exact: true });
    await expect(section.getByRole('heading', { name: 'Фото ще немає' })).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'Додати фото' }).click();
    await (
      await chooser
    ).setFiles([await photo('before.jpg', '#c0392b'), await photo('after.jpg', '#2980b9')]);
    // Added files fold into one line instead of a row each.
    await expect(section.getByText('2 фото завантажено')).toBeVisible();
    await expect(section.getByRole('progressbar')).toHaveCount(0);
    await expect(section.getByText('2 / 20')).toBeVisible();
    await expectNoSeriousViolations(page, 'logbook entry photos');
    const [before, after] = (await entryPhotos(request, owner, car, entryId)) as [
      EntryPhoto,
      EntryPhoto,
    ];

    // The keyboard moves the first photo after the second; each key waits for the announcement of
    // the one before, and the first arrow until dnd-kit listens for it.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/photos/order') && response.request().method() === 'PUT',
    );
    const announcement = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'над позицією' });
    await section.getByRole('button', { name: 'Перемістити фото 1' }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toHaveText('Фото 1 над позицією 1 з 2.');
    await untilArrowKeysMove(page);
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toHaveText('Фото 1 над позицією 2 з 2.');
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    expect((await entryPhotos(request, owner, car, entryId)).map((shown) => shown.url)).toEqual([
      after.url,
      before.url,
    ]);

    // Signed out, with no JavaScript: the server's page has both, in the new order.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
    try {
      const visitor = await visitorContext.newPage();
      const response = await visitor.goto(`${car.path}/logbook/${entryId}`);
      expect(response?.status()).toBe(200);
      const photos = visitor.getByRole('region', { name: 'Фото', exact: true }).getByRole('img');
      await expect(photos).toHaveCount(2);
      const lead = photos.nth(0);
      await expect(lead).toHaveAttribute('src', after.url);
      await expect(lead).toHaveAttribute('alt', 'Нові диски, фото 1 з 2');
      await expect(lead).toHaveAttribute('width', '320');
      await expect(lead).toHaveAttribute('sizes', /48rem/);
      await expect(lead).not.toHaveAttribute('loading', 'lazy');
      await expect(photos.nth(1)).toHaveAttribute('src', before.cardUrl);
      await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
      // The car's logbook tab shows the entry's first photo small.
      await visitor.goto(`${car.path}?tab=logbook`);
      const item = visitor.getByRole('listitem').filter({ hasText: 'Нові диски' });
      await expect(item.locator('img')).toHaveAttribute('src', after.cardUrl);
      await expect(item.locator('img')).toHaveAttribute('loading', 'lazy');
    } finally {
      await visitorContext.close();
    }

    // Signed out with JavaScript: the car page's viewer opens on the lead photo.
    const readerContext = await browser.newContext({ locale: 'uk-UA' });
    try {
      const reader = await readerContext.newPage();
      const errors: string[] = [];
      reader.on('pageerror', (error) => errors.push(error.message));
      reader.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const scripts: string[] = [];
      reader.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await reader.goto(`${car.path}/logbook/${entryId}`);
      await expect(reader.locator('html')).toHaveAttribute('data-started', 'hydrated');
      await reader.getByRole('button', { name: 'Нові диски, фото 1 з 2' }).click();
      const viewer = reader.getByRole('dialog', { name: 'Нові диски' });
      await expect(viewer.getByRole('img')).toHaveAttribute('src', after.url);
      await reader.keyboard.press('ArrowRight');
      await expect(viewer.getByRole('img')).toHaveAttribute('src', before.url);
      await expectNoSeriousViolations(reader, 'logbook entry photo viewer');
      expect(errors).toEqual([]);
      // The drag-and-drop code is the owner's edit page's alone.
      expect(scripts.filter((url) => url.includes('dnd-kit'))).toEqual([]);
    } finally {
      await readerContext.close();
    }
  });
});
