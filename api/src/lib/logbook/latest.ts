import type { LatestLogbookEntries } from '@carclub/contracts';
import { and, eq, inArray, not, sql } from 'drizzle-orm';

import { logbookEntries, users, vehicles } from '../../db/schema';
import {
  galleryImage,
  listedVehicleColumns,
  publiclyVisibleVehicle,
  toListedVehicle,
} from '../vehicles';
import { firstPhotoOfEntry } from './entries';
import type { LogbookApp } from './types';

/**
 * Public entries read from the index before their cars are checked and the list is varied: enough
 * that hidden cars' entries and one busy member's among the latest still leave a full list.
 */
const CANDIDATES = 200;

/** No car and no member fills the site's list: it stays a view of the whole site (ADR 0135). */
export const LATEST_PER_CAR = 2;
export const LATEST_PER_MEMBER = 3;

/** Newest written first, exactly as `logbook_entries_public_latest_idx` is built. */
const LATEST_FIRST = [
  sql`${logbookEntries.createdAt} desc nulls last`,
  sql`${logbookEntries.id} desc nulls last`,
];

interface Candidate {
  id: string;
  vehicleId: string;
  ownerId: string;
}

/** The candidates in their order, each kept while its car and its owner are under their share. */
function varied(candidates: readonly Candidate[], limit: number): string[] {
  const perCar = new Map<string, number>();
  const perMember = new Map<string, number>();
  const chosen: string[] = [];
  for (const { id, vehicleId, ownerId } of candidates) {
    const ofCar = perCar.get(vehicleId) ?? 0;
    const ofMember = perMember.get(ownerId) ?? 0;
    if (ofCar >= LATEST_PER_CAR || ofMember >= LATEST_PER_MEMBER) continue;
    perCar.set(vehicleId, ofCar + 1);
    perMember.set(ownerId, ofMember + 1);
    chosen.push(id);
    if (chosen.length === limit) break;
  }
  return chosen;
}

/**
 * The site's latest public entries, the latest written first (an entry dated years back but
 * written today is news to readers), of cars the public may see, at most two of a car and three
 * of a member; entries a CSV import wrote are records filled in, not news, and never listed
 * (ADR 0135). The latest public entries come from the index first (a subquery with its own LIMIT,
 * which the planner keeps apart): joined straight away, the planner would read every public entry
 * of every car and sort them (170 ms for 36,000 entries on the embedded database, against 12 ms
 * this way; `pnpm bench`). Only the chosen few are then read whole.
 */
export async function latestPublicEntries(
  app: Pick<LogbookApp, 'db' | 'storage'>,
  limit: number,
): Promise<LatestLogbookEntries> {
  const candidates = app.db
    .select({ candidateId: logbookEntries.id })
    .from(logbookEntries)
    .where(and(eq(logbookEntries.visibility, 'public'), not(logbookEntries.imported)))
    .orderBy(...LATEST_FIRST)
    .limit(CANDIDATES)
    .as('candidates');
  const visible = await app.db
    .select({ id: logbookEntries.id, vehicleId: vehicles.id, ownerId: vehicles.ownerId })
    .from(candidates)
    .innerJoin(logbookEntries, eq(logbookEntries.id, candidates.candidateId))
    .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .where(publiclyVisibleVehicle())
    .orderBy(...LATEST_FIRST);
  const chosen = varied(visible, limit);
  if (chosen.length === 0) return { items: [] };
  const rows = await app.db
    .select({
      id: logbookEntries.id,
      title: logbookEntries.title,
      date: logbookEntries.entryDate,
      category: logbookEntries.category,
      photo: firstPhotoOfEntry,
      vehicle: listedVehicleColumns,
    })
    .from(logbookEntries)
    .innerJoin(vehicles, eq(vehicles.id, logbookEntries.vehicleId))
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(inArray(logbookEntries.id, chosen))
    .orderBy(...LATEST_FIRST);
  return {
    items: rows.map(({ vehicle, photo, ...entry }) => ({
      entry: { ...entry, photo: photo === null ? null : galleryImage(app.storage, photo) },
      vehicle: toListedVehicle(app.storage, vehicle),
    })),
  };
}
