import { markPublicViewsStale } from '@carclub/session';
import { isApiError } from '@carclub/api-client/is-api-error';
import type { Vehicle } from '@carclub/contracts';
import type { PhotoGalleryTarget } from '@carclub/kit';
import type { QueryClient } from '@tanstack/react-query';

import { vehicleKeys } from '../../../lib/api/query-keys';
import { mediaPath } from './media-path';

/** The second part of every key of the owner's lists (`ownList`), whatever their filters. */
const OWN_LIST_SEGMENT = vehicleKeys.ownList({})[1];

/**
 * After any change of a vehicle's images: the owner's lists refetch (their cards show the
 * preview), and the public lists and pages are only marked stale, like after a delete (spec §4).
 */
function afterMediaChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: vehicleKeys.own,
    predicate: (query) => query.queryKey[1] === OWN_LIST_SEGMENT,
  });
  void markPublicViewsStale(queryClient);
}

/**
 * The owner's vehicle takes `change` at once (from the API's answer, so nothing is fetched
 * again), and what else shows its images follows (`afterMediaChange`).
 */
export function applyMediaChange(
  queryClient: QueryClient,
  vehicleId: string,
  change: (vehicle: Vehicle) => Vehicle,
): void {
  queryClient.setQueryData<Vehicle>(vehicleKeys.ownVehicle(vehicleId), (vehicle) =>
    vehicle ? change(vehicle) : vehicle,
  );
  afterMediaChange(queryClient);
}

/** A 404 means the image (or the vehicle) went away elsewhere: fetch what is there now. */
export function refetchIfGone(queryClient: QueryClient, vehicleId: string, error: unknown): void {
  if (isApiError(error) && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: vehicleKeys.ownVehicle(vehicleId) });
  }
}

/** The vehicle's gallery, `/private-transport/:id/gallery`, as the shared photo manager takes it. */
export const vehicleGalleryTarget = (vehicleId: string): PhotoGalleryTarget => ({
  path: mediaPath(vehicleId, 'gallery'),
  queryKey: vehicleKeys.ownVehicle(vehicleId),
  field: 'gallery',
  afterChange: afterMediaChange,
});
