import { ANALYTICS_DAYS, type ProfileAnalytics } from '@carclub/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users, vehicleViews, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { daysBefore, utcDay } from './visitor';

/**
 * The member's cars, newest first, each with its views per UTC day over the last ANALYTICS_DAYS
 * days (oldest first, zeros included), in total, and since it was put up for sale when it is.
 */
export async function loadProfileAnalytics(
  db: Database,
  ownerId: string,
  now: Date = new Date(),
): Promise<ProfileAnalytics> {
  const today = utcDay(now);
  const firstDay = daysBefore(today, ANALYTICS_DAYS - 1);

  const [member] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, ownerId));
  // The session was live a moment ago: the account was deleted in between (as GET /profile).
  if (!member) throw httpErrors.notFound();
  const cars = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      slug: vehicles.slug,
      status: vehicles.status,
      forSaleSince: vehicles.forSaleSince,
    })
    .from(vehicles)
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  if (cars.length === 0) return { nickname: member.nickname, items: [] };

  const forSaleDay = sql`(${vehicles.forSaleSince} at time zone 'UTC')::date`;
  const [totals, days] = await Promise.all([
    db
      .select({
        vehicleId: vehicleViews.vehicleId,
        total: sql<number>`count(*)::int`,
        sinceForSale: sql<number>`(count(*) filter (where ${vehicleViews.day} >= ${forSaleDay}))::int`,
      })
      .from(vehicleViews)
      .innerJoin(vehicles, eq(vehicles.id, vehicleViews.vehicleId))
      .where(eq(vehicles.ownerId, ownerId))
      .groupBy(vehicleViews.vehicleId),
    db
      .select({
        vehicleId: vehicleViews.vehicleId,
        day: vehicleViews.day,
        views: sql<number>`count(*)::int`,
      })
      .from(vehicleViews)
      .innerJoin(vehicles, eq(vehicles.id, vehicleViews.vehicleId))
      .where(and(eq(vehicles.ownerId, ownerId), gte(vehicleViews.day, firstDay)))
      .groupBy(vehicleViews.vehicleId, vehicleViews.day),
  ]);

  const totalOf = new Map(totals.map((row) => [row.vehicleId, row]));
  const viewsOn = new Map(days.map((row) => [`${row.vehicleId} ${row.day}`, row.views]));
  const window = Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
    daysBefore(today, ANALYTICS_DAYS - 1 - index),
  );

  return {
    nickname: member.nickname,
    items: cars.map((car) => {
      const counted = totalOf.get(car.id);
      const forSale = car.status === 'selling' && car.forSaleSince !== null;
      return {
        id: car.id,
        name: car.name,
        slug: car.slug,
        status: car.status,
        total: counted?.total ?? 0,
        daily: window.map((day) => ({ date: day, count: viewsOn.get(`${car.id} ${day}`) ?? 0 })),
        forSaleSince: forSale ? car.forSaleSince!.toISOString() : null,
        viewsSinceForSale: forSale ? (counted?.sinceForSale ?? 0) : null,
      };
    }),
  };
}
