import { VALIDATION_MESSAGES } from '@carclub/contracts';
import { and, type AnyColumn, count, eq, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Transaction } from '../../db/database';
import { httpErrors } from '../http-errors';
import type { ImageInput } from './images';
import {
  type MediaApp,
  purgeImages,
  releaseImage,
  type SavedImage,
  saveImage,
} from './stored-images';

/**
 * What a list of photos in an order of their own shares (a car's gallery, a logbook entry's and a
 * post's photos): the same upload, the same failure handling and the same reorder; the rows of an
 * entry's or a post's photos are appended, reordered and removed by the same steps too.
 */

/**
 * Processes and writes `inputs` one after another (the image pipeline is the expensive part and is
 * bounded server-wide); when one fails, the ones saved before it are purged and the error thrown.
 */
export async function saveImages(
  app: MediaApp,
  inputs: ImageInput[],
  target: { prefix: string; field: string },
): Promise<SavedImage[]> {
  const saved: SavedImage[] = [];
  try {
    for (const input of inputs) saved.push(await saveImage(app, input, target));
  } catch (error) {
    await purgeImages(
      app,
      saved.map((image) => image.key),
    );
    throw error;
  }
  return saved;
}

/** Runs `change` in a transaction; the saved `keys` are purged again if it does not commit. */
export async function storeSavedImages<T>(
  app: MediaApp,
  keys: string[],
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await app.db.transaction(change);
  } catch (error) {
    await purgeImages(app, keys);
    throw error;
  }
}

/** Whether `ids` names each of `current` exactly once: a valid new order. */
export function isNewOrderOf(ids: readonly string[], current: readonly { id: string }[]): boolean {
  const known = new Set(current.map((row) => row.id));
  return (
    ids.length === known.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => known.has(id))
  );
}

/** The 0-based position of each row in `ids` (by its uuid column `id`), for an UPDATE's SET. */
export function positionsInOrder(id: AnyColumn, ids: readonly string[]): SQL {
  const positions = sql.join(
    ids.map((each, index) => sql`WHEN ${each}::uuid THEN ${index}::integer`),
    sql` `,
  );
  return sql`CASE ${id} ${positions} END`;
}

/**
 * A table of photos in an order of their own, each row one photo of one owner (a post, a logbook
 * entry): the columns the shared steps below read and write.
 */
export interface OrderedPhotoTable {
  table: PgTable;
  id: PgColumn;
  /** The post's or entry's id. */
  owner: PgColumn;
  storageKey: PgColumn;
  position: PgColumn;
}

/**
 * The rows of `saved` photos appended after the owner's last, in the locked owner's transaction;
 * `full()` is thrown when they would take it past `max`. The caller adds its owner column.
 */
export async function appendedPhotoRows(
  tx: Transaction,
  photos: OrderedPhotoTable,
  ownerId: string,
  saved: readonly SavedImage[],
  limit: { max: number; full: () => Error },
) {
  const [stats] = await tx
    .select({ total: count(), last: max(photos.position) })
    .from(photos.table)
    .where(eq(photos.owner, ownerId));
  if ((stats?.total ?? 0) + saved.length > limit.max) throw limit.full();
  const next = stats?.last == null ? 0 : Number(stats.last) + 1;
  return saved.map((image, index) => ({
    storageKey: image.key,
    position: next + index,
    width: image.width,
    height: image.height,
    variantWidths: image.variantWidths,
  }));
}

/**
 * Puts the owner's photos in the order of `photoIds`, which must name each exactly once (else the
 * gallery's 400 under its order payload's field); in the locked owner's transaction. Whether
 * anything was reordered.
 */
export async function reorderPhotoRows(
  tx: Transaction,
  photos: OrderedPhotoTable,
  ownerId: string,
  photoIds: readonly string[],
): Promise<boolean> {
  const current = await tx
    .select({ id: sql<string>`${photos.id}` })
    .from(photos.table)
    .where(eq(photos.owner, ownerId));
  if (!isNewOrderOf(photoIds, current)) {
    throw httpErrors.validation({ imageIds: [VALIDATION_MESSAGES.invalidOption] });
  }
  if (photoIds.length === 0) return false;
  await tx.execute(
    sql`UPDATE ${photos.table} SET ${sql.identifier(photos.position.name)} = ${positionsInOrder(photos.id, photoIds)}
      WHERE ${photos.owner} = ${ownerId}`,
  );
  return true;
}

/**
 * Removes one photo of the owner in the locked owner's transaction, closes the gap it leaves and
 * releases its files (purged once that committed): its storage key, or null when the owner has no
 * such photo.
 */
export async function removePhotoRow(
  tx: Transaction,
  photos: OrderedPhotoTable,
  ownerId: string,
  photoId: string,
): Promise<string | null> {
  const [photo] = await tx
    .delete(photos.table)
    .where(and(eq(photos.id, photoId), eq(photos.owner, ownerId)))
    .returning({
      storageKey: sql<string>`${photos.storageKey}`,
      position: sql<number>`${photos.position}`,
    });
  if (!photo) return null;
  const position = sql.identifier(photos.position.name);
  await tx.execute(
    sql`UPDATE ${photos.table} SET ${position} = ${position} - 1
      WHERE ${photos.owner} = ${ownerId} AND ${photos.position} > ${photo.position}`,
  );
  await releaseImage(tx, photo.storageKey);
  return photo.storageKey;
}
