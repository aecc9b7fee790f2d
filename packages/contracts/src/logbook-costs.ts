import { z } from 'zod';

import { currencySchema } from './enums';
import { logbookCategorySchema } from './logbook';

const amount = z.number().min(0);

/**
 * What one currency's entries cost (issue 17 point 4): the total, by category (largest first), by
 * year (oldest first) and per kilometre of the car's logged distance. Amounts in whole units with
 * cents; an entry counts its cost, or the sum of its parts' prices when it has no cost.
 */
export const currencyCostsSchema = z.object({
  currency: currencySchema,
  total: amount,
  /** Entries that spent something in this currency. */
  entries: z.number().int().min(0),
  byCategory: z.array(z.object({ category: logbookCategorySchema, total: amount })),
  byYear: z.array(z.object({ year: z.number().int(), total: amount })),
  /** `total` over `distanceKm`; null while the logbook spans no distance. */
  perKm: z.number().min(0).nullable(),
});
export type CurrencyCosts = z.infer<typeof currencyCostsSchema>;

/** A car's costs, one summary per currency spent in (no exchange rates: nothing is converted). */
export const logbookCostsSchema = z.object({
  /** Most entries first. */
  currencies: z.array(currencyCostsSchema),
  /** From the lowest to the highest mileage logged; null with fewer than two mileages. */
  distanceKm: z.number().int().min(0).nullable(),
});
export type LogbookCosts = z.infer<typeof logbookCostsSchema>;
