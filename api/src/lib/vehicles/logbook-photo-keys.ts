import { eq, inArray } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, logbookEntryPhotos } from '../../db/schema';

/**
 * Storage keys of every logbook photo of these cars. Whatever deletes cars (the owner, an account's
 * deletion) releases them in its transaction, as it does the cars' own images: the rows go by
 * cascade, the files only through releaseImage and purgeImages.
 */
export async function logbookPhotoKeysOfVehicles(
  db: Database,
  vehicleIds: readonly string[],
): Promise<string[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select({ key: logbookEntryPhotos.storageKey })
    .from(logbookEntryPhotos)
    .innerJoin(logbookEntries, eq(logbookEntries.id, logbookEntryPhotos.entryId))
    .where(inArray(logbookEntries.vehicleId, [...vehicleIds]));
  return rows.map((row) => row.key);
}
