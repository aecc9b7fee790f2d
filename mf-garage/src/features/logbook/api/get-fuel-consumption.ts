import type { FuelConsumption } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';
import { ownLogbookPath, publicLogbookPath } from './paths';

/** The car's consumption from its full-to-full fills (ADR 0089); the same for everyone. */
export async function getFuelConsumption(
  nickname: string,
  slug: string,
  signal?: AbortSignal,
): Promise<FuelConsumption> {
  const [{ request }, { fuelConsumptionSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(fuelConsumptionSchema, {
    url: `${publicLogbookPath(nickname, slug)}/fuel-consumption`,
    signal,
  });
}

export const fuelConsumptionQueryOptions = (nickname: string, slug: string) =>
  queryOptions({
    queryKey: logbookKeys.publicConsumption(nickname, slug),
    queryFn: ({ signal }) => getFuelConsumption(nickname, slug, signal),
  });

/**
 * The owner's answer: the same figure, with the stretches left out of it as implausible and why
 * (ADR 0121). Under the owner's logbook key, so every write refreshes it.
 */
async function getOwnFuelConsumption(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<FuelConsumption> {
  const [{ request }, { fuelConsumptionSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(fuelConsumptionSchema, {
    url: `${ownLogbookPath(vehicleId)}/fuel-consumption`,
    signal,
  });
}

/**
 * The public figure (server-rendered, so it shows at once), then for the owner their own answer.
 */
export function useFuelConsumption(
  car: { id: string; nickname: string; slug: string },
  viewerIsOwner: boolean,
): FuelConsumption | undefined {
  const visitor = useQuery(fuelConsumptionQueryOptions(car.nickname, car.slug));
  const owner = useQuery({
    queryKey: logbookKeys.ownConsumption(car.id),
    queryFn: ({ signal }) => getOwnFuelConsumption(car.id, signal),
    enabled: viewerIsOwner,
  });
  return (viewerIsOwner ? owner.data : undefined) ?? visitor.data;
}
