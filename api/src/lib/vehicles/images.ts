import {
  GALLERY_MAX_IMAGES,
  VALIDATION_MESSAGES as V,
  type VehicleImage,
} from '@carclub/contracts';
import { and, asc, count, eq, gt, max, sql } from 'drizzle-orm';

import { vehicleImages, vehicles } from '../../db/schema';
import type { Database, Transaction } from '../../db/database';
import { httpErrors } from '../http-errors';
import {
  confirmImage,
  copyImageFiles,
  type ImageInput,
  imageUrls,
  isNewOrderOf,
  positionsInOrder,
  purgeImages,
  releaseImage,
  reserveImageKey,
  saveImage,
  saveImages,
  storeSavedImages,
} from '../media';
import { galleryImage, galleryImageColumns } from './read';
import type { VehiclesApp } from './types';

export const PREVIEW_FIELD = 'file';
export const GALLERY_FIELD = 'files';

const storagePrefix = (vehicleId: string) => `vehicles/${vehicleId}`;

export const galleryFull = () =>
  httpErrors.validation({ [GALLERY_FIELD]: [V.galleryFull] }, 'The gallery is full');

async function galleryCount(db: Database, vehicleId: string): Promise<number> {
  const [existing] = await db
    .select({ total: count() })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId));
  return existing?.total ?? 0;
}

/**
 * How many more images the gallery takes, asked before an upload's body is read; 400 galleryFull
 * when none. Unlocked, so only an early answer: addGalleryImages' locked count decides.
 */
export async function galleryRoom(db: Database, vehicleId: string): Promise<number> {
  const room = GALLERY_MAX_IMAGES - (await galleryCount(db, vehicleId));
  if (room <= 0) throw galleryFull();
  return room;
}

/** Locks the vehicle row for the rest of the transaction; 404 when it was deleted meanwhile. */
async function lockVehicle(tx: Transaction, id: string, ownerId: string) {
  const [row] = await tx
    .select({ previewKey: vehicles.previewKey })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId)))
    .for('update');
  if (!row) throw httpErrors.notFound();
  return row;
}

async function galleryOf(tx: Transaction, vehicleId: string) {
  return tx
    .select(galleryImageColumns)
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.createdAt));
}

/** Replaces the preview image; the old one's files are deleted once the new one is stored. */
export async function replacePreview(
  app: VehiclesApp,
  vehicleId: string,
  ownerId: string,
  input: ImageInput,
): Promise<string> {
  const saved = await saveImage(app, input, {
    prefix: storagePrefix(vehicleId),
    field: PREVIEW_FIELD,
  });
  const previous = await storeSavedImages(app, [saved.key], async (tx) => {
    const { previewKey } = await lockVehicle(tx, vehicleId, ownerId);
    await tx
      .update(vehicles)
      .set({
        previewKey: saved.key,
        previewWidth: saved.width,
        previewHeight: saved.height,
        previewVariantWidths: saved.variantWidths,
        updatedAt: new Date(),
      })
      .where(eq(vehicles.id, vehicleId));
    await confirmImage(tx, saved.key);
    if (previewKey !== null) await releaseImage(tx, previewKey);
    return previewKey;
  });
  if (previous !== null) await purgeImages(app, [previous]);
  return imageUrls(app.storage, saved.key).url;
}

/** Gallery image `imageId` of the vehicle (its key, size and variants), or null when it has none. */
async function galleryImageRow(db: Database, vehicleId: string, imageId: string) {
  const [image] = await db
    .select({
      storageKey: vehicleImages.storageKey,
      width: vehicleImages.width,
      height: vehicleImages.height,
      variantWidths: vehicleImages.variantWidths,
    })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.id, imageId), eq(vehicleImages.vehicleId, vehicleId)));
  return image ?? null;
}

/**
 * Makes a copy of gallery image `imageId` the preview ("use as preview"). A copy under a new key,
 * not a shared key: keys never repeat (browsers cache media for a year) and deleting the gallery
 * image later must leave the preview whole. The copy is written while the vehicle row is locked,
 * so a concurrent delete cannot purge the source half-way; 404 when the vehicle has no such image.
 */
export async function previewFromGallery(
  app: VehiclesApp,
  vehicleId: string,
  ownerId: string,
  imageId: string,
): Promise<string> {
  // Early answer without writing anything; the locked lookup below is the one that counts.
  if ((await galleryImageRow(app.db, vehicleId, imageId)) === null) throw httpErrors.notFound();

  const key = await reserveImageKey(app, storagePrefix(vehicleId));
  const previous = await storeSavedImages(app, [key], async (tx) => {
    const { previewKey } = await lockVehicle(tx, vehicleId, ownerId);
    const source = await galleryImageRow(tx, vehicleId, imageId);
    if (source === null) throw httpErrors.notFound();
    await copyImageFiles(app, source.storageKey, key, source.variantWidths);
    await tx
      .update(vehicles)
      .set({
        previewKey: key,
        previewWidth: source.width,
        previewHeight: source.height,
        previewVariantWidths: source.variantWidths,
        updatedAt: new Date(),
      })
      .where(eq(vehicles.id, vehicleId));
    await confirmImage(tx, key);
    if (previewKey !== null) await releaseImage(tx, previewKey);
    return previewKey;
  });
  if (previous !== null) await purgeImages(app, [previous]);
  return imageUrls(app.storage, key).url;
}

/**
 * Appends images to the gallery. They are processed and written before the transaction (slow,
 * no lock held); the transaction locks the vehicle row, so concurrent uploads count and insert
 * one after another and the gallery never exceeds GALLERY_MAX_IMAGES.
 */
export async function addGalleryImages(
  app: VehiclesApp,
  vehicleId: string,
  ownerId: string,
  inputs: ImageInput[],
): Promise<VehicleImage[]> {
  // Early answer without decoding anything; the locked count below is the one that counts.
  if ((await galleryCount(app.db, vehicleId)) + inputs.length > GALLERY_MAX_IMAGES) {
    throw galleryFull();
  }

  const saved = await saveImages(app, inputs, {
    prefix: storagePrefix(vehicleId),
    field: GALLERY_FIELD,
  });
  const gallery = await storeSavedImages(
    app,
    saved.map((image) => image.key),
    async (tx) => {
      await lockVehicle(tx, vehicleId, ownerId);
      const [stats] = await tx
        .select({ total: count(), last: max(vehicleImages.position) })
        .from(vehicleImages)
        .where(eq(vehicleImages.vehicleId, vehicleId));
      const total = stats?.total ?? 0;
      if (total + saved.length > GALLERY_MAX_IMAGES) throw galleryFull();
      const next = (stats?.last ?? -1) + 1;
      await tx.insert(vehicleImages).values(
        saved.map((image, index) => ({
          vehicleId,
          storageKey: image.key,
          position: next + index,
          width: image.width,
          height: image.height,
          variantWidths: image.variantWidths,
        })),
      );
      for (const image of saved) await confirmImage(tx, image.key);
      await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
      return galleryOf(tx, vehicleId);
    },
  );
  return gallery.map((image) => galleryImage(app.storage, image));
}

/**
 * Deletes the row of one gallery image, closes the gap it leaves and releases its files; returns
 * the storage key to purge once the transaction commits, or null when the vehicle has no such
 * image. The caller has locked the vehicle row (the owner's delete, a moderator's).
 */
export async function removeGalleryImage(
  tx: Transaction,
  vehicleId: string,
  imageId: string,
): Promise<string | null> {
  const [image] = await tx
    .delete(vehicleImages)
    .where(and(eq(vehicleImages.id, imageId), eq(vehicleImages.vehicleId, vehicleId)))
    .returning({ storageKey: vehicleImages.storageKey, position: vehicleImages.position });
  if (!image) return null;
  await tx
    .update(vehicleImages)
    .set({ position: sql`${vehicleImages.position} - 1` })
    .where(and(eq(vehicleImages.vehicleId, vehicleId), gt(vehicleImages.position, image.position)));
  await releaseImage(tx, image.storageKey);
  await tx.update(vehicles).set({ updatedAt: new Date() }).where(eq(vehicles.id, vehicleId));
  return image.storageKey;
}

/** Removes one gallery image and closes the gap it leaves; false when the vehicle has no such image. */
export async function deleteGalleryImage(
  app: VehiclesApp,
  vehicleId: string,
  ownerId: string,
  imageId: string,
): Promise<boolean> {
  const removed = await app.db.transaction(async (tx) => {
    await lockVehicle(tx, vehicleId, ownerId);
    return removeGalleryImage(tx, vehicleId, imageId);
  });
  if (removed === null) return false;
  await purgeImages(app, [removed]);
  return true;
}

/** Puts the gallery in the order of `imageIds`, which must name each of its images exactly once. */
export async function reorderGallery(
  app: VehiclesApp,
  vehicleId: string,
  ownerId: string,
  imageIds: string[],
): Promise<VehicleImage[]> {
  const gallery = await app.db.transaction(async (tx) => {
    await lockVehicle(tx, vehicleId, ownerId);
    const current = await galleryOf(tx, vehicleId);
    if (!isNewOrderOf(imageIds, current)) {
      throw httpErrors.validation({ imageIds: [V.invalidOption] });
    }
    if (imageIds.length > 0) {
      await tx
        .update(vehicleImages)
        .set({ position: positionsInOrder(vehicleImages.id, imageIds) })
        .where(eq(vehicleImages.vehicleId, vehicleId));
    }
    return galleryOf(tx, vehicleId);
  });
  return gallery.map((image) => galleryImage(app.storage, image));
}
