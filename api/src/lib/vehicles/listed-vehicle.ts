import type { BookmarkedVehicle } from '@carclub/contracts';

import { users, vehicles } from '../../db/schema';
import { imageUrls, type StorageDriver } from '../media';
import { previewPicture } from './read';

/**
 * What a list of cards elsewhere (bookmarks, the latest logbook entries) shows of a car: its
 * names, year, owner and preview. The query joins `users` on the car's owner.
 */
export const listedVehicleColumns = {
  id: vehicles.id,
  slug: vehicles.slug,
  name: vehicles.name,
  year: vehicles.year,
  ownerNickname: users.nickname,
  previewKey: vehicles.previewKey,
  previewWidth: vehicles.previewWidth,
  previewHeight: vehicles.previewHeight,
  previewVariantWidths: vehicles.previewVariantWidths,
};

/** A row of `listedVehicleColumns`. */
interface ListedVehicleRow {
  id: string;
  slug: string;
  name: string;
  year: number;
  ownerNickname: string;
  previewKey: string | null;
  previewWidth: number | null;
  previewHeight: number | null;
  previewVariantWidths: number[];
}

export function toListedVehicle(storage: StorageDriver, row: ListedVehicleRow): BookmarkedVehicle {
  const { previewKey, previewWidth, previewHeight, previewVariantWidths, ...car } = row;
  return {
    ...car,
    previewImage: previewKey === null ? null : imageUrls(storage, previewKey).cardUrl,
    previewPicture: previewPicture(storage, {
      previewKey,
      previewWidth,
      previewHeight,
      previewVariantWidths,
    }),
  };
}
