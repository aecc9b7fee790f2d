import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import {
  bearer,
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
  type SignedInAccount,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { untilArrowKeysMove } from '../support/drag-and-drop';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface GalleryImage {
  id: string;
  url: string;
  cardUrl: string;
}

interface OwnVehicle {
  id: string;
  name: string;
  previewImage: string | null;
  gallery: GalleryImage[];
}

/** The API's own sharp: real photos are made at run time instead of being committed. */
type SharpFactory = (options: {
  create: {
    width: number;
    height: number;
    channels: 3;
    background: string;
    noise?: { type: 'gaussian'; mean: number; sigma: number };
  };
}) => { jpeg(): { toBuffer(): Promise<Buffer> }; png(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'sharp',
) as SharpFactory;

/** A small real photo of one colour with some noise, so each is a distinct image. */
async function photo(name: string, background: string): Promise<FilePayload> {
  const image = sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  });
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}

const MB = 1024 * 1024;

async function addCar(request: APIRequestContext, account: SignedInAccount): Promise<OwnVehicle> {
  const created = await request.post('/api/private-transport', {
    headers: bearer(account.tokens),
    data: {
      ...REQUIRED_VEHICLE_FIELDS,
      name: `Media ${randomBytes(3).toString('hex')}`,
      year: 2018,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as OwnVehicle;
}

async function ownVehicle(request: APIRequestContext, account: SignedInAccount, id: string) {
  const response = await request.get(`/api/private-transport/${id}`, {
    headers: bearer(account.tokens),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnVehicle;
}

/** Uploads photos through the API, as another device of the owner would. */
async function addPhotos(
  request: APIRequestContext,
  account: SignedInAccount,
  id: string,
  photos: FilePayload[],
) {
  const form = new FormData();
  for (const { name, mimeType, buffer } of photos) {
    form.append('files', new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  }
  const response = await request.post(`/api/private-transport/${id}/gallery`, {
    headers: bearer(account.tokens),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function openMediaTab(page: Page, id: string) {
  await page.goto(`/edit-car/${id}?tab=media`);
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
}

/** Chooses files the way a user does: the button opens the browser's file picker. */
async function choose(page: Page, button: Locator, files: FilePayload[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

const uploadRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: name });

/** The photos' thumbnail URLs (their card variants) in the order the page shows them. */
const shownOrder = (page: Page) =>
  page
    .getByRole('button', { name: /photo \d+ of \d+/ })
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

const orderSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/gallery/order') && response.request().method() === 'PUT',
  );

test.use({ locale: 'en-US' });

test('upload 3 photos, reorder by keyboard and mouse, pick the preview: the card in My vehicles shows it', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'media');
  const car = await addCar(request, account);
  await giveBrowserTokens(context, account.tokens);
  await openMediaTab(page, car.id);
  await expect(page.getByText('0 / 20')).toBeVisible();

  await choose(page, page.getByRole('button', { name: 'Add photos' }), [
    await photo('front.jpg', '#c0392b'),
    await photo('side.png', '#2980b9'),
    await photo('rear.jpg', '#27ae60'),
  ]);
  // Added files fold into one line: no row per file pushes the gallery down.
  await expect(page.getByText('3 photos uploaded')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('3 / 20')).toBeVisible();
  await expect(page.getByText('3 photos added to the gallery')).toBeVisible();
  const [front, side, rear] = (await ownVehicle(request, account, car.id)).gallery as [
    GalleryImage,
    GalleryImage,
    GalleryImage,
  ];
  expect(await shownOrder(page)).toEqual([front.cardUrl, side.cardUrl, rear.cardUrl]);

  // Keyboard: pick up the first photo, move it one place on, drop it.
  const saved = orderSaved(page);
  // Each key waits for the announcement of the one before, and the first arrow until dnd-kit
  // listens for it.
  const announcement = page.getByRole('main').getByRole('status');
  await page.getByRole('button', { name: 'Move photo 1' }).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText('Photo 1 is over position 1 of 3.');
  await untilArrowKeysMove(page);
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Photo 1 is over position 2 of 3.');
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => shownOrder(page)).toEqual([side.cardUrl, front.cardUrl, rear.cardUrl]);

  // Mouse: drag the last photo by its handle onto the first place.
  const handle = page.getByRole('button', { name: 'Move photo 3' });
  const target = page.getByRole('button', { name: 'Move photo 1' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const dragged = orderSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  expect((await dragged).status()).toBe(200);
  await expect.poll(() => shownOrder(page)).toEqual([rear.cardUrl, side.cardUrl, front.cardUrl]);

  await page.reload();
  await expect(page.getByText('3 / 20')).toBeVisible();
  expect(await shownOrder(page)).toEqual([rear.cardUrl, side.cardUrl, front.cardUrl]);

  const previewSet = page.waitForResponse(
    (response) => response.url().includes('/preview') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Use as preview (photo 2)' }).click();
  const { url: previewUrl } = (await (await previewSet).json()) as { url: string };
  await expect(page.getByText('Photo 2 is now the preview image')).toBeVisible();
  await expect(page.getByRole('img', { name: `${car.name}, preview image` })).toHaveAttribute(
    'src',
    previewUrl,
  );
  // A copy of the second photo (the side view), under a key of its own.
  expect(previewUrl).not.toBe(side.url);
  const previewBytes = await (await request.get(previewUrl)).body();
  const sideBytes = await (await request.get(side.url)).body();
  expect(previewBytes.equals(sideBytes)).toBe(true);

  await page.goto('/my/cars');
  const card = page.getByRole('article', { name: car.name });
  await expect(card.locator('img')).toHaveAttribute(
    'src',
    previewUrl.replace(/\.webp$/, '.card.webp'),
  );
  expect((await ownVehicle(request, account, car.id)).previewImage).toBe(previewUrl);
});

test('the gallery takes what fits under 20 photos, refuses the rest with the limit message and keeps the 20', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'media');
  const car = await addCar(request, account);
  const base = await photo('base.jpg', '#7f8c8d');
  await addPhotos(
    request,
    account,
    car.id,
    Array.from({ length: 19 }, (_, index) => ({ ...base, name: `api-${index + 1}.jpg` })),
  );
  await giveBrowserTokens(context, account.tokens);
  await openMediaTab(page, car.id);
  await expect(page.getByText('19 / 20')).toBeVisible();
  await expect(page.getByText('Almost full: room for 1 more photo.')).toBeVisible();

  await choose(page, page.getByRole('button', { name: 'Add photos' }), [
    await photo('twentieth.jpg', '#8e44ad'),
    await photo('twenty-first.jpg', '#d35400'),
  ]);
  await expect(page.getByText('1 photo uploaded')).toBeVisible();
  await expect(uploadRow(page, 'twentieth.jpg')).toHaveCount(0);
  await expect(uploadRow(page, 'twenty-first.jpg')).toContainText(
    'The gallery is full (at most 20)',
  );
  await expect(page.getByText('20 / 20')).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add photos' });
  await expect(addButton).toBeDisabled();
  await expect(addButton).toHaveAccessibleDescription(/The gallery is full \(at most 20\)/);

  await page.reload();
  await expect(page.getByText('20 / 20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  expect((await ownVehicle(request, account, car.id)).gallery).toHaveLength(20);
});

test('a 15 MB file and a text file renamed .jpg are refused with their messages, and nothing is lost', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'media');
  const car = await addCar(request, account);
  await addPhotos(request, account, car.id, [await photo('kept.jpg', '#16a085')]);
  const before = await ownVehicle(request, account, car.id);
  await giveBrowserTokens(context, account.tokens);
  await openMediaTab(page, car.id);
  await expect(page.getByText('1 / 20')).toBeVisible();

  const huge: FilePayload = {
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(15 * MB, 0xff),
  };
  const text: FilePayload = {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Service history: oil changed at 52 000 km.\n'),
  };
  await choose(page, page.getByRole('button', { name: 'Add photos' }), [huge, text]);
  await expect(uploadRow(page, 'huge.jpg')).toContainText('The file must be no larger than 10 MB');
  await expect(uploadRow(page, 'notes.jpg')).toContainText('The file must be a valid image');
  await expect(
    page.getByText('2 files were not added: see the list of uploads for why'),
  ).toBeVisible();
  await expect(page.getByText('1 / 20')).toBeVisible();
  expect(await shownOrder(page)).toEqual(before.gallery.map((image) => image.cardUrl));

  const previewButton = page.getByRole('button', { name: 'Choose a preview image' });
  await choose(page, previewButton, [text]);
  await expect(previewButton).toHaveAccessibleDescription(/The file must be a valid image/);
  await choose(page, previewButton, [huge]);
  await expect(previewButton).toHaveAccessibleDescription(/The file must be no larger than 10 MB/);
  await expect(page.getByText('No preview image yet')).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 / 20')).toBeVisible();
  const after = await ownVehicle(request, account, car.id);
  expect(after.gallery).toEqual(before.gallery);
  expect(after.previewImage).toBeNull();
});

test('the Media tab has no serious accessibility violation, in English and in Ukrainian', async ({
  page,
  context,
  request,
}) => {
  const account = await signedInAccount(request, 'media');
  const car = await addCar(request, account);
  await addPhotos(
    request,
    account,
    car.id,
    await Promise.all(
      ['#c0392b', '#2980b9', '#27ae60', '#f39c12', '#8e44ad', '#2c3e50', '#d35400'].map(
        (colour, index) => photo(`photo-${index + 1}.jpg`, colour),
      ),
    ),
  );
  const [first] = (await ownVehicle(request, account, car.id)).gallery as [GalleryImage];
  const previewSet = await request.put(`/api/private-transport/${car.id}/preview`, {
    headers: bearer(account.tokens),
    data: { imageId: first.id },
  });
  expect(previewSet.status()).toBe(200);
  await giveBrowserTokens(context, account.tokens);
  await openMediaTab(page, car.id);
  await expect(page.getByText('7 / 20')).toBeVisible();
  // An upload in the list too, so its progress bar and messages are checked as well.
  await choose(page, page.getByRole('button', { name: 'Add photos' }), [
    await photo('extra.jpg', '#95a5a6'),
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
  ]);
  await expect(page.getByText('1 photo uploaded')).toBeVisible();
  await expect(uploadRow(page, 'notes.jpg')).toContainText('The file must be a valid image');
  await expectNoSeriousViolations(page, 'the Media tab (en)');

  await page.getByRole('button', { name: `${car.name}, photo 2 of 8` }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 8' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the photo viewer (en)');
  await page.keyboard.press('Escape');

  await page.getByLabel('Language').selectOption('uk');
  await expect(page.getByRole('heading', { name: 'Галерея' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Перемістити фото 1' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Media tab (uk)');

  await page.getByRole('button', { name: 'Видалити фото 1' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Видалити це фото?' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the delete confirmation (uk)');
  await page.getByRole('button', { name: 'Скасувати' }).click();
  await expect(page.getByRole('button', { name: 'Видалити фото 1' })).toBeFocused();
});
