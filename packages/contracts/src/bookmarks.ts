import { z } from 'zod';

import { VEHICLE_LIST_MAX_LIMIT } from './constants';
import { idSchema } from './fields';
import { responsiveImageSchema } from './images';
import { logbookCategorySchema } from './logbook';
import { paginated, pageQueryFields } from './pagination';
import { VALIDATION_MESSAGES as V } from './validation-messages';
import { vehicleImageSchema } from './vehicles';

/** Issue 17 point 5 (ADR 0093). */
export const BOOKMARK_PAGE_SIZE = 20;
/** A sanity bound on one member's bookmarks, past which adding one is `validation.tooManyItems`. */
export const BOOKMARKS_MAX_PER_MEMBER = 1_000;
/** Ids of one kind that one `GET /bookmarks/contains` asks about: a page of cards, entries or posts. */
export const BOOKMARK_CONTAINS_MAX_IDS = 100;

/** The car of a bookmark, with what a list shows of it (its card's fields). */
export const bookmarkedVehicleSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  year: z.number(),
  ownerNickname: z.string(),
  /**
   * The card file of the car's picture, as on its card: the preview, else the first photo of the
   * gallery (ADR 0111); null when the car has no photo at all.
   */
  previewImage: z.string().nullable(),
  previewPicture: responsiveImageSchema.nullable(),
});
export type BookmarkedVehicle = z.infer<typeof bookmarkedVehicleSchema>;

/** A bookmarked logbook entry: what a list shows of it, and its car. */
export const bookmarkedLogbookEntrySchema = z.object({
  id: idSchema,
  title: z.string(),
  date: z.string(),
  category: logbookCategorySchema,
  /** Its first photo, or null. */
  photo: vehicleImageSchema.nullable(),
});
export type BookmarkedLogbookEntry = z.infer<typeof bookmarkedLogbookEntrySchema>;

/** A bookmarked post: its title, its author and what its address is made of (ADR 0158). */
export const bookmarkedPostSchema = z.object({
  id: idSchema,
  /** What `/bookmarks/discussions/{id}` names: the post's discussion. */
  discussionId: idSchema,
  slug: z.string(),
  title: z.string(),
  authorNickname: z.string(),
  publishedAt: z.string(),
});
export type BookmarkedPost = z.infer<typeof bookmarkedPostSchema>;

/** One bookmark of the member's list; `bookmarkedAt` orders the list, newest first. */
export const bookmarkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vehicle'),
    bookmarkedAt: z.string(),
    vehicle: bookmarkedVehicleSchema,
  }),
  z.object({
    kind: z.literal('logbookEntry'),
    bookmarkedAt: z.string(),
    entry: bookmarkedLogbookEntrySchema,
    vehicle: bookmarkedVehicleSchema,
  }),
  z.object({
    kind: z.literal('post'),
    bookmarkedAt: z.string(),
    post: bookmarkedPostSchema,
  }),
]);
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const bookmarkListQuerySchema = z.object({
  ...pageQueryFields(BOOKMARK_PAGE_SIZE, VEHICLE_LIST_MAX_LIMIT),
});
export type BookmarkListQuery = z.infer<typeof bookmarkListQuerySchema>;

/**
 * Newest first; only what the public may see now (a hidden car, a private entry, a post that is
 * unpublished or hidden are left out).
 */
export const bookmarkListResponseSchema = paginated(bookmarkSchema);
export type BookmarkListResponse = z.infer<typeof bookmarkListResponseSchema>;

/** Ids as a query string carries them: `a,b,c` (or the key repeated), at most the limit. */
const idList = z
  .union([z.string(), z.array(z.string())], { error: V.invalidFormat })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(idSchema).max(BOOKMARK_CONTAINS_MAX_IDS, V.tooManyItems))
  .default([]);

/**
 * Which of these cars, entries and discussions (a post's or an entry's) the signed-in member
 * bookmarked (a page asks for its own).
 */
export const bookmarkContainsQuerySchema = z.object({
  vehicleIds: idList,
  entryIds: idList,
  discussionIds: idList,
});
export type BookmarkContainsQuery = z.infer<typeof bookmarkContainsQuerySchema>;

/** The asked ids that are bookmarked (and still publicly visible), in no particular order. */
export const bookmarkContainsResponseSchema = z.object({
  vehicleIds: z.array(idSchema),
  entryIds: z.array(idSchema),
  /** Absent from an API older than bookmarks of posts (ADR 0158). */
  discussionIds: z.array(idSchema).default([]),
});
export type BookmarkContainsResponse = z.infer<typeof bookmarkContainsResponseSchema>;
