import type { OwnVehicleCard, Paginated, VehicleCard, VehicleListQuery } from '@carclub/contracts';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import { manufacturers, models, users, vehicles } from '../../db/schema';
import type { Database } from '../../db/database';
import { cardPicture, cardPictureColumns } from './card-picture';
import { publiclyVisibleVehicle } from './public-visibility';
import type { VehiclesApp } from './types';

/** `50%_off` matches itself, not "50 then anything": LIKE wildcards typed by the user are literal. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** The equality filters of the list query, in the order they make up a shape's key. */
const EQUALITY_FILTERS = ['status', 'fuelType', 'transmission', 'driveType', 'condition'] as const;
const ID_LIST_FILTERS = [
  ['manufacturerIds', vehicles.manufacturerId],
  ['modelIds', vehicles.modelId],
] as const;

/** Which filters a request uses: the query text depends on this alone, the values are parameters. */
interface Shape {
  owner: boolean;
  /** Only what the public sees (ADR 0077): every list but the owner's own. */
  publicOnly: boolean;
  equality: (typeof EQUALITY_FILTERS)[number][];
  idLists: (typeof ID_LIST_FILTERS)[number][0][];
  search: boolean;
}

function shapeOf(query: VehicleListQuery, ownerId: string | undefined, publicOnly: boolean): Shape {
  return {
    owner: ownerId !== undefined,
    publicOnly,
    equality: EQUALITY_FILTERS.filter((name) => query[name] !== undefined),
    idLists: ID_LIST_FILTERS.filter(([name]) => query[name]?.length).map(([name]) => name),
    search: Boolean(query.search),
  };
}

function shapeKey(shape: Shape): string {
  return [
    shape.owner ? 'o' : 'a',
    shape.publicOnly ? 'p' : '',
    ...shape.equality.map((name) => EQUALITY_FILTERS.indexOf(name)),
    ...shape.idLists.map((name) => (name === 'manufacturerIds' ? 'm' : 'n')),
    shape.search ? 's' : '',
  ].join('');
}

function parameters(query: VehicleListQuery, ownerId: string | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ownerId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    search: query.search ? `%${escapeLike(query.search)}%` : undefined,
  };
  for (const name of EQUALITY_FILTERS) values[name] = query[name];
  for (const [name] of ID_LIST_FILTERS) values[name] = query[name];
  return values;
}

/**
 * Conditions on the vehicles table alone, with placeholders for the values: the make and model
 * names are matched in the small reference tables first (hashed sub-plans), so neither the page nor
 * the count has to join them to filter.
 */
function filters(db: Database, shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    shape.owner ? eq(vehicles.ownerId, sql.placeholder('ownerId')) : undefined,
    shape.publicOnly ? publiclyVisibleVehicle() : undefined,
    ...shape.equality.map((name) => eq(vehicles[name], sql.placeholder(name))),
    // `= any($1)` takes the whole list as one array parameter, so its length is not part of the shape.
    ...ID_LIST_FILTERS.filter(([name]) => shape.idLists.includes(name)).map(
      ([name, column]) => sql`${column} = any(${sql.placeholder(name)})`,
    ),
  ];
  if (shape.search) {
    const pattern = sql.placeholder('search');
    conditions.push(
      or(
        ilike(vehicles.name, pattern),
        // A public list finds a car by its VIN only when the owner shows the VIN: otherwise a
        // stranger could look up whose car a VIN is. The owner's own list always does.
        !shape.publicOnly
          ? ilike(vehicles.vin, pattern)
          : and(eq(vehicles.vinPublic, true), ilike(vehicles.vin, pattern)),
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

function buildQueries(db: Database, shape: Shape, key: string) {
  const where = filters(db, shape);
  const newestFirst = [desc(vehicles.createdAt), desc(vehicles.id)];

  const page = db.$with('page').as(
    db
      .select({
        pageId: vehicles.id,
        // An owner has few vehicles, so counting them beside the page is cheaper than a second
        // round trip; everyone's vehicles are too many to count before cutting the page.
        total: (shape.owner ? sql<number>`count(*) over ()` : sql<number>`null`).as('total'),
      })
      .from(vehicles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );

  const pageQuery = db
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
      ...cardPictureColumns,
      postsCount: vehicles.postsCount,
      logbookEntriesCount: vehicles.logbookEntriesCount,
      createdAt: vehicles.createdAt,
      hiddenAt: vehicles.hiddenAt,
      hiddenReason: vehicles.hiddenReason,
      total: page.total,
    })
    .from(page)
    .innerJoin(vehicles, eq(vehicles.id, page.pageId))
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .orderBy(...newestFirst)
    .prepare(`vehicle_list_page_${key}`);

  const countQuery = db
    .select({ total: count() })
    .from(vehicles)
    .where(where)
    .prepare(`vehicle_list_count_${key}`);

  return { pageQuery, countQuery };
}

type Queries = ReturnType<typeof buildQueries>;

/** Built once per database and shape, and named, so PostgreSQL parses and plans them once per connection. */
const preparedQueries = new WeakMap<Database, Map<string, Queries>>();

function queriesFor(db: Database, shape: Shape): Queries {
  let byShape = preparedQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedQueries.set(db, byShape);
  }
  const key = shapeKey(shape);
  let queries = byShape.get(key);
  if (!queries) {
    queries = buildQueries(db, shape, key);
    byShape.set(key, queries);
  }
  return queries;
}

export interface VehicleListScope {
  /** One member's cars; everyone's when absent. */
  ownerId?: string;
  /**
   * Leave out what the public may not see (hidden cars, blocked owners). False only for the
   * owner's own list.
   */
  publicOnly: boolean;
}

/**
 * One page of vehicle cards, newest first, with the total of all matching vehicles. The page is
 * chosen on the vehicles table alone (a CTE walking `vehicles_owner_created_idx`, or
 * `vehicles_created_idx` for everyone's vehicles, and stopping at the limit) and only its rows are
 * joined to users and the reference tables, and look up a gallery's first photo (a card without a
 * preview shows it): joining first would make PostgreSQL join and sort every matching vehicle
 * before cutting the page. An owner's total comes with the page; everyone's
 * is a second query on the vehicles table only.
 */
export async function listVehicleCards(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  query: VehicleListQuery,
  scope: { ownerId: string; publicOnly: false },
): Promise<Paginated<OwnVehicleCard>>;
export async function listVehicleCards(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  query: VehicleListQuery,
  scope: VehicleListScope,
): Promise<Paginated<VehicleCard>>;
export async function listVehicleCards(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  query: VehicleListQuery,
  { ownerId, publicOnly }: VehicleListScope,
): Promise<Paginated<VehicleCard | OwnVehicleCard>> {
  const shape = shapeOf(query, ownerId, publicOnly);
  const { pageQuery, countQuery } = queriesFor(app.db, shape);
  const values = parameters(query, ownerId);

  let rows;
  let total: number;
  if (shape.owner) {
    rows = await pageQuery.execute(values);
    // A page past the end has no row to carry the total.
    total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : query.page === 1
          ? 0
          : ((await countQuery.execute(values))[0]?.total ?? 0);
  } else {
    let counted;
    [rows, [counted]] = await Promise.all([pageQuery.execute(values), countQuery.execute(values)]);
    total = counted?.total ?? 0;
  }

  return {
    items: rows.map(
      ({
        previewKey,
        previewWidth,
        previewHeight,
        previewVariantWidths,
        firstGalleryPhoto,
        createdAt,
        hiddenAt,
        hiddenReason,
        total: _total,
        ...card
      }) => ({
        ...card,
        // Only the owner is told a moderator hid their car, and why (a public list has none).
        ...(publicOnly
          ? {}
          : {
              hidden:
                hiddenAt === null ? null : { at: hiddenAt.toISOString(), reason: hiddenReason },
            }),
        ...cardPicture(app.storage, {
          previewKey,
          previewWidth,
          previewHeight,
          previewVariantWidths,
          firstGalleryPhoto,
        }),
        createdAt: createdAt.toISOString(),
      }),
    ),
    total,
    page: query.page,
    limit: query.limit,
  };
}
