import {
  NICKNAME_MAX_LENGTH,
  type DriveType,
  type FuelType,
  type Locales,
  type PublicVehicle,
  type ResponsiveImage,
  type Transmission,
} from '@carclub/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';

import {
  bodyTypes,
  colors,
  manufacturers,
  models,
  users,
  vehicleImages,
  vehicles,
} from '../../db/schema';
import type { Database } from '../../db/database';
import { responsiveImage, type StorageDriver } from '../media';
import { publiclyVisibleVehicle } from '../vehicles';

/**
 * What the server reads of a vehicle for its preview and structured data: nothing its public page
 * does not show (no purchase price, value or date; the VIN only when its owner shows it).
 */
export interface ShareVehicle {
  name: string;
  year: number;
  description: string | null;
  status: 'active' | 'selling' | 'sold';
  slug: string;
  nickname: string;
  manufacturer: { name: string; locales: Locales };
  model: { name: string; locales: Locales };
  bodyType: { name: string; locales: Locales };
  color: { name: string; locales: Locales };
  fuelType: FuelType;
  transmission: Transmission;
  driveType: DriveType;
  /** Kilometres. */
  mileage: number | null;
  /** Null unless the owner shows it on the public page. */
  vin: string | null;
  /** The preview image, else the first photo of the gallery: the full-size variant. */
  image: { url: string; width: number | null; height: number | null } | null;
}

/** Longer than any slug the API makes (a 100-character name, its year and a repeat suffix). */
const SLUG_MAX_LENGTH = 128;

function prepareShareVehicleQuery(db: Database) {
  const firstPhoto = db
    .select({
      key: vehicleImages.storageKey,
      width: vehicleImages.width,
      height: vehicleImages.height,
      variantWidths: vehicleImages.variantWidths,
    })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicles.id))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.createdAt))
    .limit(1)
    .as('first_photo');

  return db
    .select({
      name: vehicles.name,
      year: vehicles.year,
      description: vehicles.description,
      status: vehicles.status,
      slug: vehicles.slug,
      nickname: users.nickname,
      manufacturer: { name: manufacturers.name, locales: manufacturers.locales },
      model: { name: models.name, locales: models.locales },
      bodyType: { name: bodyTypes.name, locales: bodyTypes.locales },
      color: { name: colors.name, locales: colors.locales },
      fuelType: vehicles.fuelType,
      transmission: vehicles.transmission,
      driveType: vehicles.driveType,
      mileage: vehicles.mileage,
      vin: vehicles.vin,
      vinPublic: vehicles.vinPublic,
      previewKey: vehicles.previewKey,
      previewWidth: vehicles.previewWidth,
      previewHeight: vehicles.previewHeight,
      previewVariantWidths: vehicles.previewVariantWidths,
      photoKey: firstPhoto.key,
      photoWidth: firstPhoto.width,
      photoHeight: firstPhoto.height,
      photoVariantWidths: firstPhoto.variantWidths,
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .innerJoin(manufacturers, eq(manufacturers.id, vehicles.manufacturerId))
    .innerJoin(models, eq(models.id, vehicles.modelId))
    .innerJoin(bodyTypes, eq(bodyTypes.id, vehicles.bodyTypeId))
    .innerJoin(colors, eq(colors.id, vehicles.colorId))
    .leftJoinLateral(firstPhoto, sql`true`)
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${sql.placeholder('nickname')})`,
        eq(vehicles.slug, sql.placeholder('slug')),
        publiclyVisibleVehicle(),
      ),
    )
    .limit(1)
    .prepare('site_share_vehicle');
}

type ShareVehicleQuery = ReturnType<typeof prepareShareVehicleQuery>;

/** Built once per database and named, so PostgreSQL plans it once per connection. */
const preparedQueries = new WeakMap<Database, ShareVehicleQuery>();

/**
 * A vehicle's share tags and its page's cover (`hero`), the image the page shows first: the
 * preview, else the first photo of the gallery, as the page's `<img>` has it (for its preload).
 */
export interface ShareVehiclePage extends ShareVehicle {
  hero: ResponsiveImage | null;
}

/**
 * What a link preview shows of the vehicle at `/u/{nickname}/car/{slug}` (nickname ignoring case),
 * in one query over the unique indexes on the nickname, the owner's slugs and the gallery order;
 * null when there is no such vehicle or the public may not see it.
 */
export async function loadShareVehicle(
  app: { db: Database; storage: StorageDriver },
  nickname: string,
  slug: string,
): Promise<ShareVehiclePage | null> {
  if (nickname.length > NICKNAME_MAX_LENGTH || slug.length > SLUG_MAX_LENGTH) return null;
  let query = preparedQueries.get(app.db);
  if (!query) {
    query = prepareShareVehicleQuery(app.db);
    preparedQueries.set(app.db, query);
  }
  const [row] = await query.execute({ nickname, slug });
  if (!row) return null;

  // A preview stored before its size was has none; a gallery photo's is always known.
  const hero =
    row.previewKey !== null
      ? responsiveImage(app.storage, row.previewKey, {
          width: row.previewWidth,
          height: row.previewHeight,
          variantWidths: row.previewVariantWidths,
        })
      : row.photoKey !== null
        ? responsiveImage(app.storage, row.photoKey, {
            width: row.photoWidth,
            height: row.photoHeight,
            variantWidths: row.photoVariantWidths ?? [],
          })
        : null;
  return {
    name: row.name,
    year: row.year,
    description: row.description,
    status: row.status,
    slug: row.slug,
    nickname: row.nickname,
    manufacturer: row.manufacturer,
    model: row.model,
    bodyType: row.bodyType,
    color: row.color,
    fuelType: row.fuelType,
    transmission: row.transmission,
    driveType: row.driveType,
    mileage: row.mileage,
    vin: row.vinPublic ? row.vin : null,
    image: hero && { url: hero.url, width: hero.width, height: hero.height },
    hero,
  };
}

const named = ({ name, locales }: { name: string; locales: Locales }) => ({ name, locales });

/**
 * The same as `loadShareVehicle` finds, read from the answer of `GET /api/users/{nickname}/vehicles/
 * {slug}` (the vehicle's public page): its VIN is there only when its owner shows it, its cover is
 * the preview, else the first photo of the gallery, as the page shows them.
 */
export function shareVehicleOf(vehicle: PublicVehicle): ShareVehiclePage {
  const cover = vehicle.previewPicture ?? vehicle.gallery[0] ?? null;
  const hero: ResponsiveImage | null = cover && {
    url: cover.url,
    width: cover.width,
    height: cover.height,
    variants: cover.variants,
  };
  return {
    name: vehicle.name,
    year: vehicle.year,
    description: vehicle.description,
    status: vehicle.status,
    slug: vehicle.slug,
    nickname: vehicle.owner.nickname,
    manufacturer: named(vehicle.manufacturer),
    model: named(vehicle.model),
    bodyType: named(vehicle.bodyType),
    color: named(vehicle.color),
    fuelType: vehicle.fuelType,
    transmission: vehicle.transmission,
    driveType: vehicle.driveType,
    mileage: vehicle.mileage,
    vin: vehicle.vin,
    image: hero && { url: hero.url, width: hero.width, height: hero.height },
    hero,
  };
}
