import type { ResponsiveImage } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { vehicleImages, vehicles } from '../../db/schema';
import { imageUrls, responsiveImage, type StorageDriver } from '../media';
import { previewPicture } from './read';

/** What a card reads of the first photo of a car's gallery. */
export interface FirstGalleryPhoto {
  storageKey: string;
  width: number;
  height: number;
  variantWidths: number[];
}

/**
 * A column of the outer row's car, spelt out: drizzle leaves columns unqualified in a query of one
 * table, and an unqualified `id` inside the subquery would be the photo's.
 */
const outerVehicle = (column: string) =>
  sql`${sql.identifier('vehicles')}.${sql.identifier(column)}`;

/**
 * The first photo of the gallery (by position) of a car without a preview; null for a car with
 * one. A subquery in the select list, so a list stays one query: it runs for the rows the query
 * returns (a page, after it is cut), reads one entry of `vehicle_images_vehicle_idx` each, and
 * nothing for a car with a preview (PostgreSQL checks that first, as a one-time filter).
 */
const firstGalleryPhoto = sql<FirstGalleryPhoto | null>`(
  select json_build_object(
    'storageKey', ${vehicleImages.storageKey},
    'width', ${vehicleImages.width},
    'height', ${vehicleImages.height},
    'variantWidths', ${vehicleImages.variantWidths}
  )
  from ${vehicleImages}
  where ${vehicleImages.vehicleId} = ${outerVehicle('id')}
    and ${outerVehicle('preview_key')} is null
  order by ${vehicleImages.position}, ${vehicleImages.createdAt} limit 1
)`;

/** What `cardPicture` reads, for the select list of a query that has `vehicles` in its FROM. */
export const cardPictureColumns = {
  previewKey: vehicles.previewKey,
  previewWidth: vehicles.previewWidth,
  previewHeight: vehicles.previewHeight,
  previewVariantWidths: vehicles.previewVariantWidths,
  firstGalleryPhoto,
};

/** A row of `cardPictureColumns`. */
export interface CardPictureRow {
  previewKey: string | null;
  previewWidth: number | null;
  previewHeight: number | null;
  previewVariantWidths: number[];
  firstGalleryPhoto: FirstGalleryPhoto | null;
}

/**
 * The picture a card of the car shows (`/cars`, My vehicles, a member's page, bookmarks, the latest
 * logbook entries): its preview, else the first photo of its gallery, as its page's cover and its
 * link preview have it. Decided here, so every client and the server render show the same.
 */
export function cardPicture(
  storage: StorageDriver,
  row: CardPictureRow,
): { previewImage: string | null; previewPicture: ResponsiveImage | null } {
  if (row.previewKey !== null) {
    return {
      previewImage: imageUrls(storage, row.previewKey).cardUrl,
      previewPicture: previewPicture(storage, row),
    };
  }
  const photo = row.firstGalleryPhoto;
  if (photo === null) return { previewImage: null, previewPicture: null };
  return {
    previewImage: imageUrls(storage, photo.storageKey).cardUrl,
    previewPicture: responsiveImage(storage, photo.storageKey, photo),
  };
}
