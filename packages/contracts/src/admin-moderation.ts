import { z } from 'zod';

import { AUDIT_REASON_MAX_LENGTH } from './audit';
import { SEARCH_MAX_LENGTH } from './constants';
import { idSchema, requiredText, withoutControlCharacters } from './fields';
import { VALIDATION_MESSAGES as V } from './validation-messages';
import { vehicleStatusSchema } from './enums';
import { vehicleImageSchema } from './vehicles';

export const MODERATION_PAGE_SIZE = 20;

/** Which cars the moderation table shows: all, the ones the public sees, or the hidden ones. */
export const MODERATION_VISIBILITY = ['all', 'visible', 'hidden'] as const;
export type ModerationVisibility = (typeof MODERATION_VISIBILITY)[number];

/** `GET /admin/vehicles`: the table's filters, also the dashboard page's URL search params. */
export const moderationVehicleQuerySchema = z.object({
  page: z.coerce.number({ error: V.invalidNumber }).int(V.mustBeInteger).min(1).default(1),
  /** A car's name, make or model, or its owner's nickname. */
  search: withoutControlCharacters(z.string({ error: V.invalidFormat }).trim())
    .max(SEARCH_MAX_LENGTH, V.tooLong)
    .optional(),
  visibility: z.enum(MODERATION_VISIBILITY, { error: V.invalidOption }).default('all'),
});
export type ModerationVehicleQuery = z.infer<typeof moderationVehicleQuerySchema>;
export type ModerationVehicleQueryInput = z.input<typeof moderationVehicleQuerySchema>;

/** One car in the moderation table. */
export const moderationVehicleSchema = z.object({
  id: idSchema,
  name: z.string(),
  year: z.number(),
  slug: z.string(),
  ownerNickname: z.string(),
  /** The owner is blocked: the car is off the public pages whatever its own state. */
  ownerBlocked: z.boolean(),
  status: vehicleStatusSchema,
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Gallery photos and the preview image. */
  photoCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type ModerationVehicle = z.infer<typeof moderationVehicleSchema>;

export const moderationVehicleListSchema = z.object({
  items: z.array(moderationVehicleSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type ModerationVehicleList = z.infer<typeof moderationVehicleListSchema>;

/**
 * `GET /admin/vehicles/{id}/photos`: what a moderator picks a photo to delete from: the preview
 * image (the car's cover on its page and card, a copy of its own) and the gallery.
 */
export const moderationPhotosSchema = z.object({
  preview: z.object({ url: z.string(), cardUrl: z.string() }).nullable(),
  images: z.array(vehicleImageSchema),
});
export type ModerationPhotos = z.infer<typeof moderationPhotosSchema>;

/** Why staff acted; required, since the owner is told it and the audit log keeps it. */
export const moderationReasonSchema = requiredText(AUDIT_REASON_MAX_LENGTH, V.required, {
  multiline: true,
});

/** Hide, restore, delete a photo: each with the reason given to the owner and the audit log. */
export const moderationActionSchema = z.object({ reason: moderationReasonSchema });
export type ModerationAction = z.infer<typeof moderationActionSchema>;
export type ModerationActionInput = z.input<typeof moderationActionSchema>;

export const moderationVehicleParamsSchema = z.object({ id: idSchema });
export const moderationPhotoParamsSchema = z.object({ id: idSchema, imageId: idSchema });

/** What a moderator holds, hides and restores in the conversation (ADR 0159). */
export const COMMUNITY_CONTENT_KINDS = ['post', 'comment'] as const;
export type CommunityContentKind = (typeof COMMUNITY_CONTENT_KINDS)[number];

/** The queues of the dashboard's Community section: what waits for a moderator, what was hidden. */
export const COMMUNITY_QUEUES = ['held', 'hidden'] as const;
export type CommunityQueue = (typeof COMMUNITY_QUEUES)[number];

/** `GET /admin/community`: one queue, oldest first, a page at a time. */
export const communityQueueQuerySchema = z.object({
  page: z.coerce.number({ error: V.invalidNumber }).int(V.mustBeInteger).min(1).default(1),
  queue: z.enum(COMMUNITY_QUEUES, { error: V.invalidOption }).default('held'),
});
export type CommunityQueueQuery = z.infer<typeof communityQueueQuerySchema>;
export type CommunityQueueQueryInput = z.input<typeof communityQueueQuerySchema>;

/** One post or comment in a queue, with where it is read. */
export const communityItemSchema = z.object({
  kind: z.enum(COMMUNITY_CONTENT_KINDS),
  id: idSchema,
  /** `null` once the author deleted their account. */
  authorNickname: z.string().nullable(),
  /** The post's title; for a comment, the title of the post or logbook entry it is under. */
  title: z.string(),
  /** The start of the post or of the comment, as plain text. */
  excerpt: z.string(),
  /** The page it is on (a comment's with `#comment-{id}`); `null` when that page is gone. */
  path: z.string().nullable(),
  moderationReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CommunityItem = z.infer<typeof communityItemSchema>;

export const communityQueueSchema = z.object({
  items: z.array(communityItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type CommunityQueuePage = z.infer<typeof communityQueueSchema>;

export const communityItemParamsSchema = z.object({
  kind: z.enum(COMMUNITY_CONTENT_KINDS, { error: V.invalidOption }),
  id: idSchema,
});
