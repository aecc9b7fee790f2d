import { z } from 'zod';

import { dailyCountSchema } from './daily-count';
import { idSchema } from './fields';
import { vehicleStatusSchema } from './enums';

/** How many days back `/profile/analytics` shows, today (UTC) included. */
export const ANALYTICS_DAYS = 30;

/**
 * A member's car with its page views: `daily` (views per day) has one entry for each of the last ANALYTICS_DAYS days,
 * oldest first, zeros included; `total` counts every day since the car was added. A view is one
 * visitor (not the owner, not a bot) on one day.
 */
export const vehicleAnalyticsSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  status: vehicleStatusSchema,
  total: z.number().int().min(0),
  daily: z.array(dailyCountSchema),
  /** When the car was put up for sale, for a car that is for sale now; otherwise null. */
  forSaleSince: z.string().nullable(),
  /** Views since `forSaleSince` (whole days, from that day on); null when not for sale. */
  viewsSinceForSale: z.number().int().min(0).nullable(),
});
export type VehicleAnalytics = z.infer<typeof vehicleAnalyticsSchema>;

/** Newest car first, like "My vehicles"; `nickname` (the member's) makes each car's page address. */
export const profileAnalyticsSchema = z.object({
  nickname: z.string(),
  items: z.array(vehicleAnalyticsSchema),
});
export type ProfileAnalytics = z.infer<typeof profileAnalyticsSchema>;
