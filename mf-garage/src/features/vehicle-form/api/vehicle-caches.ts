import type { Vehicle } from '@carclub/contracts';
import { markPublicViewsStale } from '@carclub/session';
import { hashKey, type QueryClient } from '@tanstack/react-query';

import { vehicleKeys } from '../../../lib/api/query-keys';

/**
 * After `vehicle` was created or saved (spec §4's split): the answer becomes the cached vehicle,
 * the owner's other cached views (lists) are refetched, and the general caches (public browse and
 * pages, the owner's member page) are only marked stale.
 */
export async function afterVehicleSaved(queryClient: QueryClient, vehicle: Vehicle): Promise<void> {
  const ownVehicleKey = vehicleKeys.ownVehicle(vehicle.id);
  queryClient.setQueryData(ownVehicleKey, vehicle);
  const savedHash = hashKey(ownVehicleKey);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: vehicleKeys.own,
      // The answer is the saved vehicle itself; fetching it again would only repeat it.
      predicate: (query) => query.queryHash !== savedHash,
    }),
    markPublicViewsStale(queryClient),
  ]);
}
