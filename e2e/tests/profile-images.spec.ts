import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  signedInAccount,
  // Renamed: the React hooks lint rule takes any use… call outside a component for a hook.
  useTokens as giveBrowserTokens,
} from '../support/accounts';
import { seriousViolations, type SeriousViolation } from '../support/axe';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The API's own sharp: photos are made at run time, and stored pictures measured. */
interface SharpImage {
  jpeg(): { toBuffer(): Promise<Buffer> };
  png(): { toBuffer(): Promise<Buffer> };
  metadata(): Promise<{ width?: number; height?: number; format?: string }>;
}
type SharpFactory = ((
  options:
    | Buffer
    | {
        create: {
          width: number;
          height: number;
          channels: 3;
          background: string;
          noise?: { type: 'gaussian'; mean: number; sigma: number };
        };
      },
) => SharpImage) &
  SharpImage;
const sharp = createRequire(path.resolve(__dirname, '../../api/package.json'))(
  'sharp',
) as SharpFactory;

/** A real 800×600 photo of one colour with some noise. */
async function photo(name: string, background: string): Promise<FilePayload> {
  const image = sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  });
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}

const TEXT = {
  title: 'Settings',
  avatarAlt: 'Your avatar',
  coverAlt: 'Your cover image',
  chooseAvatar: 'Choose an avatar',
  changeAvatar: 'Change the avatar',
  chooseCover: 'Choose a cover image',
  cropAvatar: 'Crop your avatar',
  cropCover: 'Crop your cover image',
  cropArea: 'Picture in the crop frame',
  zoom: 'Zoom',
  save: 'Save',
  avatarUpdated: 'Avatar updated',
  coverUpdated: 'Cover image updated',
  notAnImage: 'The file must be a valid image',
} as const;

async function openSettings(page: Page) {
  await page.goto('/profile/settings');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avatar and cover' })).toBeVisible();
}

/** Through the file button, as a member does: the page opens the browser's file chooser. */
async function choose(page: Page, button: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** The stored picture's size, read back from the site. */
async function storedSize(page: Page, image: Locator) {
  const url = await image.getAttribute('src');
  expect(url).toBeTruthy();
  const response = await page.request.get(url!);
  expect(response.ok()).toBe(true);
  const { width = 0, height = 0, format } = await sharp(await response.body()).metadata();
  return { url: url!, width, height, format };
}

/**
 * Lets the dialog's opening transition end, so axe sees its final colours. An animation cancelled
 * meanwhile (a toast leaving, say) rejects its `finished`; it is over all the same.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );

/** The frame sits in the middle of the picture's stage, in the kind's shape (the library's CSS). */
async function expectFrameCentred(dialog: Locator, aspect: number) {
  await expect(dialog.getByRole('application')).toBeVisible();
  await settled(dialog.page());
  const frame = await dialog.getByRole('application').boundingBox();
  const stage = await dialog.locator('.reactEasyCrop_Container').boundingBox();
  expect(frame && stage).toBeTruthy();
  expect(Math.abs(frame!.x + frame!.width / 2 - (stage!.x + stage!.width / 2))).toBeLessThan(2);
  expect(Math.abs(frame!.y + frame!.height / 2 - (stage!.y + stage!.height / 2))).toBeLessThan(2);
  expect(frame!.width / frame!.height).toBeCloseTo(aspect, 1);
}

const headerAvatar = (page: Page, nickname: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${nickname}` })
    .locator('img');

test.describe('avatar and cover', () => {
  test.use({ locale: 'en-US' });

  test('an avatar cropped by keyboard shows in the header and the settings at once and after a reload; then a cover', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signedInAccount(request, 'pics');
    await giveBrowserTokens(context, account.tokens);
    await openSettings(page);
    await expect(headerAvatar(page, account.nickname)).toHaveCount(0);

    await choose(page, TEXT.chooseAvatar, await photo('me.jpg', '#2a6f97'));
    const dialog = page.getByRole('dialog', { name: TEXT.cropAvatar });
    await expect(dialog).toBeVisible();
    const area = dialog.getByRole('application', { name: TEXT.cropArea });
    await expectFrameCentred(dialog, 1);
    await area.focus();
    const picture = dialog.locator('img');
    const before = await picture.evaluate((element) => element.style.transform);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => picture.evaluate((element) => element.style.transform))
      .not.toBe(before);
    const zoom = dialog.getByRole('slider', { name: TEXT.zoom });
    await expect(zoom).toHaveValue('1.2');
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveValue('1.3');
    await dialog.getByRole('button', { name: TEXT.save }).click();

    await expect(page.getByRole('status').filter({ hasText: TEXT.avatarUpdated })).toBeVisible();
    await expect(dialog).toBeHidden();
    const settingsAvatar = page.getByRole('img', { name: TEXT.avatarAlt });
    await expect(settingsAvatar).toHaveAttribute('src', /avatars/);
    // Cropped in the browser: a square of the zoomed-in part of the 800×600 photo.
    const stored = await storedSize(page, settingsAvatar);
    expect(stored.width).toBe(stored.height);
    expect(stored.width).toBeLessThan(600);
    expect(stored.width).toBeGreaterThan(400);
    // The header follows without a reload.
    await expect(headerAvatar(page, account.nickname)).toHaveAttribute('src', stored.url);
    await expect(page.getByRole('button', { name: TEXT.changeAvatar })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('img', { name: TEXT.avatarAlt })).toHaveAttribute(
      'src',
      stored.url,
    );
    await expect(headerAvatar(page, account.nickname)).toHaveAttribute('src', stored.url);

    await choose(page, TEXT.chooseCover, await photo('road.png', '#c1121f'));
    const coverDialog = page.getByRole('dialog', { name: TEXT.cropCover });
    await expect(coverDialog.getByRole('application', { name: TEXT.cropArea })).toBeVisible();
    await expectFrameCentred(coverDialog, 3);
    await coverDialog.getByRole('button', { name: TEXT.save }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.coverUpdated })).toBeVisible();
    const cover = await storedSize(page, page.getByRole('img', { name: TEXT.coverAlt }));
    expect(Math.round(cover.width / cover.height)).toBe(3);
    expect(cover.width).toBeLessThanOrEqual(1500);
    // The avatar stays as it was.
    await expect(page.getByRole('img', { name: TEXT.avatarAlt })).toHaveAttribute(
      'src',
      stored.url,
    );
  });

  test('a text file renamed .jpg is refused before upload with the message', async ({
    page,
    context,
    request,
  }) => {
    const account = await signedInAccount(request, 'pictxt');
    await giveBrowserTokens(context, account.tokens);
    await openSettings(page);
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/media/change-')) uploads += 1;
    });

    await choose(page, TEXT.chooseAvatar, {
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Not a photo, just some text.\n'),
    });
    await expect(page.getByRole('button', { name: TEXT.chooseAvatar })).toHaveAccessibleDescription(
      new RegExp(TEXT.notAnImage),
    );
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Could not update the avatar: ${TEXT.notAnImage}` }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(uploads).toBe(0);
  });
});

test.describe('in Ukrainian', () => {
  test.use({ locale: 'uk-UA' });

  test('the crop dialog and the toast speak Ukrainian', async ({ page, context, request }) => {
    const account = await signedInAccount(request, 'picuk');
    await giveBrowserTokens(context, account.tokens);
    await page.goto('/profile/settings');
    await expect(page.getByRole('region', { name: 'Аватар і обкладинка' })).toBeVisible();
    await choose(page, 'Вибрати аватар', await photo('me.jpg', '#6a994e'));
    const dialog = page.getByRole('dialog', { name: 'Обріжте аватар' });
    await expect(dialog.getByRole('slider', { name: 'Масштаб' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Аватар оновлено' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ваш аватар' })).toHaveAttribute('src', /avatars/);
  });
});

test.describe('accessibility', () => {
  test.use({ locale: 'en-US' });

  for (const theme of ['light', 'dark'] as const) {
    test(`the crop dialog has no serious or critical axe-core violation (${theme})`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await signedInAccount(request, `picaxe${theme}`);
      await giveBrowserTokens(context, account.tokens);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      const found: Record<string, SeriousViolation[]> = {};
      const image = await photo('me.jpg', '#ffb703');

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openSettings(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const [button, title] of [
          [TEXT.chooseAvatar, TEXT.cropAvatar],
          [TEXT.chooseCover, TEXT.cropCover],
        ] as const) {
          await choose(page, button, image);
          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog.getByRole('application', { name: TEXT.cropArea })).toBeVisible();
          await settled(page);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[`${title} at ${width}px`] = violations;
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
      expect(found).toEqual({});
    });
  }
});
