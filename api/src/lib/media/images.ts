import { IMAGE_MAX_SIZE_BYTES, type ResponsiveImage } from '@carclub/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';

import { mediaErrors } from './errors';
import type { StorageDriver } from './storage';
import { decodeSlots } from './upload-limits';

/** Larger photos are refused before decoding: 40 MP is ~160 MB of pixels in memory. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Longest side of the stored full-size image; smaller images keep their size. */
export const IMAGE_FULL_MAX_SIDE = 2560;
/** Longest side of the card variant used in lists and thumbnails. */
export const IMAGE_CARD_MAX_SIDE = 640;
/**
 * Widths of the resized copies written beside the full-size file, for `srcset`: a browser loads
 * the narrowest that fills its layout. The full-size file is the 2560 one (IMAGE_FULL_MAX_SIDE),
 * so it is not written twice; a width the full-size file does not exceed is not made at all.
 */
export const IMAGE_VARIANT_WIDTHS = [640, 1280] as const;
export const IMAGE_CONTENT_TYPE = 'image/webp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 82;

// One libvips thread per image and no operation cache: the server (CI has 2 cores) must keep
// answering other requests while photos are re-encoded, and decoded photos are never reused.
sharp.concurrency(1);
sharp.cache(false);

/** One stored image: files derived from `key` (see imageFileKeys and imageVariantKey). */
export interface ImageKeys {
  key: string;
}

/** An uploaded file streamed to disk (see withUploads). */
export interface UploadedFile {
  path: string;
  size: number;
}

/** The bytes of an image, or a file on disk holding them (sharp then reads it itself). */
export type ImageInput = Buffer | UploadedFile;

export interface ProcessedImage {
  full: Buffer;
  card: Buffer;
  /** The resized copies narrower than the full-size image, narrowest first. */
  variants: Array<{ width: number; data: Buffer }>;
  width: number;
  height: number;
}

/** The files every stored image has: the full-size WebP and its card variant. */
export function imageFileKeys(key: string): { full: string; card: string } {
  return { full: `${key}.webp`, card: `${key}.card.webp` };
}

/** The file of the `width` px wide copy of the stored image `key`. */
export function imageVariantKey(key: string, width: number): string {
  return `${key}.${width}w.webp`;
}

/**
 * Every file the stored image `key` may have: the two of imageFileKeys and each variant width
 * (made only when narrower than the image, and not at all before variants existed). Pending rows,
 * purges and sweeps go by this list, so all files of an image come and go together; deleting a
 * file that was never made is no error.
 */
export function allImageFileKeys(key: string): string[] {
  return [
    ...Object.values(imageFileKeys(key)),
    ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(key, width)),
  ];
}

export function imageUrls(storage: StorageDriver, key: string): { url: string; cardUrl: string } {
  const files = imageFileKeys(key);
  return { url: storage.url(files.full), cardUrl: storage.url(files.card) };
}

/** The variant widths to make of an image `width` px wide: those it is wider than. */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width);
}

/**
 * The stored image `key` as an `<img>` takes it: its full-size file, its size, and its files by
 * width for `srcset` — the variants listed in `variantWidths` (what its row says was made), then
 * the full-size file when its width is known.
 */
export function responsiveImage(
  storage: StorageDriver,
  key: string,
  { width, height, variantWidths }: StoredImageSize,
): ResponsiveImage {
  const url = storage.url(imageFileKeys(key).full);
  const variants = [...variantWidths]
    .filter((variantWidth) => width === null || variantWidth < width)
    .sort((a, b) => a - b)
    .map((variantWidth) => ({
      url: storage.url(imageVariantKey(key, variantWidth)),
      width: variantWidth,
    }));
  return {
    url,
    width,
    height,
    variants: width === null ? variants : [...variants, { url, width }],
  };
}

/** What a row stores of an image besides its key; null sizes for images stored before sizes were. */
export interface StoredImageSize {
  width: number | null;
  height: number | null;
  variantWidths: readonly number[];
}

/** The variants narrower than `width` of the pixels `fromPixels` gives, narrowest first. */
async function encodeVariants(fromPixels: () => Sharp, width: number) {
  const variants = [];
  for (const variantWidth of variantWidthsFor(width)) {
    const data = await fromPixels()
      .resize({ width: variantWidth })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ width: variantWidth, data });
  }
  return variants;
}

/**
 * The variants of a stored full-size file (`full`, written by processImage), and its size: for
 * images stored before the variants were made. Bounded like uploads (decodeSlots).
 */
export async function makeVariants(
  full: Buffer,
): Promise<Pick<ProcessedImage, 'variants' | 'width' | 'height'>> {
  return decodeSlots.run(async () => {
    const { data: pixels, info } = await sharp(full, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    const fromPixels = () => sharp(pixels, { raw: { width, height, channels: info.channels } });
    return { variants: await encodeVariants(fromPixels, width), width, height };
  });
}

function resizeInside(image: Sharp, side: number): Sharp {
  return image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
}

/**
 * Decodes an uploaded JPEG, PNG or WebP, applies its EXIF orientation and re-encodes it as WebP
 * without any metadata (sharp writes none unless asked, so camera details and GPS position are
 * gone), at most IMAGE_FULL_MAX_SIDE on its longest side, plus a card variant of at most
 * IMAGE_CARD_MAX_SIDE and the IMAGE_VARIANT_WIDTHS narrower than the full-size image. Never enlarges. Anything else — not an image, another format, truncated or
 * corrupt data, too many pixels, too many bytes — throws the HttpError to send for `field`.
 */
export async function processImage(input: ImageInput, field: string): Promise<ProcessedImage> {
  const [source, size] = Buffer.isBuffer(input) ? [input, input.length] : [input.path, input.size];
  if (size === 0) throw mediaErrors.fileRequired(field);
  if (size > IMAGE_MAX_SIZE_BYTES) throw mediaErrors.fileTooLarge(field);

  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw mediaErrors.invalidImage(field);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw mediaErrors.invalidImage(field);
  if (metadata.width * metadata.height > IMAGE_MAX_INPUT_PIXELS) {
    throw mediaErrors.imageTooLarge(field);
  }

  // A bounded number of decodes at once (see IMAGE_DECODE_CONCURRENCY); the others wait in line.
  return decodeSlots.run(async () => {
    try {
      const decoded = sharp(source, {
        failOn: 'error',
        limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      }).rotate();
      // The reduced image's pixels, kept once: every file is encoded from them, far cheaper than
      // decoding the original (or a WebP of it) again for each.
      const { data: pixels, info } = await resizeInside(decoded, IMAGE_FULL_MAX_SIDE)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height } = info;
      const fromPixels = () => sharp(pixels, { raw: { width, height, channels: info.channels } });
      const full = await fromPixels().webp({ quality: WEBP_QUALITY }).toBuffer();
      const card = await resizeInside(fromPixels(), IMAGE_CARD_MAX_SIDE)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const variants = await encodeVariants(fromPixels, width);
      return { full, card, variants, width, height };
    } catch {
      throw mediaErrors.invalidImage(field);
    }
  });
}
