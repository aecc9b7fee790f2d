import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { profiles, users, vehicleImages, vehicles } from '../../db/schema';
import type { Database } from '../../db/database';

export const adminOverviewSchema = z.object({
  users: z.number().int().min(0),
  /** Accounts whose activation link was followed. */
  activatedUsers: z.number().int().min(0),
  vehicles: z.number().int().min(0),
  /** Stored images in use: vehicle previews and gallery images, avatars and cover images. */
  images: z.number().int().min(0),
  newUsersLast7Days: z.number().int().min(0),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

const NEW_USERS_WINDOW = '7 days';

/** The admin dashboard's headline counts, in one round trip. */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
  const [row] = await db
    .select({
      users: count(sql`SELECT count(*) FROM ${users}`),
      activatedUsers: count(
        sql`SELECT count(*) FROM ${users} WHERE ${users.activatedAt} IS NOT NULL`,
      ),
      vehicles: count(sql`SELECT count(*) FROM ${vehicles}`),
      images: count(sql`
        (SELECT count(*) FROM ${vehicleImages})
        + (SELECT count(${vehicles.previewKey}) FROM ${vehicles})
        + (SELECT count(${profiles.avatarKey}) + count(${profiles.coverKey}) FROM ${profiles})
      `),
      newUsersLast7Days: count(
        sql`SELECT count(*) FROM ${users} WHERE ${users.createdAt} > now() - ${NEW_USERS_WINDOW}::interval`,
      ),
    })
    .from(sql`(SELECT 1) AS one`);
  return row!;
}
