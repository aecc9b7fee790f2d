import { IMAGE_MAX_SIZE_BYTES, VALIDATION_MESSAGES as V } from '@carclub/contracts';
import sharp from 'sharp';

import { HttpError } from '../../../../src/lib/http-errors';
import {
  allImageFileKeys,
  createLocalStorage,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  responsiveImage,
  IMAGE_CARD_MAX_SIDE,
  IMAGE_FULL_MAX_SIDE,
  imageFileKeys,
  imageUrls,
  processImage,
} from '../../../../src/lib/media';
import { jpegBuffer, pngBuffer, solidPngBuffer, webpBuffer } from '../../../support/images';

const FIELD = 'file';

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('processImage', () => {
  it.each([
    ['jpeg', jpegBuffer],
    ['png', pngBuffer],
    ['webp', webpBuffer],
  ])('re-encodes a %s as WebP of the same size, with a card variant', async (_format, make) => {
    const result = await processImage(await make({ width: 300, height: 200 }), FIELD);

    const full = await sharp(result.full).metadata();
    const card = await sharp(result.card).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 300, 200]);
    expect([result.width, result.height]).toEqual([300, 200]);
    // Never enlarged: smaller than the card size, the card keeps the original size too.
    expect([card.format, card.width, card.height]).toEqual(['webp', 300, 200]);
  });

  it('removes every metadata, including the GPS position', async () => {
    const input = await jpegBuffer({
      width: 1600,
      height: 900,
      exif: {
        IFD0: { Make: 'SecretCam', Model: 'X100' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '50/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '30/1 31/1 0/1',
        },
      },
    });
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.exif?.toString('latin1')).toContain('SecretCam');

    const { full, card, variants } = await processImage(input, FIELD);

    expect(variants.map((variant) => variant.width)).toEqual([640, 1280]);
    for (const output of [full, card, ...variants.map((variant) => variant.data)]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.toString('latin1')).not.toContain('SecretCam');
    }
  });

  it('turns the picture upright as its EXIF orientation says', async () => {
    const input = await jpegBuffer({ width: 120, height: 60, orientation: 6 });

    const result = await processImage(input, FIELD);

    expect([result.width, result.height]).toEqual([60, 120]);
    const metadata = await sharp(result.full).metadata();
    expect(metadata.orientation).toBeUndefined();
  });

  it('shrinks the longest side to the full and card limits, keeping the aspect ratio', async () => {
    const input = await solidPngBuffer({ width: 3000, height: 1500 });

    const result = await processImage(input, FIELD);

    expect([result.width, result.height]).toEqual([IMAGE_FULL_MAX_SIDE, IMAGE_FULL_MAX_SIDE / 2]);
    const card = await sharp(result.card).metadata();
    expect([card.width, card.height]).toEqual([IMAGE_CARD_MAX_SIDE, IMAGE_CARD_MAX_SIDE / 2]);
  });

  it('bounds a portrait image by its height', async () => {
    const result = await processImage(await solidPngBuffer({ width: 1000, height: 2000 }), FIELD);

    const card = await sharp(result.card).metadata();
    expect([result.width, result.height]).toEqual([1000, 2000]);
    expect([card.width, card.height]).toEqual([IMAGE_CARD_MAX_SIDE / 2, IMAGE_CARD_MAX_SIDE]);
  });

  it('makes the 640 and 1280 px wide variants of a large image; the full-size file is the 2560 one', async () => {
    const result = await processImage(await solidPngBuffer({ width: 4000, height: 3000 }), FIELD);

    expect([result.width, result.height]).toEqual([2560, 1920]);
    const sizes = await Promise.all(
      result.variants.map(async (variant) => {
        const metadata = await sharp(variant.data).metadata();
        return [variant.width, metadata.format, metadata.width, metadata.height];
      }),
    );
    expect(sizes).toEqual([
      [640, 'webp', 640, 480],
      [1280, 'webp', 1280, 960],
    ]);
  });

  it.each([
    [1000, 700, [640]],
    [1280, 720, [640]],
    [640, 480, []],
    [300, 200, []],
  ])(
    'never enlarges: an image %i px wide gets only the narrower variants',
    async (width, height, expected) => {
      const result = await processImage(await solidPngBuffer({ width, height }), FIELD);

      expect(result.width).toBe(width);
      expect(result.variants.map((variant) => variant.width)).toEqual(expected);
    },
  );

  it('makes variants of a portrait image by width, below its full-size width', async () => {
    const result = await processImage(await solidPngBuffer({ width: 2000, height: 4000 }), FIELD);

    expect([result.width, result.height]).toEqual([1280, 2560]);
    const [variant, ...others] = result.variants;
    expect(others).toEqual([]);
    const metadata = await sharp(variant!.data).metadata();
    expect([variant!.width, metadata.width, metadata.height]).toEqual([640, 640, 1280]);
  });

  it('keeps the transparency of a PNG in every file', async () => {
    const input = await sharp({
      create: { width: 1400, height: 700, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();

    const result = await processImage(input, FIELD);

    for (const output of [result.full, result.card, ...result.variants.map((v) => v.data)]) {
      expect((await sharp(output).metadata()).hasAlpha).toBe(true);
    }
  });

  it('refuses a text file as an invalid image (422)', async () => {
    const error = await rejection(processImage(Buffer.from('just some text, named .jpg'), FIELD));

    expect(error.statusCode).toBe(422);
    expect(error.details?.fields).toEqual({ [FIELD]: [V.invalidImage] });
  });

  it('refuses a truncated JPEG (422)', async () => {
    const jpeg = await jpegBuffer({ width: 400, height: 300 });

    const error = await rejection(processImage(jpeg.subarray(0, jpeg.length / 2), 'photo'));

    expect(error.statusCode).toBe(422);
    expect(error.details?.fields).toEqual({ photo: [V.invalidImage] });
  });

  it('refuses a decodable format that is not accepted for uploads (422)', async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();

    const error = await rejection(processImage(gif, FIELD));

    expect(error.statusCode).toBe(422);
    expect(error.details?.fields).toEqual({ [FIELD]: [V.invalidImage] });
  });

  it('refuses more than 40 megapixels without decoding them (422)', async () => {
    const input = await solidPngBuffer({ width: 8000, height: 6000 });

    const error = await rejection(processImage(input, FIELD));

    expect(error.statusCode).toBe(422);
    expect(error.details?.fields).toEqual({ [FIELD]: [V.imageTooLarge] });
  });

  it('refuses more bytes than the upload limit (413)', async () => {
    const error = await rejection(processImage(Buffer.alloc(IMAGE_MAX_SIZE_BYTES + 1), FIELD));

    expect(error.statusCode).toBe(413);
    expect(error.details?.fields).toEqual({ [FIELD]: [V.fileTooLarge] });
  });

  it('refuses empty data as a missing file (400)', async () => {
    const error = await rejection(processImage(Buffer.alloc(0), FIELD));

    expect(error.statusCode).toBe(400);
    expect(error.details?.fields).toEqual({ [FIELD]: [V.fileRequired] });
  });
});

describe('allImageFileKeys', () => {
  it('names the full-size file, the card and every variant width, all distinct', () => {
    const files = allImageFileKeys('vehicles/v/abc');

    expect(files).toEqual([
      'vehicles/v/abc.webp',
      'vehicles/v/abc.card.webp',
      imageVariantKey('vehicles/v/abc', 640),
      imageVariantKey('vehicles/v/abc', 1280),
    ]);
    expect(new Set(files).size).toBe(IMAGE_VARIANT_WIDTHS.length + 2);
  });
});

describe('responsiveImage', () => {
  const storage = createLocalStorage('/srv/media');

  it('lists the variants that exist, narrowest first, then the full-size file at its width', () => {
    expect(
      responsiveImage(storage, 'v/a', { width: 2560, height: 1600, variantWidths: [1280, 640] }),
    ).toEqual({
      url: '/media/v/a.webp',
      width: 2560,
      height: 1600,
      variants: [
        { url: '/media/v/a.640w.webp', width: 640 },
        { url: '/media/v/a.1280w.webp', width: 1280 },
        { url: '/media/v/a.webp', width: 2560 },
      ],
    });
  });

  it('lists the full-size file alone for an image stored before variants were made', () => {
    expect(
      responsiveImage(storage, 'v/a', { width: 2000, height: 1000, variantWidths: [] }).variants,
    ).toEqual([{ url: '/media/v/a.webp', width: 2000 }]);
  });

  it('lists nothing but keeps the URL when the size is unknown (a preview stored before sizes)', () => {
    expect(
      responsiveImage(storage, 'v/a', { width: null, height: null, variantWidths: [] }),
    ).toEqual({ url: '/media/v/a.webp', width: null, height: null, variants: [] });
  });
});

describe('imageUrls', () => {
  it('addresses the full image and its card through the storage driver', () => {
    const storage = createLocalStorage('/srv/media');
    const files = imageFileKeys('avatars/abc');

    expect(imageUrls(storage, 'avatars/abc')).toEqual({
      url: storage.url(files.full),
      cardUrl: storage.url(files.card),
    });
    expect(files.full).not.toBe(files.card);
  });
});
