import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/database';
import type { ImageInput } from './images';
import { type MediaApp, purgeImages, type SavedImage, saveImage } from './stored-images';

/**
 * What a list of photos in an order of their own shares (a car's gallery, a logbook entry's
 * photos): the same upload, the same failure handling and the same reorder.
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
