import type { LogbookEntry, Reminder } from '@carclub/contracts';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import { bookmarks, logbookEntries, users, vehicles } from '../../db/schema';
import { bookmarkVisible } from '../bookmarks/visibility';
import { entryWithPhotosColumns, NEWEST_FIRST, toEntry } from '../logbook/entries';
import { listReminders } from '../reminders/read';

type ExportApp = Pick<App, 'db' | 'storage' | 'log'>;

/** One car's logbook in the export: every entry, private ones too, and its reminders. */
export interface ExportedLogbook {
  vehicleId: string;
  slug: string;
  entries: LogbookEntry[];
  reminders: Reminder[];
}

/** A bookmark in the export: what it points at, and when it was made. */
export interface ExportedBookmark {
  kind: 'vehicle' | 'logbookEntry';
  bookmarkedAt: string;
  vehicleId: string;
  logbookEntryId: string | null;
  /**
   * The page's path and its title while the public may see it; null while the car is hidden or
   * the entry private, as the member's list leaves them out: the export tells no more of someone
   * else's car than the site does.
   */
  path: string | null;
  title: string | null;
}

/**
 * The logbooks of the member's cars (`owned`, in the export's order), entries newest first as the
 * owner's list shows them, with their stored photos' keys for the archive's files.
 */
export async function loadExportedLogbooks(
  app: ExportApp,
  ownerId: string,
  owned: readonly { id: string; slug: string }[],
): Promise<{ logbooks: ExportedLogbook[]; photoKeys: Map<string, string[]> }> {
  if (owned.length === 0) return { logbooks: [], photoKeys: new Map() };
  const rows = await app.db
    .select(entryWithPhotosColumns)
    .from(logbookEntries)
    .where(
      inArray(
        logbookEntries.vehicleId,
        owned.map((vehicle) => vehicle.id),
      ),
    )
    .orderBy(asc(logbookEntries.vehicleId), ...NEWEST_FIRST);
  const logbooks: ExportedLogbook[] = [];
  for (const vehicle of owned) {
    const listed = await listReminders(app, vehicle.id, ownerId);
    logbooks.push({
      vehicleId: vehicle.id,
      slug: vehicle.slug,
      entries: rows
        .filter((row) => row.vehicleId === vehicle.id)
        .map((row) => toEntry(app.storage, row)),
      reminders: listed?.items ?? [],
    });
  }
  const photoKeys = new Map(
    rows.map((row) => [row.id, row.photos.map((photo) => photo.storageKey)]),
  );
  return { logbooks, photoKeys };
}

/** Every bookmark of the member, newest first, hidden ones too (see ExportedBookmark). */
export async function loadExportedBookmarks(
  app: ExportApp,
  userId: string,
): Promise<ExportedBookmark[]> {
  const rows = await app.db
    .select({
      bookmarkedAt: bookmarks.createdAt,
      vehicleId: vehicles.id,
      logbookEntryId: bookmarks.logbookEntryId,
      nickname: users.nickname,
      slug: vehicles.slug,
      vehicleName: vehicles.name,
      entryTitle: logbookEntries.title,
      visible: sql<boolean>`coalesce(${bookmarkVisible()}, false)`,
    })
    .from(bookmarks)
    .leftJoin(logbookEntries, eq(logbookEntries.id, bookmarks.logbookEntryId))
    .innerJoin(
      vehicles,
      eq(vehicles.id, sql`coalesce(${bookmarks.vehicleId}, ${logbookEntries.vehicleId})`),
    )
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows.map((row) => {
    const carPath = `/u/${encodeURIComponent(row.nickname)}/car/${encodeURIComponent(row.slug)}`;
    const entry = row.logbookEntryId !== null;
    return {
      kind: entry ? 'logbookEntry' : 'vehicle',
      bookmarkedAt: row.bookmarkedAt.toISOString(),
      vehicleId: row.vehicleId,
      logbookEntryId: row.logbookEntryId,
      path: row.visible ? (entry ? `${carPath}/logbook/${row.logbookEntryId}` : carPath) : null,
      title: row.visible ? (entry ? row.entryTitle : row.vehicleName) : null,
    };
  });
}
