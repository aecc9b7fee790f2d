import type { BookmarkedVehicle } from '@carclub/contracts';

import { users, vehicles } from '../../db/schema';
import type { StorageDriver } from '../media';
import { cardPicture, cardPictureColumns, type CardPictureRow } from './card-picture';

/**
 * What a list of cards elsewhere (bookmarks, the latest logbook entries) shows of a car: its
 * names, year, owner and picture. The query joins `users` on the car's owner.
 */
export const listedVehicleColumns = {
  id: vehicles.id,
  slug: vehicles.slug,
  name: vehicles.name,
  year: vehicles.year,
  ownerNickname: users.nickname,
  ...cardPictureColumns,
};

/** A row of `listedVehicleColumns`. */
interface ListedVehicleRow extends CardPictureRow {
  id: string;
  slug: string;
  name: string;
  year: number;
  ownerNickname: string;
}

export function toListedVehicle(storage: StorageDriver, row: ListedVehicleRow): BookmarkedVehicle {
  const {
    previewKey,
    previewWidth,
    previewHeight,
    previewVariantWidths,
    firstGalleryPhoto,
    ...car
  } = row;
  return {
    ...car,
    ...cardPicture(storage, {
      previewKey,
      previewWidth,
      previewHeight,
      previewVariantWidths,
      firstGalleryPhoto,
    }),
  };
}
