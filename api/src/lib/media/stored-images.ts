import { randomUUID } from 'node:crypto';

import { inArray, isNotNull, lt, or } from 'drizzle-orm';

import type { App } from '../../app-type';
import { pendingFiles } from '../../db/schema';
import type { Database, Transaction } from '../../db/database';
import {
  allImageFileKeys,
  IMAGE_CONTENT_TYPE,
  type ImageInput,
  imageFileKeys,
  imageVariantKey,
  makeVariants,
  processImage,
} from './images';

/** What the media functions use of the app (the App itself in the server, a stand-in in tests). */
export type MediaApp = Pick<App, 'db' | 'storage' | 'log'>;

/** An upload never takes this long, so older pending files belong to nobody any more. */
export const PENDING_FILE_MAX_AGE_MS = 60 * 60 * 1000;

const fileKeysOf = (keys: string[]) => keys.flatMap(allImageFileKeys);

/**
 * A new key under `prefix`, its files recorded as pending (committed at once), so files written
 * for it before a row references it are never left behind by a crash.
 */
export async function reserveImageKey(app: MediaApp, prefix: string): Promise<string> {
  const key = `${prefix}/${randomUUID()}`;
  await app.db.insert(pendingFiles).values(fileKeysOf([key]).map((storageKey) => ({ storageKey })));
  return key;
}

/**
 * Copies every file of the stored image `from` — the full-size one, its card and the variants of
 * `variantWidths` (what its row says exists) — to `to` (a key from reserveImageKey), so the two
 * images live and die independently. The caller must keep `from` referenced meanwhile.
 */
export async function copyImageFiles(
  app: MediaApp,
  from: string,
  to: string,
  variantWidths: readonly number[],
): Promise<void> {
  const source = imageFileKeys(from);
  const target = imageFileKeys(to);
  await app.storage.copy(source.full, target.full);
  await app.storage.copy(source.card, target.card);
  for (const width of variantWidths) {
    await app.storage.copy(imageVariantKey(from, width), imageVariantKey(to, width));
  }
}

/** A stored image: its key, its size and the widths of the resized copies written (narrowest first). */
export interface SavedImage {
  key: string;
  width: number;
  height: number;
  variantWidths: number[];
}

/**
 * Decodes and re-encodes `input`, writes all its files under `<prefix>/<uuid>` and leaves them
 * pending until a row references the key (confirmImage). The pending rows are committed before the
 * files are written, so a crash at any point leaves nothing the startup sweep cannot find.
 * Throws HttpError 413/422 with `details.fields[field]`.
 */
export async function saveImage(
  app: MediaApp,
  input: ImageInput,
  { prefix, field }: { prefix: string; field: string },
): Promise<SavedImage> {
  const image = await processImage(input, field);
  const key = await reserveImageKey(app, prefix);
  const files = imageFileKeys(key);
  try {
    await app.storage.put(files.full, image.full, IMAGE_CONTENT_TYPE);
    await app.storage.put(files.card, image.card, IMAGE_CONTENT_TYPE);
    for (const variant of image.variants) {
      await app.storage.put(imageVariantKey(key, variant.width), variant.data, IMAGE_CONTENT_TYPE);
    }
  } catch (error) {
    await purgeImages(app, [key]);
    throw error;
  }
  return {
    key,
    width: image.width,
    height: image.height,
    variantWidths: image.variants.map((variant) => variant.width),
  };
}

/** Inside the transaction that stores `key` in a row: its files are no longer pending. */
export async function confirmImage(tx: Database, key: string): Promise<void> {
  await tx.delete(pendingFiles).where(inArray(pendingFiles.storageKey, fileKeysOf([key])));
}

/** Inside the transaction that removes the last reference to `key`: its files are to be deleted. */
export async function releaseImage(tx: Database, key: string): Promise<void> {
  await tx
    .insert(pendingFiles)
    .values(fileKeysOf([key]).map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/** Deletes the files and their pending rows; returns how many it deleted. */
async function deleteFiles(app: MediaApp, fileKeys: string[]): Promise<number> {
  const deleted: string[] = [];
  const failed: string[] = [];
  for (const fileKey of fileKeys) {
    try {
      await app.storage.delete(fileKey);
      deleted.push(fileKey);
    } catch (error) {
      failed.push(fileKey);
      app.log.error({ err: error, storageKey: fileKey }, 'could not delete a stored file');
    }
  }
  if (deleted.length > 0) {
    await app.db.delete(pendingFiles).where(inArray(pendingFiles.storageKey, deleted));
  }
  // A file that could not be deleted keeps its row, marked: it is no longer referenced but still
  // served, so the next sweep, in whichever process, retries it whatever its age.
  if (failed.length > 0) {
    await app.db
      .update(pendingFiles)
      .set({ deletionFailedAt: new Date() })
      .where(inArray(pendingFiles.storageKey, failed));
  }
  return deleted.length;
}

/**
 * After the transaction that released `keys` committed (or after a failed one, for saved but never
 * confirmed keys): deletes their files and pending rows. Never throws: a leftover is only logged and
 * removed by a later sweep.
 */
export async function purgeImages(app: MediaApp, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await deleteFiles(app, fileKeysOf(keys));
  } catch (error) {
    app.log.error({ err: error, keys }, 'could not purge stored images');
  }
}

/**
 * Deletes the files of pending rows older than `maxAgeMs` (uploads that crashed or were abandoned
 * before a row referenced them, and released files whose purge did not happen) and, whatever their
 * age, of the rows whose deletion failed before. Returns how many files were deleted (a file whose
 * deletion fails again keeps its row for the next sweep).
 */
export async function sweepPendingFiles(
  app: MediaApp,
  maxAgeMs: number = PENDING_FILE_MAX_AGE_MS,
): Promise<number> {
  const rows = await app.db
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(
      or(
        lt(pendingFiles.createdAt, new Date(Date.now() - maxAgeMs)),
        isNotNull(pendingFiles.deletionFailedAt),
      ),
    );
  return deleteFiles(
    app,
    rows.map((row) => row.storageKey),
  );
}

export interface ImageOwner {
  /** Locks the row; whether it still references the image and still lacks its variants. */
  claim(tx: Transaction): Promise<boolean>;
  /** Stores the image's size and variant widths in the row; whether it still references it. */
  record(tx: Transaction, made: Omit<SavedImage, 'key'>): Promise<boolean>;
}

async function readAll(app: MediaApp, fileKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of app.storage.read(fileKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes the variants of `key`, an image stored before they existed, from its full-size file, and
 * records them (and its size) through `owner`. The same guarantees as saveImage: the files are
 * pending until the row that references the image records them, in one transaction; when the row
 * went away meanwhile, they are deleted. The claim keeps a second process that has the same image
 * from leaving pending rows behind files the row already lists. Returns whether the row took them.
 */
export async function addMissingVariants(
  app: MediaApp,
  key: string,
  owner: ImageOwner,
): Promise<boolean> {
  const { width, height, variants } = await makeVariants(
    await readAll(app, imageFileKeys(key).full),
  );
  const variantWidths = variants.map((variant) => variant.width);
  const fileKeys = variantWidths.map((variantWidth) => imageVariantKey(key, variantWidth));
  if (fileKeys.length > 0) {
    const claimed = await app.db.transaction(async (tx) => {
      if (!(await owner.claim(tx))) return false;
      await tx
        .insert(pendingFiles)
        .values(fileKeys.map((storageKey) => ({ storageKey })))
        .onConflictDoNothing();
      return true;
    });
    if (!claimed) return false;
    try {
      for (const [index, variant] of variants.entries()) {
        await app.storage.put(fileKeys[index]!, variant.data, IMAGE_CONTENT_TYPE);
      }
    } catch (error) {
      await deleteFiles(app, fileKeys);
      throw error;
    }
  }
  const recorded = await app.db.transaction(async (tx) => {
    if (!(await owner.record(tx, { width, height, variantWidths }))) return false;
    if (fileKeys.length > 0) {
      await tx.delete(pendingFiles).where(inArray(pendingFiles.storageKey, fileKeys));
    }
    return true;
  });
  // Released meanwhile: its purge may have run before these files were written.
  if (!recorded && fileKeys.length > 0) await deleteFiles(app, fileKeys);
  return recorded;
}
