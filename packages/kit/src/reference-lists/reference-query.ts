import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * The reference lists are fresh for a day (spec §9 for countries and states; the API lets
 * browsers keep every list 24 h too) and kept two; a change by staff reaches a staff-edited list
 * through its version, in the key and in the address.
 */
export const REFERENCE_STALE_TIME_MS = 24 * 60 * 60 * 1000;
export const REFERENCE_GC_TIME_MS = 48 * 60 * 60 * 1000;

export interface ReferenceListSource<T> {
  /** The cache key; a staff-edited list's includes its version, so a new version is a new key. */
  queryKey: readonly unknown[];
  /** The GET answering an array of items. */
  path: string;
  /**
   * The item's schema, loaded with the client by the query itself: a page whose lists the server
   * filled in imports no schema at start (ADR 0088).
   */
  loadItem: () => Promise<z.ZodType<T>>;
  /**
   * The list's version from GET /reference/versions (the lists staff edit, ADR 0079). It goes in
   * the address too (`v`), or the browser's own day-long HTTP cache would answer with the old
   * list. Lists staff never edit (countries, states) have none.
   */
  version?: number;
  params?: Record<string, string>;
}

/** Query options of one reference list: GET `path` answering an array of the item schema. */
export function referenceQueryOptions<T>({
  queryKey,
  path,
  loadItem,
  version,
  params,
}: ReferenceListSource<T>) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T[]> => {
      const [{ request }, item] = await Promise.all([import('@carclub/api-client'), loadItem()]);
      return request(item.array(), {
        url: path,
        signal,
        params: version === undefined ? params : { ...params, v: String(version) },
      });
    },
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_GC_TIME_MS,
  });
}
