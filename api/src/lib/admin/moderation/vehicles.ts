import {
  MODERATION_PAGE_SIZE,
  type ModerationPhotos,
  type ModerationVehicleList,
  type ModerationVehicleQuery,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';

import type { App } from '../../../app-type';
import { manufacturers, models, users, vehicleImages, vehicles } from '../../../db/schema';
import type { Transaction } from '../../../db/database';
import { HttpError, httpErrors } from '../../http-errors';
import { imageUrls, purgeImages, releaseImage } from '../../media';
import { notify } from '../../notifications';
import {
  escapeLike,
  isUuid,
  loadGallery,
  publiclyVisibleVehicle,
  removeGalleryImage,
} from '../../vehicles';
import { recordAdminAction } from '../../audit';

export type ModerationApp = Pick<
  App,
  | 'db'
  | 'storage'
  | 'log'
  | 'notificationHub'
  | 'unsubscribeKey'
  | 'mailer'
  | 'config'
  | 'backgroundTasks'
>;

const ownerBlocked = sql<boolean>`'blocked' = ANY(${users.restrictions})`;

function visibilityFilter(visibility: ModerationVehicleQuery['visibility']): SQL | undefined {
  if (visibility === 'hidden') return isNotNull(vehicles.hiddenAt);
  if (visibility === 'visible') return publiclyVisibleVehicle();
  return undefined;
}

/**
 * The moderation table: every car, hidden ones too, newest first; the search matches the car's
 * name, make, model or its owner's nickname (a report names either).
 */
export async function listModerationVehicles(
  app: Pick<App, 'db'>,
  query: ModerationVehicleQuery,
): Promise<ModerationVehicleList> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = and(
    visibilityFilter(query.visibility),
    pattern === undefined
      ? undefined
      : or(
          ilike(vehicles.name, pattern),
          ilike(users.nickname, pattern),
          ilike(manufacturers.name, pattern),
          ilike(models.name, pattern),
        ),
  );
  const base = () =>
    app.db
      .select({ total: count() })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
      .innerJoin(models, eq(models.id, vehicles.modelId))
      .where(where);
  const [rows, [counted]] = await Promise.all([
    app.db
      .select({
        id: vehicles.id,
        name: vehicles.name,
        year: vehicles.year,
        slug: vehicles.slug,
        ownerNickname: users.nickname,
        ownerBlocked,
        status: vehicles.status,
        hiddenAt: vehicles.hiddenAt,
        hiddenReason: vehicles.hiddenReason,
        photoCount: sql<number>`(SELECT count(*)::int FROM ${vehicleImages} WHERE ${vehicleImages.vehicleId} = ${vehicles.id}) + (${vehicles.previewKey} IS NOT NULL)::int`,
        createdAt: vehicles.createdAt,
      })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
      .innerJoin(models, eq(models.id, vehicles.modelId))
      .where(where)
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((query.page - 1) * MODERATION_PAGE_SIZE),
    base(),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      ownerBlocked: Boolean(row.ownerBlocked),
      photoCount: Number(row.photoCount),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    limit: MODERATION_PAGE_SIZE,
  };
}

/** The preview and gallery of any car, for a moderator to pick a photo to delete; 404 when none. */
export async function moderationPhotos(
  app: Pick<App, 'db' | 'storage'>,
  vehicleId: string,
): Promise<ModerationPhotos> {
  if (!isUuid(vehicleId)) throw httpErrors.notFound();
  const [row] = await app.db
    .select({ previewKey: vehicles.previewKey })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!row) throw httpErrors.notFound();
  const preview = row.previewKey === null ? null : imageUrls(app.storage, row.previewKey);
  return {
    preview: preview && { url: preview.url, cardUrl: preview.cardUrl },
    images: await loadGallery(app, vehicleId),
  };
}

interface LockedVehicle {
  id: string;
  name: string;
  ownerId: string;
  previewKey: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** Locks the car for the rest of the transaction, so two moderators' actions queue; 404 when gone. */
async function lockVehicle(tx: Transaction, vehicleId: string): Promise<LockedVehicle> {
  if (!isUuid(vehicleId)) throw httpErrors.notFound();
  const [row] = await tx
    .select({
      id: vehicles.id,
      name: vehicles.name,
      ownerId: vehicles.ownerId,
      previewKey: vehicles.previewKey,
      hiddenAt: vehicles.hiddenAt,
      hiddenReason: vehicles.hiddenReason,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('update');
  if (!row) throw httpErrors.notFound();
  return row;
}

const hiddenState = (row: Pick<LockedVehicle, 'hiddenAt' | 'hiddenReason'>) => ({
  hidden: row.hiddenAt !== null,
  hiddenReason: row.hiddenReason,
});

export interface ModerationActor {
  id: string;
}

/**
 * Takes a car off the public pages with a reason the owner is shown. 409 when it is hidden already:
 * the second of two moderators must not overwrite the first one's reason unseen.
 */
export async function hideVehicle(
  app: ModerationApp,
  actor: ModerationActor,
  vehicleId: string,
  reason: string,
): Promise<void> {
  const hidden = await app.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (vehicle.hiddenAt !== null) throw new HttpError(409, V.vehicleAlreadyHidden);
    const hiddenAt = new Date();
    await tx
      .update(vehicles)
      .set({ hiddenAt, hiddenReason: reason })
      .where(eq(vehicles.id, vehicle.id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'vehicle.hide',
      targetType: 'vehicle',
      targetId: vehicle.id,
      targetLabel: vehicle.name,
      before: hiddenState(vehicle),
      after: hiddenState({ hiddenAt, hiddenReason: reason }),
      reason,
    });
    return vehicle;
  });
  // After the commit: the owner is never told of a change that did not happen.
  notify(app, hidden.ownerId, 'vehicleHidden', {
    vehicleId: hidden.id,
    vehicleName: hidden.name,
    reason,
  });
}

/** Shows a hidden car again; 409 when it is not hidden. */
export async function restoreVehicle(
  app: ModerationApp,
  actor: ModerationActor,
  vehicleId: string,
  reason: string,
): Promise<void> {
  const restored = await app.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (vehicle.hiddenAt === null) throw new HttpError(409, V.vehicleNotHidden);
    await tx
      .update(vehicles)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(vehicles.id, vehicle.id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'vehicle.restore',
      targetType: 'vehicle',
      targetId: vehicle.id,
      targetLabel: vehicle.name,
      before: hiddenState(vehicle),
      after: hiddenState({ hiddenAt: null, hiddenReason: null }),
      reason,
    });
    return vehicle;
  });
  notify(app, restored.ownerId, 'vehicleRestored', {
    vehicleId: restored.id,
    vehicleName: restored.name,
  });
}

/** Deletes one photo of a car's gallery; 404 when the car has no such photo. */
export async function deleteVehiclePhoto(
  app: ModerationApp,
  actor: ModerationActor,
  vehicleId: string,
  imageId: string,
  reason: string,
): Promise<void> {
  if (!isUuid(imageId)) throw httpErrors.notFound();
  const removed = await app.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    const storageKey = await removeGalleryImage(tx, vehicle.id, imageId);
    if (storageKey === null) throw httpErrors.notFound();
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'photo.delete',
      targetType: 'photo',
      targetId: imageId,
      targetLabel: vehicle.name,
      before: { vehicleId: vehicle.id, storageKey },
      after: null,
      reason,
    });
    return storageKey;
  });
  await purgeImages(app, [removed]);
}

/** Deletes a car's preview image (its cover on the page and the cards); 404 when it has none. */
export async function deleteVehiclePreview(
  app: ModerationApp,
  actor: ModerationActor,
  vehicleId: string,
  reason: string,
): Promise<void> {
  const removed = await app.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    if (vehicle.previewKey === null) throw httpErrors.notFound();
    await tx
      .update(vehicles)
      .set({ previewKey: null, updatedAt: new Date() })
      .where(eq(vehicles.id, vehicle.id));
    await releaseImage(tx, vehicle.previewKey);
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'photo.delete',
      targetType: 'photo',
      // The preview has no id of its own: its storage key names it.
      targetId: vehicle.previewKey,
      targetLabel: vehicle.name,
      before: { vehicleId: vehicle.id, storageKey: vehicle.previewKey, preview: true },
      after: null,
      reason,
    });
    return vehicle.previewKey;
  });
  await purgeImages(app, [removed]);
}
