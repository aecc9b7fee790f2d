import { z } from 'zod';

import type { AuditTargetType } from './audit';
import { idSchema, optionalText, requiredText } from './fields';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/** The reference lists staff edit; each has a version in the public lists' cache key. */
export const REFERENCE_LISTS = ['manufacturers', 'models', 'bodyTypes', 'colors'] as const;
export const referenceListSchema = z.enum(REFERENCE_LISTS);
export type ReferenceList = z.infer<typeof referenceListSchema>;

/** The audit log's target type of an item of each list. */
export const REFERENCE_LIST_TARGET: Record<ReferenceList, AuditTargetType> = {
  manufacturers: 'manufacturer',
  models: 'model',
  bodyTypes: 'bodyType',
  colors: 'color',
};

export const REFERENCE_NAME_MAX_LENGTH = 100;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** `GET /reference/versions`: the current version of each list (0 until its first change). */
export const referenceVersionsSchema = z.object({
  manufacturers: z.number().int().min(0),
  models: z.number().int().min(0),
  bodyTypes: z.number().int().min(0),
  colors: z.number().int().min(0),
});
export type ReferenceVersions = z.infer<typeof referenceVersionsSchema>;

/** One item as the dashboard lists it: both names, and how many vehicles use it. */
export const adminReferenceItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  nameUk: z.string(),
  nameEn: z.string(),
  /** Models only: the make, and its name. */
  manufacturerId: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  /** Colours only: `#rrggbb`. */
  hex: z.string().nullable(),
  vehicles: z.number().int().min(0),
});
export type AdminReferenceItem = z.infer<typeof adminReferenceItemSchema>;

export const ADMIN_REFERENCE_PAGE_SIZE = 50;

export const adminReferenceQuerySchema = z.object({
  search: optionalText(REFERENCE_NAME_MAX_LENGTH),
  /** Models only: the models of one make. */
  manufacturerId: idSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_REFERENCE_PAGE_SIZE),
});
export type AdminReferenceQuery = z.input<typeof adminReferenceQuerySchema>;

/**
 * What the add and edit dialog sends. `name` is the plain name (the fallback when a language has
 * no translation); `nameUk` and `nameEn` are the translations. A model needs its make and a colour
 * its swatch (any case; stored in lower case); the server checks both whatever the form did.
 */
export const referenceItemInputSchema = z.object({
  name: requiredText(REFERENCE_NAME_MAX_LENGTH),
  nameUk: requiredText(REFERENCE_NAME_MAX_LENGTH),
  nameEn: requiredText(REFERENCE_NAME_MAX_LENGTH),
  manufacturerId: idSchema.nullish(),
  hex: z.string({ error: V.invalidFormat }).trim().regex(HEX_COLOR, V.invalidFormat).nullish(),
});
export type ReferenceItemInput = z.input<typeof referenceItemInputSchema>;
