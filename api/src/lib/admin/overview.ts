import type { AdminOverview } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { profiles, users, vehicleImages, vehicles } from '../../db/schema';
import type { Database } from '../../db/database';

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
