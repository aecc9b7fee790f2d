import {
  emptyVehicleFeatures,
  emptyVehicleModifications,
  pickVehicleFields,
  type PublicVehicle,
  type ResponsiveImage,
  type Vehicle,
  type VehicleField,
  type VehicleImage,
} from '@carclub/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import {
  bodyTypes,
  colors,
  manufacturers,
  models,
  profiles,
  users,
  vehicleImages,
  vehicles,
} from '../../db/schema';
import type { StorageDriver } from '../media';
import { imageUrls, responsiveImage } from '../media';
import type { Database } from '../../db/database';
import { publiclyVisibleVehicle } from './public-visibility';
import type { VehiclesApp } from './types';

const bodyType = alias(bodyTypes, 'body_type');
const color = alias(colors, 'color');

const reference = <T extends typeof manufacturers | typeof models | typeof bodyType | typeof color>(
  table: T,
) => ({ id: table.id, name: table.name, locales: table.locales });

/** What galleryImage reads of each photo, as `galleryImageColumns`. */
type GalleryRow = Parameters<typeof galleryImage>[1];

/**
 * The vehicle's gallery in its own row, first to last, as JSON: a car's page (and its owner's
 * view of it) is then one round trip to the database rather than two.
 */
const galleryOfVehicle = sql<GalleryRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${vehicleImages.id},
    'storageKey', ${vehicleImages.storageKey},
    'width', ${vehicleImages.width},
    'height', ${vehicleImages.height},
    'variantWidths', ${vehicleImages.variantWidths}
  ) order by ${vehicleImages.position}, ${vehicleImages.createdAt})
  from ${vehicleImages} where ${vehicleImages.vehicleId} = ${vehicles.id}
), '[]'::json)`;

const vehicleColumns = {
  vehicle: vehicles,
  ownerNickname: users.nickname,
  ownerAvatarKey: profiles.avatarKey,
  manufacturer: reference(manufacturers),
  model: reference(models),
  bodyType: reference(bodyType),
  color: { ...reference(color), hex: color.hex },
  gallery: galleryOfVehicle,
};

/** What galleryImage reads of a `vehicle_images` row. */
export const galleryImageColumns = {
  id: vehicleImages.id,
  storageKey: vehicleImages.storageKey,
  width: vehicleImages.width,
  height: vehicleImages.height,
  variantWidths: vehicleImages.variantWidths,
};

export function galleryImage(
  storage: StorageDriver,
  image: {
    id: string;
    storageKey: string;
    width: number;
    height: number;
    variantWidths: number[];
  },
): VehicleImage {
  return {
    id: image.id,
    ...responsiveImage(storage, image.storageKey, image),
    cardUrl: imageUrls(storage, image.storageKey).cardUrl,
  };
}

/** The preview of a `vehicles` row with its size and variants; null when it has none. */
export function previewPicture(
  storage: StorageDriver,
  row: Pick<
    typeof vehicles.$inferSelect,
    'previewKey' | 'previewWidth' | 'previewHeight' | 'previewVariantWidths'
  >,
): ResponsiveImage | null {
  if (row.previewKey === null) return null;
  return responsiveImage(storage, row.previewKey, {
    width: row.previewWidth,
    height: row.previewHeight,
    variantWidths: row.previewVariantWidths,
  });
}

function selectGallery(db: Database) {
  return db
    .select(galleryImageColumns)
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, sql.placeholder('vehicleId')))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.createdAt))
    .prepare('vehicle_gallery');
}

/** The gallery of a vehicle, first to last. */
export async function loadGallery(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  vehicleId: string,
): Promise<VehicleImage[]> {
  const rows = await preparedFor(app.db).gallery.execute({ vehicleId });
  return rows.map((row) => galleryImage(app.storage, row));
}

/** The owner's fields of a row as the API answers them; lists never set read as empty lists. */
function storedFields(row: typeof vehicles.$inferSelect): Pick<Vehicle, VehicleField> {
  return {
    ...pickVehicleFields(row),
    features: row.features ?? emptyVehicleFeatures(),
    modifications: row.modifications ?? emptyVehicleModifications(),
  };
}

interface LoadedVehicle {
  vehicle: Vehicle;
  ownerAvatarKey: string | null;
}

function selectVehicle(db: Database) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .leftJoin(profiles, eq(profiles.userId, vehicles.ownerId))
    .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .innerJoin(bodyType, eq(bodyType.id, vehicles.bodyTypeId))
    .innerJoin(color, eq(color.id, vehicles.colorId));
}

type VehicleRow = Awaited<ReturnType<ReturnType<typeof selectVehicle>['execute']>>[number];

function selectPublicVehicle(db: Database) {
  return selectVehicle(db)
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${sql.placeholder('nickname')})`,
        eq(vehicles.slug, sql.placeholder('slug')),
        publiclyVisibleVehicle(),
      ),
    )
    .limit(1)
    .prepare('public_vehicle_page');
}

/**
 * The reads of every car page, built once per database and named, so that PostgreSQL parses and
 * plans them once per connection: planning the page's seven-table join took 2–3 ms of the
 * database's CPU, thirty times its execution, and capped a car's page at about 300 answers a
 * second on two cores.
 */
const preparedQueries = new WeakMap<
  Database,
  {
    gallery: ReturnType<typeof selectGallery>;
    publicVehicle: ReturnType<typeof selectPublicVehicle>;
  }
>();

function preparedFor(db: Database) {
  let queries = preparedQueries.get(db);
  if (queries === undefined) {
    queries = { gallery: selectGallery(db), publicVehicle: selectPublicVehicle(db) };
    preparedQueries.set(db, queries);
  }
  return queries;
}

async function loadOne(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  where: SQL,
): Promise<LoadedVehicle | null> {
  const [row] = await selectVehicle(app.db).where(where).limit(1);
  return row === undefined ? null : loaded(app, row);
}

function loaded(app: Pick<VehiclesApp, 'storage'>, row: VehicleRow): LoadedVehicle {
  const { vehicle: v } = row;
  return {
    ownerAvatarKey: row.ownerAvatarKey,
    vehicle: {
      id: v.id,
      slug: v.slug,
      ownerId: v.ownerId,
      ownerNickname: row.ownerNickname,
      ...storedFields(v),
      manufacturer: row.manufacturer,
      model: row.model,
      bodyType: row.bodyType,
      color: row.color,
      previewImage: v.previewKey === null ? null : imageUrls(app.storage, v.previewKey).url,
      previewPicture: previewPicture(app.storage, v),
      gallery: row.gallery.map((image) => galleryImage(app.storage, image)),
      postsCount: v.postsCount,
      logbookEntriesCount: v.logbookEntriesCount,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
      hidden: v.hiddenAt === null ? null : { at: v.hiddenAt.toISOString(), reason: v.hiddenReason },
    },
  };
}

/** The vehicle `id` if `ownerId` owns it; null for a missing vehicle and for someone else's. */
export async function loadOwnVehicle(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  id: string,
  ownerId: string,
): Promise<Vehicle | null> {
  const loaded = await loadOne(app, and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId))!);
  return loaded?.vehicle ?? null;
}

export interface PublicVehiclePage {
  vehicle: PublicVehicle;
  /** Not shown: what the page's view counter needs to leave out the owner's own visits. */
  ownerId: string;
}

/**
 * The public page of a vehicle: nickname ignoring case (as it is unique), purchase data left out,
 * the VIN only when its owner chose to show it; null while the car is not publicly visible.
 */
export async function loadPublicVehicle(
  app: Pick<VehiclesApp, 'db' | 'storage'>,
  nickname: string,
  slug: string,
): Promise<PublicVehiclePage | null> {
  const [row] = await preparedFor(app.db).publicVehicle.execute({ nickname, slug });
  if (row === undefined) return null;
  const page = loaded(app, row);
  const {
    ownerId,
    vinPublic,
    purchasePrice: _purchasePrice,
    currency: _currency,
    purchaseDate: _purchaseDate,
    currentValue: _currentValue,
    hidden: _hidden,
    ...visible
  } = page.vehicle;
  return {
    ownerId,
    vehicle: {
      ...visible,
      vin: vinPublic ? visible.vin : null,
      owner: {
        nickname: visible.ownerNickname,
        avatar:
          page.ownerAvatarKey === null ? null : imageUrls(app.storage, page.ownerAvatarKey).url,
      },
    },
  };
}
