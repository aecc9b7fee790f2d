import type {
  DiscussionCounts,
  LogbookEntry,
  LogbookEntryInput,
  PublicLogbookEntry,
  VehicleImage,
} from '@carclub/contracts';
import { getTableColumns, sql } from 'drizzle-orm';

import { discussions, logbookEntries, logbookEntryPhotos } from '../../db/schema';
import type { StorageDriver } from '../media';
import { galleryImage } from '../vehicles';

/** What galleryImage reads of a photo of an entry. */
export interface StoredPhoto {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  variantWidths: number[];
}

/**
 * The outer row's id, spelt out: drizzle leaves columns unqualified in a query of one table, and an
 * unqualified `id` inside the subquery would be the photo's.
 */
const entryIdOutside = sql`${sql.identifier('logbook_entries')}.${sql.identifier('id')}`;

/**
 * The entry's photos, first to last, as JSON in its own row: a page of entries, and one entry,
 * stay one read of the database.
 */
const photosOfEntry = sql<StoredPhoto[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${logbookEntryPhotos.id},
    'storageKey', ${logbookEntryPhotos.storageKey},
    'width', ${logbookEntryPhotos.width},
    'height', ${logbookEntryPhotos.height},
    'variantWidths', ${logbookEntryPhotos.variantWidths}
  ) order by ${logbookEntryPhotos.position}, ${logbookEntryPhotos.createdAt})
  from ${logbookEntryPhotos} where ${logbookEntryPhotos.entryId} = ${entryIdOutside}
), '[]'::json)`;

/** The entry's first photo, or null: what a list of entries from many cars shows of it. */
export const firstPhotoOfEntry = sql<StoredPhoto | null>`(
  select json_build_object(
    'id', ${logbookEntryPhotos.id},
    'storageKey', ${logbookEntryPhotos.storageKey},
    'width', ${logbookEntryPhotos.width},
    'height', ${logbookEntryPhotos.height},
    'variantWidths', ${logbookEntryPhotos.variantWidths}
  )
  from ${logbookEntryPhotos} where ${logbookEntryPhotos.entryId} = ${entryIdOutside}
  order by ${logbookEntryPhotos.position}, ${logbookEntryPhotos.createdAt} limit 1
)`;

/** The entry's conversation (ADR 0151): its discussion and counters, for its card and page. */
const discussionOfEntry = sql<DiscussionCounts | null>`(
  select json_build_object(
    'id', ${discussions.id},
    'commentsCount', ${discussions.commentsCount},
    'likesCount', ${discussions.likesCount}
  )
  from ${discussions} where ${discussions.logbookEntryId} = ${entryIdOutside}
)`;

/** An entry's columns, its photos and its discussion: what toEntry and toPublicEntry take. */
export const entryWithPhotosColumns = {
  ...getTableColumns(logbookEntries),
  photos: photosOfEntry,
  discussion: discussionOfEntry,
};

export type LogbookEntryRow = typeof logbookEntries.$inferSelect & {
  photos: StoredPhoto[];
  discussion: DiscussionCounts | null;
};

/**
 * Where a browser loads an entry's photos from: a private entry's at addresses signed for its
 * owner, which expire (ADR 0127); a public one's at their plain, lasting ones.
 */
export const entryPhotoStorage = (
  storage: StorageDriver,
  visibility: LogbookEntryRow['visibility'],
): StorageDriver =>
  visibility === 'private' ? { ...storage, url: (key) => storage.privateUrl(key) } : storage;

/** Stored photos as a gallery's images are answered: files by width, card file. */
export const photoImages = (storage: StorageDriver, photos: StoredPhoto[]): VehicleImage[] =>
  photos.map((photo) => galleryImage(storage, photo));

/**
 * Newest first: by the entry's date, then the later written. Spelt as the indexes are built
 * (`DESC NULLS LAST`), so PostgreSQL walks an index instead of sorting the car's entries.
 */
export const NEWEST_FIRST = [
  sql`${logbookEntries.entryDate} desc nulls last`,
  sql`${logbookEntries.createdAt} desc nulls last`,
  sql`${logbookEntries.id} desc nulls last`,
];

const toCents = (amount: number | null | undefined) =>
  amount == null ? null : Math.round(amount * 100);

/** The columns an entry form sets, from the validated input. */
export function entryColumns(input: LogbookEntryInput) {
  const fuel = input.category === 'fuel';
  return {
    title: input.title,
    entryDate: input.date,
    mileage: input.mileage ?? null,
    category: input.category,
    costCents: toCents(input.cost),
    currency: input.currency ?? null,
    story: input.story,
    parts: input.parts.map((part) => ({
      name: part.name,
      partNumber: part.partNumber || null,
      price: part.price ?? null,
    })),
    visibility: input.visibility,
    costHidden: input.costHidden,
    litres: fuel ? (input.litres ?? null) : null,
    fullTank: fuel ? (input.fullTank ?? false) : null,
    missedFill: fuel ? (input.missedFill ?? false) : null,
  } satisfies Partial<typeof logbookEntries.$inferInsert>;
}

export function toEntry(storage: StorageDriver, row: LogbookEntryRow): LogbookEntry {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: row.title,
    date: row.entryDate,
    mileage: row.mileage,
    category: row.category,
    cost: row.costCents === null ? null : row.costCents / 100,
    currency: row.currency,
    story: row.story,
    parts: row.parts,
    visibility: row.visibility,
    costHidden: row.costHidden,
    litres: row.litres,
    fullTank: row.fullTank,
    // Fills logged before the mark existed (migration 0018) have none: nothing was marked missed.
    missedFill: row.category === 'fuel' ? (row.missedFill ?? false) : null,
    photos: photoImages(entryPhotoStorage(storage, row.visibility), row.photos),
    discussion: row.discussion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the public sees of a public entry: no cost anywhere when the owner hides it. */
export function toPublicEntry(storage: StorageDriver, row: LogbookEntryRow): PublicLogbookEntry {
  const { visibility: _visibility, costHidden, ...entry } = toEntry(storage, row);
  if (!costHidden) return entry;
  return {
    ...entry,
    cost: null,
    currency: null,
    parts: entry.parts.map((part) => ({ ...part, price: null })),
  };
}
