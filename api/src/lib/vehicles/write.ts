import {
  emptyVehicleFeatures,
  emptyVehicleModifications,
  VALIDATION_MESSAGES as V,
  VEHICLE_FIELDS,
  type VehicleCreate,
  type VehicleCreateField,
  type VehicleField,
  type VehicleUpdate,
} from '@carclub/contracts';
import { and, eq, like, or } from 'drizzle-orm';

import type { Transaction } from '../../db/database';
import { vehicleImages, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { logbookPhotoKeysOfVehicles } from './logbook-photo-keys';
import { purgeImages, releaseImage } from '../media';
import { checkRemindersSoon, type ReminderCheckApp } from '../reminders';
import { escapeLike } from './list';
import { referenceIssues, type VehicleReferences } from './references';
import { firstFreeSlug, vehicleSlugBase } from './slug';
import type { VehiclesApp } from './types';

type VehicleRow = typeof vehicles.$inferInsert;

/** Forms send '' for an empty optional input; the database keeps "not set" as null. */
const blankToNull = <T>(value: T | '' | null | undefined): T | null =>
  value === '' || value === undefined ? null : value;

async function assertReferences(app: Pick<VehiclesApp, 'db'>, input: VehicleReferences) {
  const issues = await referenceIssues(app.db, input);
  if (Object.keys(issues).length > 0) throw httpErrors.validation(issues);
}

/** Another request may take the same slug between our read and insert: then we read again. */
const SLUG_ATTEMPTS = 5;

async function takenSlugs(app: Pick<VehiclesApp, 'db'>, ownerId: string, base: string) {
  const rows = await app.db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.ownerId, ownerId),
        or(eq(vehicles.slug, base), like(vehicles.slug, `${escapeLike(base)}-%`)),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/**
 * Inserts the vehicle under the first free slug of its name and year. The unique index
 * (owner, slug) decides races: a conflicting insert inserts nothing, and the next attempt sees the
 * slug that was taken meanwhile.
 */
export async function createVehicle(
  app: Pick<VehiclesApp, 'db'>,
  ownerId: string,
  input: VehicleCreate,
): Promise<string> {
  await assertReferences(app, input);
  const base = vehicleSlugBase(input.name, input.year);
  const fields = {
    name: input.name,
    description: blankToNull(input.description),
    year: input.year,
    manufacturerId: input.manufacturerId,
    modelId: input.modelId,
    bodyTypeId: input.bodyTypeId,
    colorId: input.colorId,
    fuelType: input.fuelType,
    transmission: input.transmission,
    driveType: input.driveType,
    engineCapacity: blankToNull(input.engineCapacity),
    enginePower: blankToNull(input.enginePower),
    mileage: blankToNull(input.mileage),
    vin: blankToNull(input.vin),
    vinPublic: input.vinPublic,
    condition: blankToNull(input.condition),
  } satisfies Record<VehicleCreateField, unknown>;
  const values: Omit<VehicleRow, 'slug'> = {
    ownerId,
    ...fields,
    features: emptyVehicleFeatures(),
    modifications: emptyVehicleModifications(),
  };
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = firstFreeSlug(base, await takenSlugs(app, ownerId, base));
    const [created] = await app.db
      .insert(vehicles)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: [vehicles.ownerId, vehicles.slug] })
      .returning({ id: vehicles.id });
    if (created) return created.id;
  }
  throw httpErrors.conflict('slug');
}

/** The columns PATCH may set: every field of the update schema. */
const UPDATABLE: readonly (VehicleField & keyof VehicleRow)[] = VEHICLE_FIELDS;

/**
 * Applies the edit form. Required fields are always sent; an optional field left out keeps its
 * value and null or '' clears it. The slug stays as it was, so shared links keep working after a
 * rename. Returns false when the vehicle is gone (deleted meanwhile).
 */
export async function updateVehicle(
  app: Pick<VehiclesApp, 'db'> & ReminderCheckApp,
  id: string,
  ownerId: string,
  input: VehicleUpdate,
): Promise<boolean> {
  await assertReferences(app, input);
  const saved = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId)))
      .for('update');
    if (!current) return null;
    const now = new Date();
    const changes: Partial<VehicleRow> = { updatedAt: now };
    for (const field of UPDATABLE) {
      const value = input[field];
      if (value !== undefined) Object.assign(changes, { [field]: blankToNull(value) });
    }
    // Its views for sale are counted from the day it was put up; saving it again does not restart them.
    if (input.status !== undefined && input.status !== current.status) {
      changes.forSaleSince = input.status === 'selling' ? now : null;
    }
    const merged = { ...current, ...changes };
    // The schema checks this rule on the payload; a field left out keeps its stored value, so the
    // result is checked once more.
    const hasAmount = merged.purchasePrice != null || merged.currentValue != null;
    if (hasAmount && merged.currency == null) {
      throw httpErrors.validation({ currency: [V.currencyRequired] });
    }
    await tx.update(vehicles).set(changes).where(eq(vehicles.id, id));
    return { mileageMoved: merged.mileage !== current.mileage };
  });
  // A mileage typed on the car form may pass a reminder's, as a logbook entry's may.
  if (saved?.mileageMoved) await checkRemindersSoon(app, id);
  return saved !== null;
}

/** Storage keys of every image of the vehicle: preview, gallery and its logbook's photos. */
async function imageKeys(tx: Transaction, id: string, previewKey: string | null) {
  const gallery = await tx
    .select({ storageKey: vehicleImages.storageKey })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, id));
  return [
    ...(previewKey === null ? [] : [previewKey]),
    ...gallery.map((row) => row.storageKey),
    ...(await logbookPhotoKeysOfVehicles(tx, [id])),
  ];
}

/** Deletes the vehicle with its gallery rows, then its image files. False when it is gone. */
export async function deleteVehicle(
  app: VehiclesApp,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const released = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ previewKey: vehicles.previewKey })
      .from(vehicles)
      .where(and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId)))
      .for('update');
    if (!current) return null;
    const keys = await imageKeys(tx, id, current.previewKey);
    for (const key of keys) await releaseImage(tx, key);
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    return keys;
  });
  if (released === null) return false;
  await purgeImages(app, released);
  return true;
}
