import {
  type AdminOverview,
  type DailyCount,
  OVERVIEW_CHART_DAYS,
  OVERVIEW_LATEST_ACTIONS,
} from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { profiles, users, vehicleImages, vehicles } from '../../db/schema';
import type { StorageDriver } from '../media';
import { latestAuditEntries } from './audit-log-query';
import { storageUsage } from './storage-usage';

/**
 * Rows created on each of the last OVERVIEW_CHART_DAYS UTC days, today included, zeros too: a chart
 * with gaps would draw a quiet week as if it were not there.
 */
async function perDay(
  db: Database,
  createdAt: typeof users.createdAt | typeof vehicles.createdAt,
): Promise<DailyCount[]> {
  const table = createdAt.table;
  // Both drivers (PGlite and node-postgres) return the rows under `rows`.
  const result = (await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, count(created.at)::int AS count
    FROM generate_series(
      (now() AT TIME ZONE 'UTC')::date - ${OVERVIEW_CHART_DAYS - 1}::int,
      (now() AT TIME ZONE 'UTC')::date,
      interval '1 day'
    ) AS day
    LEFT JOIN (SELECT (${createdAt} AT TIME ZONE 'UTC')::date AS at FROM ${table}
      WHERE ${createdAt} >= now() - ${`${OVERVIEW_CHART_DAYS + 1} days`}::interval) AS created
      ON created.at = day::date
    GROUP BY day
    ORDER BY day
  `)) as { rows: Array<{ date: string; count: number | string }> };
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

/**
 * The admin dashboard's headline counts, charts and latest staff actions (an empty list unless
 * `latestActions`, for staff who may not read the audit log).
 */
export async function adminOverview(
  db: Database,
  storage: StorageDriver,
  { latestActions: withLatest = true }: { latestActions?: boolean } = {},
): Promise<AdminOverview> {
  const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
  const since = (days: number) =>
    count(
      sql`SELECT count(*) FROM ${users} WHERE ${users.createdAt} > now() - ${`${days} days`}::interval`,
    );
  const [[row], signUpsPerDay, vehiclesPerDay, latestActions, storageBytes] = await Promise.all([
    db
      .select({
        users: count(sql`SELECT count(*) FROM ${users}`),
        activatedUsers: count(
          sql`SELECT count(*) FROM ${users} WHERE ${users.activatedAt} IS NOT NULL`,
        ),
        blockedUsers: count(
          sql`SELECT count(*) FROM ${users} WHERE 'blocked' = ANY(${users.restrictions})`,
        ),
        vehicles: count(sql`SELECT count(*) FROM ${vehicles}`),
        images: count(sql`
          (SELECT count(*) FROM ${vehicleImages})
          + (SELECT count(${vehicles.previewKey}) FROM ${vehicles})
          + (SELECT count(${profiles.avatarKey}) + count(${profiles.coverKey}) FROM ${profiles})
        `),
        newUsersLast7Days: since(7),
        newUsersLast30Days: since(30),
      })
      .from(sql`(SELECT 1) AS one`),
    perDay(db, users.createdAt),
    perDay(db, vehicles.createdAt),
    withLatest ? latestAuditEntries(db, OVERVIEW_LATEST_ACTIONS) : [],
    storageUsage(storage),
  ]);
  return { ...row!, storageBytes, signUpsPerDay, vehiclesPerDay, latestActions };
}
