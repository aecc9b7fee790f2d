import type { FuelConsumption } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { logbookKeys } from '../../../lib/api/query-keys';
import { publicLogbookPath } from './paths';

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

export function useFuelConsumption(nickname: string, slug: string) {
  return useQuery(fuelConsumptionQueryOptions(nickname, slug));
}
