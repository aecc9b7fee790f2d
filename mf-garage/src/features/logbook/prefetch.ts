import { prefetchDiscussion } from '@carclub/kit';
import type { QueryClient } from '@tanstack/react-query';

import { publicVehicleQueryOptions } from '../../lib/api/get-public-vehicle';
import { vehiclePageTabOf } from '../../lib/vehicle-page-tab';
import { fuelConsumptionQueryOptions } from './api/get-fuel-consumption';
import { publicLogbookEntryQueryOptions } from './api/get-logbook-entry';
import { publicLogbookQueryOptions } from './api/get-logbook';

/**
 * A car's page as the server renders it: the car, and with `?tab=logbook` the page of entries and
 * the consumption the tab shows a visitor (the owner's own view comes after hydration).
 */
export async function prefetchVehiclePage(
  queryClient: QueryClient,
  nickname: string,
  slug: string,
  searchParams: URLSearchParams,
): Promise<void> {
  const { tab, logbookPage } = vehiclePageTabOf(searchParams);
  await Promise.all([
    queryClient.fetchQuery(publicVehicleQueryOptions(nickname, slug)),
    ...(tab === 'logbook'
      ? [
          queryClient.fetchQuery(publicLogbookQueryOptions(nickname, slug, logbookPage)),
          queryClient.fetchQuery(fuelConsumptionQueryOptions(nickname, slug)),
        ]
      : []),
  ]);
}

/** A public entry's page as the server renders it: its car (for the names), the entry, its thread. */
export async function prefetchLogbookEntry(
  queryClient: QueryClient,
  nickname: string,
  slug: string,
  entryId: string,
): Promise<void> {
  const [, entry] = await Promise.all([
    queryClient.fetchQuery(publicVehicleQueryOptions(nickname, slug)),
    queryClient.fetchQuery(publicLogbookEntryQueryOptions(nickname, slug, entryId)),
  ]);
  // Its thread as a visitor sees it, drawn by the server (ADR 0162).
  if (entry.discussion) await prefetchDiscussion(queryClient, entry.discussion.id);
}
