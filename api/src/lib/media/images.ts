import { IMAGE_MAX_SIZE_BYTES } from '@carclub/contracts';
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
export const IMAGE_CONTENT_TYPE = 'image/webp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 82;

// One libvips thread per image and no operation cache: the server (CI has 2 cores) must keep
// answering other requests while photos are re-encoded, and decoded photos are never reused.
sharp.concurrency(1);
sharp.cache(false);

/** One stored image: two files derived from `key` (see imageFileKeys). */
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
  width: number;
  height: number;
}

/** The files of one stored image: the full-size WebP and its card variant. */
export function imageFileKeys(key: string): { full: string; card: string } {
  return { full: `${key}.webp`, card: `${key}.card.webp` };
}

export function imageUrls(storage: StorageDriver, key: string): { url: string; cardUrl: string } {
  const files = imageFileKeys(key);
  return { url: storage.url(files.full), cardUrl: storage.url(files.card) };
}

function resizeInside(image: Sharp, side: number): Sharp {
  return image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
}

/**
 * Decodes an uploaded JPEG, PNG or WebP, applies its EXIF orientation and re-encodes it as WebP
 * without any metadata (sharp writes none unless asked, so camera details and GPS position are
 * gone), at most IMAGE_FULL_MAX_SIDE on its longest side, plus a card variant of at most
 * IMAGE_CARD_MAX_SIDE. Never enlarges. Anything else — not an image, another format, truncated or
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
      const full = await resizeInside(decoded, IMAGE_FULL_MAX_SIDE)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      // The card comes from the already reduced image: far cheaper than decoding the original again.
      const card = await resizeInside(sharp(full.data), IMAGE_CARD_MAX_SIDE)
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      return { full: full.data, card, width: full.info.width, height: full.info.height };
    } catch {
      throw mediaErrors.invalidImage(field);
    }
  });
}
