import {
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  type LogbookEntry,
  type LogbookEntryInput,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, count, eq, isNotNull } from 'drizzle-orm';

import type { Transaction } from '../../db/database';
import { logbookEntries, logbookEntryPhotos, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { purgeImages, releaseImage, storeSavedImages } from '../media';
import { checkRemindersSoon, type ReminderCheckApp } from '../reminders';
import { entryColumns, entryWithPhotosColumns, NEWEST_FIRST, toEntry } from './entries';
import { moveEntryPhotos, reservePublicPhotoKeys } from './photos';
import type { LogbookApp } from './types';

/** The error of an entry past LOGBOOK_MAX_ENTRIES_PER_VEHICLE, under the key `logbook`. */
export const logbookFull = () =>
  httpErrors.validation({ logbook: [V.logbookFull] }, 'The logbook is full');

/**
 * Locks the owner's vehicle for the rest of the transaction, so that the limit, the counter and
 * the mileage are decided by one writer at a time per car; false when it is not theirs (or gone).
 */
export async function lockVehicle(tx: Transaction, vehicleId: string, ownerId: string) {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
    .for('update');
  return row !== undefined;
}

/**
 * What the car's row keeps of its logbook, after every write: its mileage follows the newest entry
 * that has one (an entry dated earlier with a higher mileage does not move it; with no such entry
 * left, the mileage stays as it was), and the card's counter counts the public entries (a private
 * entry is nobody else's business, not even that it exists).
 */
export async function syncVehicle(tx: Transaction, vehicleId: string) {
  const [latest] = await tx
    .select({ mileage: logbookEntries.mileage })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.vehicleId, vehicleId), isNotNull(logbookEntries.mileage)))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  const [counted] = await tx
    .select({ total: count() })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.vehicleId, vehicleId), eq(logbookEntries.visibility, 'public')));
  await tx
    .update(vehicles)
    .set({
      logbookEntriesCount: counted?.total ?? 0,
      ...(latest?.mileage == null ? {} : { mileage: latest.mileage }),
    })
    .where(eq(vehicles.id, vehicleId));
}

/** Adds an entry to the owner's car; null when the car is not theirs. 400 `logbookFull` past the limit. */
export async function createLogbookEntry(
  app: LogbookApp & ReminderCheckApp,
  vehicleId: string,
  ownerId: string,
  input: LogbookEntryInput,
): Promise<LogbookEntry | null> {
  const entry = await app.db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return null;
    const [existing] = await tx
      .select({ total: count() })
      .from(logbookEntries)
      .where(eq(logbookEntries.vehicleId, vehicleId));
    if ((existing?.total ?? 0) >= LOGBOOK_MAX_ENTRIES_PER_VEHICLE) throw logbookFull();
    const [inserted] = await tx
      .insert(logbookEntries)
      .values({ vehicleId, ...entryColumns(input) })
      .returning({ id: logbookEntries.id });
    await syncVehicle(tx, vehicleId);
    // Read back with what the insert's trigger added: the entry's discussion (ADR 0151).
    const [row] = await tx
      .select(entryWithPhotosColumns)
      .from(logbookEntries)
      .where(eq(logbookEntries.id, inserted!.id));
    return toEntry(app.storage, row!);
  });
  if (entry) await checkRemindersSoon(app, vehicleId);
  return entry;
}

/** What the transaction of updateLogbookEntry answers when it found fewer new keys than photos. */
const TOO_FEW_KEYS = Symbol('too few keys');

/**
 * Replaces an entry of the owner's car with the form (photos have calls of their own); null when
 * there is no such entry. When it goes from public to private, its photos move to new addresses in
 * the same transaction and the old files are deleted once it committed, so no address the public
 * had still shows them (ADR 0112).
 */
export async function updateLogbookEntry(
  app: LogbookApp & ReminderCheckApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
  input: LogbookEntryInput,
): Promise<LogbookEntry | null> {
  const keys =
    input.visibility === 'private' ? await reservePublicPhotoKeys(app, vehicleId, entryId) : [];
  const saved = await storeSavedImages(app, keys, async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return null;
    const thisEntry = and(eq(logbookEntries.id, entryId), eq(logbookEntries.vehicleId, vehicleId));
    const [current] = await tx
      .select({ visibility: logbookEntries.visibility })
      .from(logbookEntries)
      .where(thisEntry);
    if (!current) return null;
    let released: string[] = [];
    if (current.visibility === 'public' && input.visibility === 'private') {
      const moved = await moveEntryPhotos(app, tx, entryId, keys);
      if (moved === null) return TOO_FEW_KEYS;
      released = moved;
    }
    await tx
      .update(logbookEntries)
      .set({ ...entryColumns(input), updatedAt: new Date() })
      .where(thisEntry);
    await syncVehicle(tx, vehicleId);
    const [row] = await tx.select(entryWithPhotosColumns).from(logbookEntries).where(thisEntry);
    return { entry: toEntry(app.storage, row!), released };
  });
  const released = saved === null || saved === TOO_FEW_KEYS ? [] : saved.released;
  // The keys no photo took (the first ones went to the photos, in order) go with the old files.
  await purgeImages(app, [...released, ...keys.slice(released.length)]);
  // Another round only when the owner's own uploads committed meanwhile: it ends when they do.
  if (saved === TOO_FEW_KEYS) return updateLogbookEntry(app, vehicleId, ownerId, entryId, input);
  const entry = saved?.entry ?? null;
  if (entry) await checkRemindersSoon(app, vehicleId);
  return entry;
}

/**
 * Deletes an entry of the owner's car and its photos: their rows go by cascade, their files are
 * released in the same transaction and deleted once it committed. False when there is no such entry.
 */
export async function deleteLogbookEntry(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
): Promise<boolean> {
  const released = await app.db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return null;
    const photos = await tx
      .select({ key: logbookEntryPhotos.storageKey })
      .from(logbookEntryPhotos)
      .where(eq(logbookEntryPhotos.entryId, entryId));
    const deleted = await tx
      .delete(logbookEntries)
      .where(and(eq(logbookEntries.id, entryId), eq(logbookEntries.vehicleId, vehicleId)))
      .returning({ id: logbookEntries.id });
    if (deleted.length === 0) return null;
    const keys = photos.map((photo) => photo.key);
    for (const key of keys) await releaseImage(tx, key);
    await syncVehicle(tx, vehicleId);
    return keys;
  });
  if (released === null) return false;
  await purgeImages(app, released);
  return true;
}
