import { z } from 'zod';

import {
  POST_BODY_MAX_LENGTH,
  POST_MAX_ENTRIES,
  POST_MAX_TAGS,
  POST_STATUSES,
  POST_TITLE_MAX_LENGTH,
  MODERATION_STATES,
} from './community-values';
import { discussionSummarySchema, memberRefSchema } from './discussions';
import {
  idSchema,
  MULTI_LINE_TEXT,
  optionalIdSchema,
  requiredText,
  withoutControlCharacters,
} from './fields';
import { logbookCategorySchema } from './logbook';
import { cursorQueryField } from './pagination';
import { VALIDATION_MESSAGES as V } from './validation-messages';
import { vehicleImageSchema } from './vehicles';

/** Tags as the author types them: normalised by the API (contracts' tag grammar, ADR 0154). */
const tagsSchema = z
  .array(z.string({ error: V.invalidFormat }).max(60, V.tooLong), { error: V.invalidFormat })
  .max(POST_MAX_TAGS, V.tooManyItems);

/**
 * What the editor sends, on create (POST) and on save (PUT, which replaces the post). `publish`
 * publishes a draft; a published post stays published.
 */
export const postInputSchema = z.object({
  title: requiredText(POST_TITLE_MAX_LENGTH),
  body: z
    .string({ error: V.invalidFormat })
    .regex(MULTI_LINE_TEXT, { error: V.controlCharacters, abort: true })
    .max(POST_BODY_MAX_LENGTH, V.tooLong)
    .default(''),
  tags: tagsSchema.default([]),
  /** One of the author's cars, or none. */
  vehicleId: optionalIdSchema,
  /** The author's logbook entries of that car shown as "what was done" cards, in this order. */
  entryIds: z
    .array(idSchema, { error: V.invalidFormat })
    .max(POST_MAX_ENTRIES, V.tooManyItems)
    .default([]),
  publish: z.boolean({ error: V.invalidFormat }).default(false),
});
export type PostInput = z.infer<typeof postInputSchema>;
export type PostFormInput = z.input<typeof postInputSchema>;

/** The car a post is about, as its card names it. */
export const postVehicleSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  year: z.number(),
});
export type PostVehicle = z.infer<typeof postVehicleSchema>;

/** A logbook entry a post embeds: what was done, with the cost as the owner shows it. */
export const postEntryCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  date: z.string(),
  mileage: z.number().nullable(),
  category: logbookCategorySchema,
  /** Null when the owner hides the cost, as on the entry's public page. */
  cost: z.number().nullable(),
  currency: z.string().nullable(),
  parts: z.array(
    z.object({ name: z.string(), partNumber: z.string().nullable(), price: z.number().nullable() }),
  ),
});
export type PostEntryCard = z.infer<typeof postEntryCardSchema>;

/** A post as its page shows it. */
export const postSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** Markdown, as written (what the editor opens). */
  body: z.string(),
  /** The body's HTML from the site's renderer (ADR 0163): safe to put into the page as it is. */
  bodyHtml: z.string(),
  status: z.enum(POST_STATUSES),
  moderation: z.enum(MODERATION_STATES),
  /** A moderator's reason, shown to the author alone. */
  moderationReason: z.string().nullable(),
  author: memberRefSchema,
  vehicle: postVehicleSchema.nullable(),
  tags: z.array(z.string()),
  photos: z.array(vehicleImageSchema),
  entries: z.array(postEntryCardSchema),
  publishedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  discussion: discussionSummarySchema,
});
export type Post = z.infer<typeof postSchema>;

/** A post in a list: the site's, a tag's, a member's, a car's Posts tab, the author's own. */
export const postCardSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  /** The start of its text, without markdown. */
  excerpt: z.string(),
  status: z.enum(POST_STATUSES),
  moderation: z.enum(MODERATION_STATES),
  author: memberRefSchema,
  vehicle: postVehicleSchema.nullable(),
  tags: z.array(z.string()),
  photo: vehicleImageSchema.nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  commentsCount: z.number().int().min(0),
  likesCount: z.number().int().min(0),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A post's address under its author: `/users/{nickname}/posts/{slug}` in the API. */
export const postAddressParamsSchema = z.object({
  nickname: withoutControlCharacters(z.string().max(100, V.invalidFormat)),
  slug: withoutControlCharacters(z.string().max(200, V.invalidFormat)),
});

/**
 * The public lists, newest published first: the site's, or one of them — a tag's, a member's
 * (`author`: a nickname), a car's Posts tab (`vehicleId`).
 */
export const postListQuerySchema = z.object({
  cursor: cursorQueryField,
  tag: withoutControlCharacters(z.string().max(60, V.tooLong)).optional(),
  author: withoutControlCharacters(z.string().max(60, V.tooLong)).optional(),
  vehicleId: withoutControlCharacters(z.string().max(100, V.invalidFormat)).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const myPostsQuerySchema = z.object({
  cursor: cursorQueryField,
  status: z.enum(POST_STATUSES, { error: V.invalidFormat }).optional(),
});
export type MyPostsQuery = z.infer<typeof myPostsQuerySchema>;

export const postPageSchema = z.object({
  items: z.array(postCardSchema),
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postPageSchema>;
