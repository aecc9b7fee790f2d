import type {
  FuelConsumption,
  LogbookEntry,
  LogbookListQuery,
  Paginated,
  PublicLogbookEntry,
} from '@carclub/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, users, vehicles } from '../../db/schema';
import { publiclyVisibleVehicle } from '../vehicles';
import { fuelConsumption } from './consumption';
import { plausibleConsumption } from './plausibility';
import { entryWithPhotosColumns, NEWEST_FIRST, toEntry, toPublicEntry } from './entries';
import type { LogbookApp } from './types';

const isPublic = eq(logbookEntries.visibility, 'public');

/** A publicly visible car of the public routes, with its count of public entries. */
export interface PublicLogbookVehicle {
  id: string;
  publicEntries: number;
}

/**
 * The car of `/users/{nickname}/vehicles/{slug}` (nickname ignoring case) while the public may see
 * it (publiclyVisibleVehicle: not hidden by a moderator, owner not blocked); null otherwise, so a
 * hidden car's logbook is a 404 as its page is.
 */
export async function findPublicVehicle(
  db: Database,
  nickname: string,
  slug: string,
): Promise<PublicLogbookVehicle | null> {
  const [row] = await db
    .select({ id: vehicles.id, publicEntries: vehicles.logbookEntriesCount })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${nickname})`,
        eq(vehicles.slug, slug),
        publiclyVisibleVehicle(),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether `ownerId` owns the vehicle (the routes check first; the logic does not rely on it). */
async function ownsVehicle(db: Database, vehicleId: string, ownerId: string) {
  const total = await db.$count(
    vehicles,
    and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)),
  );
  return total > 0;
}

/**
 * One page of a car's entries, newest first. The page's ids are cut from the index alone (an
 * index-only scan of `logbook_entries_vehicle_newest_idx` or its public twin), and only those rows
 * are read: reading every skipped row took 30 ms for page 50 of a car with 2,000 entries, this 0.6.
 */
function pageOf(db: Database, vehicleId: string, query: LogbookListQuery, publicOnly: boolean) {
  const page = db.$with('page').as(
    db
      .select({ pageId: logbookEntries.id })
      .from(logbookEntries)
      .where(and(eq(logbookEntries.vehicleId, vehicleId), publicOnly ? isPublic : undefined))
      .orderBy(...NEWEST_FIRST)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  );
  return db
    .with(page)
    .select(entryWithPhotosColumns)
    .from(page)
    .innerJoin(logbookEntries, eq(logbookEntries.id, page.pageId))
    .orderBy(...NEWEST_FIRST);
}

/** Every entry of the owner's car, newest first; null when the car is not theirs. */
export async function listOwnLogbook(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  query: LogbookListQuery,
): Promise<Paginated<LogbookEntry> | null> {
  if (!(await ownsVehicle(app.db, vehicleId, ownerId))) return null;
  const [rows, [counted]] = await Promise.all([
    pageOf(app.db, vehicleId, query, false),
    app.db
      .select({ total: count() })
      .from(logbookEntries)
      .where(eq(logbookEntries.vehicleId, vehicleId)),
  ]);
  return {
    items: rows.map((row) => toEntry(app.storage, row)),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** One entry of the owner's car, whatever its visibility; null when there is no such entry. */
export async function loadOwnLogbookEntry(
  app: LogbookApp,
  vehicleId: string,
  ownerId: string,
  entryId: string,
): Promise<LogbookEntry | null> {
  const [row] = await app.db
    .select(entryWithPhotosColumns)
    .from(logbookEntries)
    .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .where(
      and(
        eq(logbookEntries.id, entryId),
        eq(logbookEntries.vehicleId, vehicleId),
        eq(vehicles.ownerId, ownerId),
      ),
    )
    .limit(1);
  return row ? toEntry(app.storage, row) : null;
}

/**
 * The public entries of a publicly visible car, newest first. The total is the car's counter of
 * public entries, kept in the same transaction as every write, so no count runs per page.
 */
export async function listPublicLogbook(
  app: LogbookApp,
  vehicle: PublicLogbookVehicle,
  query: LogbookListQuery,
): Promise<Paginated<PublicLogbookEntry>> {
  const rows = await pageOf(app.db, vehicle.id, query, true);
  return {
    items: rows.map((row) => toPublicEntry(app.storage, row)),
    total: vehicle.publicEntries,
    page: query.page,
    limit: query.limit,
  };
}

/** A public entry of a publicly visible car; null for a private one (a 404, as if it did not exist). */
export async function loadPublicLogbookEntry(
  app: LogbookApp,
  vehicle: PublicLogbookVehicle,
  entryId: string,
): Promise<PublicLogbookEntry | null> {
  const [row] = await app.db
    .select(entryWithPhotosColumns)
    .from(logbookEntries)
    .where(and(eq(logbookEntries.id, entryId), eq(logbookEntries.vehicleId, vehicle.id), isPublic))
    .limit(1);
  return row ? toPublicEntry(app.storage, row) : null;
}

/**
 * The car's consumption from all its fuel entries, private ones too: the figure is the car's, and
 * a ratio of litres to kilometres tells nothing of when, where or at what cost anyone filled up.
 * Fills in the order they happened: by date, then by mileage where two share a day, then as written.
 * Stretches implausible for the car's fuel and engine (ADR 0121) are left out of the figure; only
 * the owner's answer (`forOwner`) lists them, with the range they were checked against.
 */
export async function loadFuelConsumption(
  app: LogbookApp,
  vehicleId: string,
  forOwner = false,
): Promise<FuelConsumption> {
  const [[vehicle], fills] = await Promise.all([
    app.db
      .select({ fuelType: vehicles.fuelType, engineCapacity: vehicles.engineCapacity })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId)),
    app.db
      .select({
        date: logbookEntries.entryDate,
        mileage: logbookEntries.mileage,
        litres: logbookEntries.litres,
        fullTank: logbookEntries.fullTank,
        missedFill: logbookEntries.missedFill,
      })
      .from(logbookEntries)
      .where(and(eq(logbookEntries.vehicleId, vehicleId), eq(logbookEntries.category, 'fuel')))
      .orderBy(
        asc(logbookEntries.entryDate),
        sql`${logbookEntries.mileage} asc nulls last`,
        asc(logbookEntries.createdAt),
        asc(logbookEntries.id),
      ),
  ]);
  const plausible = vehicle ? plausibleConsumption(vehicle.fuelType, vehicle.engineCapacity) : null;
  const { consumption, excluded } = fuelConsumption(
    fills.map((fill) => ({
      date: fill.date,
      mileage: fill.mileage,
      litres: fill.litres ?? 0,
      fullTank: fill.fullTank ?? false,
      missedFill: fill.missedFill ?? false,
    })),
    plausible,
  );
  return forOwner
    ? { consumption, excluded, plausible }
    : { consumption, excluded: [], plausible: null };
}
