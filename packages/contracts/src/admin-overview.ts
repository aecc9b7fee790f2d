import { z } from 'zod';

const count = z.number().int().min(0);

/** `GET /admin/overview`: the dashboard's headline counts. */
export const adminOverviewSchema = z.object({
  users: count,
  /** Accounts whose activation link was followed. */
  activatedUsers: count,
  vehicles: count,
  /** Stored images in use: vehicle previews and gallery images, avatars and cover images. */
  images: count,
  newUsersLast7Days: count,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
