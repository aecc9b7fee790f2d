import type { Paginated, VehicleCard, VehicleListQuery } from '@carclub/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';

import { manufacturers, models, users, vehicles } from '../../db/schema';
import type { Database } from '../../plugins/db';
import { imageUrls } from '../media';
import type { VehiclesApp } from './types';

/** `50%_off` matches itself, not "50 then anything": LIKE wildcards typed by the user are literal. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/**
 * Conditions on the vehicles table alone: the make and model names are matched in the small
 * reference tables first (hashed sub-plans), so neither the page nor the count has to join them
 * to filter.
 */
function filters(
  db: Database,
  query: VehicleListQuery,
  ownerId: string | undefined,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ownerId === undefined ? undefined : eq(vehicles.ownerId, ownerId),
    query.status === undefined ? undefined : eq(vehicles.status, query.status),
    query.fuelType === undefined ? undefined : eq(vehicles.fuelType, query.fuelType),
    query.transmission === undefined ? undefined : eq(vehicles.transmission, query.transmission),
    query.driveType === undefined ? undefined : eq(vehicles.driveType, query.driveType),
    query.condition === undefined ? undefined : eq(vehicles.condition, query.condition),
    query.manufacturerIds?.length
      ? inArray(vehicles.manufacturerId, query.manufacturerIds)
      : undefined,
    query.modelIds?.length ? inArray(vehicles.modelId, query.modelIds) : undefined,
  ];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(vehicles.name, pattern),
        ilike(vehicles.vin, pattern),
        inArray(
          vehicles.manufacturerId,
          db
            .select({ id: manufacturers.id })
            .from(manufacturers)
            .where(ilike(manufacturers.name, pattern)),
        ),
        inArray(
          vehicles.modelId,
          db.select({ id: models.id }).from(models).where(ilike(models.name, pattern)),
        ),
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of vehicle cards, newest first, with the total of all matching vehicles, in two queries.
 * The page is chosen on the vehicles table alone (a CTE walking `vehicles_owner_created_idx`, or
 * `vehicles_created_idx` for everyone's vehicles, and stopping at the limit) and only its rows are
 * joined to users and the reference tables: joining first would make PostgreSQL join and sort
 * every matching vehicle before cutting the page. The count reads the vehicles table only.
 */
export async function listVehicleCards(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  query: VehicleListQuery,
  ownerId?: string,
): Promise<Paginated<VehicleCard>> {
  const where = filters(app.db, query, ownerId);
  const newestFirst = [desc(vehicles.createdAt), desc(vehicles.id)];

  const page = app.db.$with('page').as(
    app.db
      .select({ pageId: vehicles.id })
      .from(vehicles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  );

  const pageQuery = app.db
    .with(page)
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      ownerNickname: users.nickname,
      name: vehicles.name,
      year: vehicles.year,
      manufacturer: {
        id: manufacturers.id,
        name: manufacturers.name,
        locales: manufacturers.locales,
      },
      model: { id: models.id, name: models.name, locales: models.locales },
      fuelType: vehicles.fuelType,
      transmission: vehicles.transmission,
      driveType: vehicles.driveType,
      condition: vehicles.condition,
      status: vehicles.status,
      mileage: vehicles.mileage,
      enginePower: vehicles.enginePower,
      previewKey: vehicles.previewKey,
      postsCount: vehicles.postsCount,
      logbookEntriesCount: vehicles.logbookEntriesCount,
      createdAt: vehicles.createdAt,
    })
    .from(page)
    .innerJoin(vehicles, eq(vehicles.id, page.pageId))
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .orderBy(...newestFirst);

  const countQuery = app.db.select({ total: count() }).from(vehicles).where(where);

  const [rows, [counted]] = await Promise.all([pageQuery, countQuery]);

  return {
    items: rows.map(({ previewKey, createdAt, ...card }) => ({
      ...card,
      fuelType: card.fuelType as VehicleCard['fuelType'],
      transmission: card.transmission as VehicleCard['transmission'],
      driveType: card.driveType as VehicleCard['driveType'],
      condition: card.condition as VehicleCard['condition'],
      status: card.status as VehicleCard['status'],
      previewImage: previewKey === null ? null : imageUrls(app.storage, previewKey).cardUrl,
      createdAt: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
