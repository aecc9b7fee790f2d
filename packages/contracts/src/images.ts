import { z } from 'zod';

import type { ImageCandidate } from './image-sizes';

/** One file of a stored image and its width in pixels: a `srcset` candidate. */
export const imageCandidateSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
}) satisfies z.ZodType<ImageCandidate>;

/**
 * A stored image as an `<img>` takes it: `url` is its full-size file; `width` and `height` are
 * its size (null for a vehicle preview stored before sizes were); `variants` are its files by
 * width, narrowest first, for `srcset` (only those that exist: images stored before the variants
 * list the full-size file alone, or nothing when its width is unknown).
 *
 * An API that predates these fields sends none, so each has a default: the page then shows the
 * plain `url` it always did.
 */
export const responsiveImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
  variants: z.array(imageCandidateSchema).default([]),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

export * from './image-sizes';
