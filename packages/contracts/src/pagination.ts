import { z } from 'zod';

import { VALIDATION_MESSAGES as V } from './validation-messages';

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * `page` and `limit` of a paged list's query string: whole numbers from 1, `limit` at most
 * `maxLimit` and `defaultLimit` when left out, each with the catalogue's message.
 */
export function pageQueryFields(defaultLimit: number, maxLimit: number) {
  return {
    page: z.coerce
      .number({ error: V.invalidNumber })
      .int(V.mustBeInteger)
      .min(1, V.invalidNumber)
      .default(1),
    limit: z.coerce
      .number({ error: V.invalidNumber })
      .int(V.mustBeInteger)
      .min(1, V.invalidNumber)
      .max(maxLimit, V.tooLarge)
      .default(defaultLimit),
  };
}

/**
 * `?cursor=` of a keyset list: the previous page's `nextCursor`, opaque (base64url); without it
 * the list starts at its first page.
 */
export const cursorQueryField = z
  .string()
  .max(200, { error: V.invalidFormat })
  .regex(/^[A-Za-z0-9_-]+$/, { error: V.invalidFormat })
  .optional();
