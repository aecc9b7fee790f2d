import { z } from 'zod';

import { auditEntrySchema } from './admin-audit-log';
import { dailyCountSchema } from './daily-count';

const count = z.number().int().min(0);

/** How many days the dashboard's sign-up and new-vehicle charts cover. */
export const OVERVIEW_CHART_DAYS = 90;
/** How many of the latest staff actions the overview lists. */
export const OVERVIEW_LATEST_ACTIONS = 10;

/** `GET /admin/overview`: the dashboard's headline counts. */
export const adminOverviewSchema = z.object({
  users: count,
  /** Accounts whose activation link was followed. */
  activatedUsers: count,
  /** Accounts with the `blocked` restriction. */
  blockedUsers: count,
  vehicles: count,
  /** Stored images in use: vehicle previews and gallery images, avatars and cover images. */
  images: count,
  /** Bytes of the stored media files, or null when the storage cannot tell (ADR 0079). */
  storageBytes: count.nullable(),
  newUsersLast7Days: count,
  newUsersLast30Days: count,
  /** Every day of the last OVERVIEW_CHART_DAYS, oldest first, today (UTC) last; zeros included. */
  signUpsPerDay: z.array(dailyCountSchema),
  vehiclesPerDay: z.array(dailyCountSchema),
  latestActions: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
