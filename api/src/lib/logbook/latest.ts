import type { LatestLogbookEntries } from '@carclub/contracts';
import { and, eq, sql } from 'drizzle-orm';

import { logbookEntries, users, vehicles } from '../../db/schema';
import { listedVehicleColumns, toListedVehicle } from '../vehicles/listed-vehicle';
import { publiclyVisibleVehicle } from '../vehicles/public-visibility';
import { galleryImage } from '../vehicles/read';
import { firstPhotoOfEntry } from './entries';
import type { LogbookApp } from './types';

/**
 * The site's latest public entries, the latest written first (an entry dated years back but
 * written today is news to readers), of cars the public may see. `logbook_entries_public_latest_idx`
 * gives them in order, so the read stops after `limit` rows.
 */
export async function latestPublicEntries(
  app: Pick<LogbookApp, 'db' | 'storage'>,
  limit: number,
): Promise<LatestLogbookEntries> {
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
    .where(and(eq(logbookEntries.visibility, 'public'), publiclyVisibleVehicle()))
    // Exactly as the index is built (`DESC NULLS LAST`), so it gives the order.
    .orderBy(
      sql`${logbookEntries.createdAt} desc nulls last`,
      sql`${logbookEntries.id} desc nulls last`,
    )
    .limit(limit);
  return {
    items: rows.map(({ vehicle, photo, ...entry }) => ({
      entry: { ...entry, photo: photo === null ? null : galleryImage(app.storage, photo) },
      vehicle: toListedVehicle(app.storage, vehicle),
    })),
  };
}
