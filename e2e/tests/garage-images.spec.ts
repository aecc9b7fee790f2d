import { createRequire } from 'node:module';
import path from 'node:path';

import { REQUIRED_VEHICLE_FIELDS } from '@carclub/testing/fixtures';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { bearer, signedInAccount, siteOrigin, type SignedInAccount } from '../support/accounts';

/** The API's own sharp: real photos are made at run time instead of being committed. */
type SharpFactory = (options: {
  create: {
    width: number;
    height: number;
    channels: 3;
    background: string;
    noise: { type: 'gaussian'; mean: number; sigma: number };
  };
}) => { jpeg(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'sharp',
) as SharpFactory;

/** A camera-sized photo: wider than every variant, so each is made. */
function photo(background: string): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg()
    .toBuffer();
}

const GALLERY_SIZE = 12;

async function upload(
  api: APIRequestContext,
  owner: SignedInAccount,
  url: string,
  field: 'file' | 'files',
  photos: Buffer[],
) {
  const form = new FormData();
  photos.forEach((buffer, index) => {
    form.append(field, new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }), `${index}.jpg`);
  });
  const response = await api.post(url, { headers: bearer(owner.tokens), multipart: form });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

let carPath: string;

test.use({ locale: 'en-US' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: siteOrigin });
  try {
    const owner = await signedInAccount(api, 'images');
    const created = await api.post('/api/private-transport', {
      headers: bearer(owner.tokens),
      data: { ...REQUIRED_VEHICLE_FIELDS, name: 'Wide Photos', year: 2016 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    const base = `/api/private-transport/${id}`;
    await upload(api, owner, `${base}/preview`, 'file', [await photo('#1d4ed8')]);
    const gallery = await Promise.all(
      Array.from({ length: GALLERY_SIZE }, (_, index) => photo(`hsl(${index * 30}, 60%, 50%)`)),
    );
    await upload(api, owner, `${base}/gallery`, 'files', gallery);
    carPath = `/u/${owner.nickname}/car/${slug}`;
  } finally {
    await api.dispose();
  }
});

/** Opens the car's page and answers its HTML and every media file the page asked for. */
async function openCar(page: Page) {
  const media: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) media.push(request.url());
  });
  const response = await page.goto(carPath);
  const html = (await response?.text()) ?? '';
  const hero = page.getByRole('img', { name: /^Wide Photos, 2016 / });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  return { html, hero, media };
}

const currentSrc = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);

async function expectPreloadedOnce(html: string, hero: Locator, media: string[]) {
  const sizes = await hero.getAttribute('sizes');
  const srcset = await hero.getAttribute('srcset');
  const preload =
    /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
      html,
    );
  expect(preload?.[1]).toBe(srcset);
  expect(preload?.[2]?.replace(/&amp;/g, '&')).toBe(sizes);
  // The preload and the <img> picked the same file: the cover came over the network once.
  const shown = await currentSrc(hero);
  const stem = shown.replace(/(\.\d+w)?\.webp$/, '');
  expect(media.filter((url) => new URL(url).pathname.startsWith(stem))).toEqual([
    `${siteOrigin}${shown}`,
  ]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('the cover is a variant the size of the screen, preloaded; the thumbnails lazy and small', async ({
    page,
  }) => {
    const { html, hero, media } = await openCar(page);

    // 350 CSS px at density 2: the 640 px file is too small, the 2560 px one wasteful.
    expect(await currentSrc(hero)).toMatch(/\.1280w\.webp$/);
    await expect(hero).toHaveAttribute('width', '2560');
    await expect(hero).toHaveAttribute('height', '1707');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expectPreloadedOnce(html, hero, media);

    const thumbnails = page.getByRole('region', { name: /^Photos/ }).getByRole('img');
    await expect(thumbnails).toHaveCount(GALLERY_SIZE);
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail).toHaveAttribute('loading', 'lazy');
      await expect(thumbnail).toHaveAttribute('decoding', 'async');
      await expect(thumbnail).toHaveAttribute('width', '2560');
      await expect(thumbnail).toHaveAttribute('height', '1707');
    }
    const last = thumbnails.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    // About 170 CSS px at density 2.
    expect(await currentSrc(last)).toMatch(/\.640w\.webp$/);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('the cover is the 1280 px variant, preloaded', async ({ page }) => {
    const { html, hero, media } = await openCar(page);

    // About 656 CSS px beside the name: wider than 640.
    expect(await currentSrc(hero)).toMatch(/\.1280w\.webp$/);
    await expectPreloadedOnce(html, hero, media);
  });
});
