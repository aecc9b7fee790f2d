import type { QueryClient } from '@tanstack/react-query';

import { PUBLIC_QUERY_KEYS } from './constants';

/**
 * After a car was added, saved, deleted or its pictures or logbook changed: every public view of
 * it (its page, the lists, its owner's member page and garage, whichever remote shows them) is
 * only marked stale (spec §4), and fetched again when next shown.
 */
export async function markPublicViewsStale(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PUBLIC_QUERY_KEYS.vehicles, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_QUERY_KEYS.members, refetchType: 'none' }),
  ]);
}
