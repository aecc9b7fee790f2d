import {
  LOGBOOK_MAX_PHOTOS_PER_ENTRY,
  VALIDATION_MESSAGES as V,
  type VehicleImage,
} from '@carclub/contracts';
import { and, asc, count, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database';
import { logbookEntries, logbookEntryPhotos, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import {
  appendedPhotoRows,
  confirmImage,
  copyImageFiles,
  type ImageInput,
  type OrderedPhotoTable,
  purgeImages,
  releaseImage,
  removePhotoRow,
  reorderPhotoRows,
  reserveImageKey,
  saveImages,
  storeSavedImages,
} from '../media';
import { entryPhotoStorage, photoImages } from './entries';
import type { LogbookApp } from './types';

/**
 * An entry's photos (ADR 0093) work as a car's gallery does (lib/vehicles/images.ts): the same
 * multipart field, the same processing and files, the same limit and refusal, the same reorder.
 */
export const PHOTOS_FIELD = 'files';

const storagePrefix = (vehicleId: string, entryId: string) =>
  `vehicles/${vehicleId}/logbook/${entryId}`;

/** The gallery's refusal, under the same field and with the same message (`{{max}}` is 20 too). */
export const entryPhotosFull = () =>
  httpErrors.validation({ [PHOTOS_FIELD]: [V.galleryFull] }, 'The entry has all its photos');

const photoRows: OrderedPhotoTable = {
  table: logbookEntryPhotos,
  id: logbookEntryPhotos.id,
  owner: logbookEntryPhotos.entryId,
  storageKey: logbookEntryPhotos.storageKey,
  position: logbookEntryPhotos.position,
};

const photoColumns = {
  id: logbookEntryPhotos.id,
  storageKey: logbookEntryPhotos.storageKey,
  width: logbookEntryPhotos.width,
  height: logbookEntryPhotos.height,
  variantWidths: logbookEntryPhotos.variantWidths,
};

/** Whether the owner's car has the entry (the routes checked the car; the entry is checked here). */
async function entryOf(db: Database, vehicleId: string, entryId: string): Promise<boolean> {
  const total = await db.$count(
    logbookEntries,
    and(eq(logbookEntries.id, entryId), eq(logbookEntries.vehicleId, vehicleId)),
  );
  return total > 0;
}

/**
 * Locks the owner's car for the rest of the transaction, as every logbook write does, so that the
 * limit holds under concurrent uploads and an entry being deleted cannot gain a photo; 404 when
 * the car is not theirs or the entry not the car's.
 */
async function lockEntry(tx: Transaction, vehicleId: string, ownerId: string, entryId: string) {
  const [car] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
    .for('update');
  if (!car || !(await entryOf(tx, vehicleId, entryId))) throw httpErrors.notFound();
}

async function photoCount(db: Database, entryId: string): Promise<number> {
  return db.$count(logbookEntryPhotos, eq(logbookEntryPhotos.entryId, entryId));
}

async function photosOf(app: LogbookApp, tx: Transaction, entryId: string) {
  const [entry] = await tx
    .select({ visibility: logbookEntries.visibility })
    .from(logbookEntries)
    .where(eq(logbookEntries.id, entryId));
  const rows = await tx
    .select(photoColumns)
    .from(logbookEntryPhotos)
    .where(eq(logbookEntryPhotos.entryId, entryId))
    .orderBy(asc(logbookEntryPhotos.position), asc(logbookEntryPhotos.createdAt));
  return photoImages(entryPhotoStorage(app.storage, entry?.visibility ?? 'private'), rows);
}

/** The entry changed: its photos are part of it. */
async function touchEntry(tx: Transaction, entryId: string) {
  await tx
    .update(logbookEntries)
    .set({ updatedAt: new Date() })
    .where(eq(logbookEntries.id, entryId));
}

/**
 * How many more photos the entry takes, asked before an upload's body is read: 404 for an entry
 * the car does not have, 400 `galleryFull` when none. Unlocked, so an early answer only.
 */
export async function entryPhotoRoom(
  db: Database,
  vehicleId: string,
  entryId: string,
): Promise<number> {
  if (!(await entryOf(db, vehicleId, entryId))) throw httpErrors.notFound();
  const room = LOGBOOK_MAX_PHOTOS_PER_ENTRY - (await photoCount(db, entryId));
  if (room <= 0) throw entryPhotosFull();
  return room;
}

/**
 * Appends photos to an entry. They are processed and written before the transaction (slow, no
 * lock held); the transaction locks the car, so concurrent uploads count and insert one after
 * another and no entry exceeds LOGBOOK_MAX_PHOTOS_PER_ENTRY. Answers with all the entry's photos.
 */
export async function addEntryPhotos(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
  inputs: ImageInput[],
): Promise<VehicleImage[]> {
  const saved = await saveImages(app, inputs, {
    prefix: storagePrefix(vehicleId, entryId),
    field: PHOTOS_FIELD,
  });
  return storeSavedImages(
    app,
    saved.map((image) => image.key),
    async (tx) => {
      await lockEntry(tx, vehicleId, ownerId, entryId);
      const rows = await appendedPhotoRows(tx, photoRows, entryId, saved, {
        max: LOGBOOK_MAX_PHOTOS_PER_ENTRY,
        full: entryPhotosFull,
      });
      await tx.insert(logbookEntryPhotos).values(rows.map((row) => ({ entryId, ...row })));
      for (const image of saved) await confirmImage(tx, image.key);
      await touchEntry(tx, entryId);
      return photosOf(app, tx, entryId);
    },
  );
}

/** Puts the entry's photos in the order of `photoIds`, which must name each exactly once. */
export async function reorderEntryPhotos(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
  photoIds: string[],
): Promise<VehicleImage[]> {
  return app.db.transaction(async (tx) => {
    await lockEntry(tx, vehicleId, ownerId, entryId);
    if (await reorderPhotoRows(tx, photoRows, entryId, photoIds)) await touchEntry(tx, entryId);
    return photosOf(app, tx, entryId);
  });
}

/**
 * Removes one photo of an entry, closes the gap it leaves and deletes its files once that
 * committed; false when the entry has no such photo.
 */
export async function deleteEntryPhoto(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
  photoId: string,
): Promise<boolean> {
  const removed = await app.db.transaction(async (tx) => {
    await lockEntry(tx, vehicleId, ownerId, entryId);
    const storageKey = await removePhotoRow(tx, photoRows, entryId, photoId);
    if (storageKey !== null) await touchEntry(tx, entryId);
    return storageKey;
  });
  if (removed === null) return false;
  await purgeImages(app, [removed]);
  return true;
}

/**
 * New keys for the photos the entry has while it is public, reserved (pending, committed) before
 * the transaction that makes it private copies the files there (moveEntryPhotos): every stored
 * file is pending before it is written. Unlocked, so the count is a first look only.
 */
export async function reservePublicPhotoKeys(
  app: LogbookApp,
  vehicleId: string,
  entryId: string,
): Promise<string[]> {
  const [counted] = await app.db
    .select({ total: count() })
    .from(logbookEntryPhotos)
    .innerJoin(logbookEntries, eq(logbookEntries.id, logbookEntryPhotos.entryId))
    .where(
      and(
        eq(logbookEntryPhotos.entryId, entryId),
        eq(logbookEntries.vehicleId, vehicleId),
        eq(logbookEntries.visibility, 'public'),
      ),
    );
  const keys: string[] = [];
  for (let left = counted?.total ?? 0; left > 0; left--) {
    keys.push(await reserveImageKey(app, storagePrefix(vehicleId, entryId)));
  }
  return keys;
}

/**
 * Inside the transaction that makes a public entry private, the car locked: each photo's files are
 * copied to the next of `keys` (reservePublicPhotoKeys), its row points there, and its old files
 * are released, so every address the public had answers 404 once they are purged (ADR 0112). The
 * photo keeps its id, place and sizes. Returns the released keys (as many as the keys used), or
 * null, having written nothing, when an upload committed since the keys were counted left too few.
 */
export async function moveEntryPhotos(
  app: LogbookApp,
  tx: Transaction,
  entryId: string,
  keys: readonly string[],
): Promise<string[] | null> {
  const photos = await tx
    .select({
      id: logbookEntryPhotos.id,
      storageKey: logbookEntryPhotos.storageKey,
      variantWidths: logbookEntryPhotos.variantWidths,
    })
    .from(logbookEntryPhotos)
    .where(eq(logbookEntryPhotos.entryId, entryId));
  if (photos.length > keys.length) return null;
  for (const [index, photo] of photos.entries()) {
    const key = keys[index]!;
    await copyImageFiles(app, photo.storageKey, key, photo.variantWidths);
    await tx
      .update(logbookEntryPhotos)
      .set({ storageKey: key })
      .where(eq(logbookEntryPhotos.id, photo.id));
    await confirmImage(tx, key);
    await releaseImage(tx, photo.storageKey);
  }
  return photos.map((photo) => photo.storageKey);
}
