import {
  type ReferenceList,
  referenceItemInputSchema,
  requiredId,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { z } from 'zod';

/** The dialog's values: every field a string, as the inputs hold them. */
export interface ReferenceItemValues {
  name: string;
  nameUk: string;
  nameEn: string;
  manufacturerId: string;
  hex: string;
}

export const REFERENCE_ITEM_FIELDS = ['name', 'nameUk', 'nameEn', 'manufacturerId', 'hex'] as const;

/**
 * The API's schema, with what it checks per list made required here too (a model's make, a
 * colour's swatch), so the form says so before sending; the server checks again regardless.
 */
export function referenceItemFormSchema(list: ReferenceList) {
  const base = referenceItemInputSchema.extend({
    manufacturerId: z.string().transform((value) => value || null),
    hex: z.string().transform((value) => value || null),
  });
  if (list === 'models') {
    return base.extend({ manufacturerId: requiredId(V.manufacturerRequired) });
  }
  if (list === 'colors') {
    return base.extend({
      hex: z.string().regex(/^#[0-9a-f]{6}$/i, V.invalidFormat),
    });
  }
  return base;
}
