import { and, asc, eq, gt, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';

import { vehicleImages, vehicles } from '../../db/schema';
import { addMissingVariants, IMAGE_VARIANT_WIDTHS, type ImageOwner } from '../media';
import type { VehiclesApp } from './types';

/** Images one call brings up to date; the caller calls again while some were left. */
export const VARIANT_BACKFILL_BATCH = 20;

/** Narrower images have no variant to make: their empty list is already complete. */
const NARROWEST_VARIANT = Math.min(...IMAGE_VARIANT_WIDTHS);
const NO_VARIANTS = sql`'{}'::integer[]`;

const galleryLacks = and(
  eq(vehicleImages.variantWidths, NO_VARIANTS),
  gt(vehicleImages.width, NARROWEST_VARIANT),
)!;
const previewLacks = and(
  isNotNull(vehicles.previewKey),
  or(
    isNull(vehicles.previewWidth),
    and(
      eq(vehicles.previewVariantWidths, NO_VARIANTS),
      gt(vehicles.previewWidth, NARROWEST_VARIANT),
    ),
  ),
)!;

function galleryOwner(id: string, key: string): ImageOwner {
  const mine = and(eq(vehicleImages.id, id), eq(vehicleImages.storageKey, key));
  return {
    async claim(tx) {
      const rows = await tx
        .select({ id: vehicleImages.id })
        .from(vehicleImages)
        .where(and(mine, galleryLacks))
        .for('update');
      return rows.length > 0;
    },
    async record(tx, { variantWidths }) {
      const rows = await tx
        .update(vehicleImages)
        .set({ variantWidths })
        .where(mine)
        .returning({ id: vehicleImages.id });
      return rows.length > 0;
    },
  };
}

function previewOwner(id: string, key: string): ImageOwner {
  const mine = and(eq(vehicles.id, id), eq(vehicles.previewKey, key));
  return {
    async claim(tx) {
      const rows = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(mine, previewLacks))
        .for('update');
      return rows.length > 0;
    },
    // The preview's size too: previews stored before migration 0011 have none.
    async record(tx, { width, height, variantWidths }) {
      const rows = await tx
        .update(vehicles)
        .set({ previewWidth: width, previewHeight: height, previewVariantWidths: variantWidths })
        .where(mine)
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },
  };
}

/**
 * Images whose variants could not be made (a missing or unreadable file), per app: left out of
 * later batches in this process, so that they never hold back the others; a restart tries again.
 */
const failedKeys = new WeakMap<VehiclesApp['storage'], Set<string>>();

function failedOf(app: VehiclesApp): Set<string> {
  let keys = failedKeys.get(app.storage);
  if (!keys) {
    keys = new Set();
    failedKeys.set(app.storage, keys);
  }
  return keys;
}

const notFailed = (
  column: typeof vehicleImages.storageKey | typeof vehicles.previewKey,
  failed: Set<string>,
): SQL | undefined => (failed.size === 0 ? undefined : notInArray(column, [...failed]));

/**
 * Makes the missing variants of up to `limit` gallery images and previews stored before variants
 * existed (and the size of such previews), oldest first; returns how many images it looked at, so
 * that the caller knows whether to go on. Never throws for one image: it is logged and skipped.
 */
export async function backfillImageVariants(
  app: VehiclesApp,
  limit: number = VARIANT_BACKFILL_BATCH,
): Promise<number> {
  const failed = failedOf(app);
  const gallery = await app.db
    .select({ id: vehicleImages.id, key: vehicleImages.storageKey })
    .from(vehicleImages)
    .where(and(galleryLacks, notFailed(vehicleImages.storageKey, failed)))
    .orderBy(asc(vehicleImages.createdAt))
    .limit(limit);
  const previews =
    gallery.length >= limit
      ? []
      : await app.db
          .select({ id: vehicles.id, key: sql<string>`${vehicles.previewKey}` })
          .from(vehicles)
          .where(and(previewLacks, notFailed(vehicles.previewKey, failed)))
          .orderBy(asc(vehicles.createdAt))
          .limit(limit - gallery.length);

  const images = [
    ...gallery.map(({ id, key }) => ({ key, owner: galleryOwner(id, key) })),
    ...previews.map(({ id, key }) => ({ key, owner: previewOwner(id, key) })),
  ];
  for (const { key, owner } of images) {
    try {
      await addMissingVariants(app, key, owner);
    } catch (error) {
      failed.add(key);
      app.log.error({ err: error, storageKey: key }, 'could not make the variants of an image');
    }
  }
  return images.length;
}
