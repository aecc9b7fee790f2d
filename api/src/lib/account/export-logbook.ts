import { logbookEntryPage, postPage, vehiclePage } from '@carclub/contracts/page-paths';
import type { LogbookEntry, Reminder } from '@carclub/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import { bookmarks, discussions, logbookEntries, posts, users, vehicles } from '../../db/schema';
import {
  authorOfBookmark,
  bookmarkVisible,
  carOfBookmark,
  discussionOfBookmark,
  entryOfBookmark,
  postOfBookmark,
} from '../bookmarks';
import { postAuthor } from '../discussions';
import { entryWithPhotosColumns, NEWEST_FIRST, toEntry } from '../logbook';
import { listReminders } from '../reminders';

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
  kind: 'vehicle' | 'logbookEntry' | 'post';
  bookmarkedAt: string;
  /** The car, or the entry's car; null for a post. */
  vehicleId: string | null;
  logbookEntryId: string | null;
  postId: string | null;
  /**
   * The page's path and its title while the public may see it; null while the car is hidden, the
   * entry private or the post a draft or hidden, as the member's list leaves them out: the export
   * tells no more of someone else's car or post than the site does.
   */
  path: string | null;
  title: string | null;
}

/** Entries read per query for the archive: the memory one export holds, whatever the logbooks' length. */
export const EXPORT_LOGBOOK_PAGE_SIZE = 200;

/** `json` (as `JSON.stringify(…, null, 2)` writes it) set `spaces` further in, from its second line. */
const indented = (json: string, spaces: number) => json.split('\n').join(`\n${' '.repeat(spaces)}`);

/**
 * logbook.json of the archive, as `JSON.stringify(logbooks, null, 2)` of `ExportedLogbook[]` would
 * write it: the member's cars (`owned`, in the export's order), each one's entries newest first as
 * the owner's list shows them, and its reminders. Read a page of entries at a time, after the last
 * one written, and only as fast as the archive takes it (issue 29); `onPhotos` gets each entry's
 * stored photos' keys, for the archive's files.
 */
export async function* exportedLogbooksJson(
  app: ExportApp,
  ownerId: string,
  owned: readonly { id: string; slug: string }[],
  onPhotos: (entry: LogbookEntry, keys: string[]) => void,
): AsyncGenerator<string> {
  if (owned.length === 0) {
    yield '[]\n';
    return;
  }
  yield '[\n';
  for (const [index, vehicle] of owned.entries()) {
    const head = indented(
      JSON.stringify({ vehicleId: vehicle.id, slug: vehicle.slug }, null, 2),
      2,
    );
    yield `  ${head.slice(0, -4)},\n    "entries": [`;
    let after: { date: string; createdAt: string; id: string } | undefined;
    let written = 0;
    for (;;) {
      const rows = await app.db
        .select({
          ...entryWithPhotosColumns,
          cursor: sql<string>`${logbookEntries.createdAt}::text`,
        })
        .from(logbookEntries)
        .where(
          and(
            eq(logbookEntries.vehicleId, vehicle.id),
            after &&
              sql`(${logbookEntries.entryDate}, ${logbookEntries.createdAt}, ${logbookEntries.id}) <
                (${after.date}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(EXPORT_LOGBOOK_PAGE_SIZE);
      let page = '';
      for (const { cursor: _cursor, ...row } of rows) {
        const entry = toEntry(app.storage, row);
        onPhotos(
          entry,
          row.photos.map((photo) => photo.storageKey),
        );
        page += `${written === 0 ? '\n' : ',\n'}      ${indented(JSON.stringify(entry, null, 2), 6)}`;
        written += 1;
      }
      if (page !== '') yield page;
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_LOGBOOK_PAGE_SIZE) break;
      after = { date: last.entryDate, createdAt: last.cursor, id: last.id };
    }
    const listed = await listReminders(app, vehicle.id, ownerId);
    const reminders = indented(JSON.stringify(listed?.items ?? [], null, 2), 4);
    yield `${written === 0 ? '' : '\n    '}],\n    "reminders": ${reminders}\n  }${index < owned.length - 1 ? ',' : ''}\n`;
  }
  yield ']\n';
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
      logbookEntryId: logbookEntries.id,
      nickname: users.nickname,
      slug: vehicles.slug,
      vehicleName: vehicles.name,
      entryTitle: logbookEntries.title,
      postId: posts.id,
      postSlug: posts.slug,
      postTitle: posts.title,
      postAuthor: postAuthor.nickname,
      visible: bookmarkVisible(),
    })
    .from(bookmarks)
    .leftJoin(discussions, discussionOfBookmark)
    .leftJoin(logbookEntries, entryOfBookmark)
    .leftJoin(posts, postOfBookmark)
    .leftJoin(postAuthor, authorOfBookmark)
    .leftJoin(vehicles, eq(vehicles.id, carOfBookmark))
    .leftJoin(users, eq(users.id, vehicles.ownerId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows.map((row): ExportedBookmark => {
    const common = {
      bookmarkedAt: row.bookmarkedAt.toISOString(),
      vehicleId: row.vehicleId,
      logbookEntryId: row.logbookEntryId,
      postId: row.postId,
    };
    const shown = (path: string, title: string | null) => ({
      path: row.visible === true ? path : null,
      title: row.visible === true ? title : null,
    });
    if (row.postId !== null && row.postAuthor !== null && row.postSlug !== null) {
      const path = postPage({ nickname: row.postAuthor, slug: row.postSlug });
      return { kind: 'post', ...common, ...shown(path, row.postTitle) };
    }
    const car = { nickname: row.nickname ?? '', slug: row.slug ?? '' };
    if (row.logbookEntryId !== null) {
      const path = logbookEntryPage(car, row.logbookEntryId);
      return { kind: 'logbookEntry', ...common, ...shown(path, row.entryTitle) };
    }
    return { kind: 'vehicle', ...common, ...shown(vehiclePage(car), row.vehicleName) };
  });
}
