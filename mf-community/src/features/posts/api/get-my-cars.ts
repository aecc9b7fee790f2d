import { VEHICLE_LIST_MAX_LIMIT } from '@carclub/contracts';
import { queryOptions } from '@tanstack/react-query';

import { postKeys } from './query-keys';

/** What the editor's pickers show of a car and of an entry. */
export interface CarChoice {
  id: string;
  name: string;
  year: number;
}
export interface EntryChoice {
  id: string;
  title: string;
  date: string;
}

/** The member's cars a post may be about (their first hundred, which is every garage we know). */
export async function getMyCars(signal?: AbortSignal): Promise<{ items: CarChoice[] }> {
  const [{ request }, { vehicleCardSchema }, { z }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
    import('zod'),
  ]);
  const schema = z.object({
    items: z.array(vehicleCardSchema.pick({ id: true, name: true, year: true })),
  });
  return request(schema, {
    url: '/private-transport',
    params: { limit: VEHICLE_LIST_MAX_LIMIT },
    signal,
  });
}

export const myCarsQueryOptions = () =>
  queryOptions({ queryKey: postKeys.myCars, queryFn: ({ signal }) => getMyCars(signal) });

/** The latest hundred entries of one of the member's cars, newest first, to pick cards from. */
export async function getCarEntries(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<{ items: EntryChoice[] }> {
  const [{ request }, { logbookEntrySchema }, { z }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
    import('zod'),
  ]);
  const schema = z.object({
    items: z.array(logbookEntrySchema.pick({ id: true, title: true, date: true })),
  });
  return request(schema, {
    url: `/private-transport/${encodeURIComponent(vehicleId)}/logbook`,
    params: { page: 1, limit: VEHICLE_LIST_MAX_LIMIT },
    signal,
  });
}

export const carEntriesQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: postKeys.carEntries(vehicleId),
    queryFn: ({ signal }) => getCarEntries(vehicleId, signal),
  });
