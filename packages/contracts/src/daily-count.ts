import { z } from 'zod';

/**
 * One day of a chart: a UTC calendar day (`YYYY-MM-DD`) and its count. The one shape of every
 * per-day series (the overview's sign-ups and cars, a car's page views), drawn by `DailyChart`
 * of `@carclub/kit`.
 */
export const dailyCountSchema = z.object({ date: z.string(), count: z.number().int().min(0) });
export type DailyCount = z.infer<typeof dailyCountSchema>;
