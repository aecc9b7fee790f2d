import { z } from 'zod';

import type { Locales } from './localized-names';
import { idSchema } from './fields';

/** Translated names keyed by language code ('uk', 'en'); any language may be missing. */
export const localesSchema = z.record(z.string(), z.string()) satisfies z.ZodType<Locales>;

/** Manufacturer, body type and colour lists share this shape. */
export const referenceItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  locales: localesSchema,
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const colorSchema = referenceItemSchema.extend({
  /** `#rrggbb` swatch, or null when the colour has none. */
  hex: z.string().nullable(),
});
export type Color = z.infer<typeof colorSchema>;

/**
 * A vehicle's colour: its names and swatch, so its page needs no colour list. An API older than
 * the swatch sends none (null).
 */
export const vehicleColorSchema = referenceItemSchema.extend({
  hex: z.string().nullable().default(null),
});

export const vehicleModelSchema = referenceItemSchema.extend({
  manufacturerId: idSchema,
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

export const countrySchema = z.object({
  id: idSchema,
  /** ISO 3166-1 alpha-2; drives the phone and postal code rules. */
  code: z.string(),
  name: z.string(),
  locales: localesSchema,
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  locales: localesSchema,
  countryId: idSchema,
});
export type State = z.infer<typeof stateSchema>;

export * from './localized-names';
