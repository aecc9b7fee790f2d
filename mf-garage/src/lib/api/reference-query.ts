import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';

/**
 * The reference lists are fresh for a day, like the spec's countries and states (the API lets
 * browsers keep them 24 h too); a change by staff reaches them through the version in the key.
 */
const REFERENCE_STALE_TIME_MS = 24 * 60 * 60 * 1000;
const REFERENCE_GC_TIME_MS = 48 * 60 * 60 * 1000;

/**
 * Query options of one reference list at `version`: GET `path` answering an array of the item
 * schema `loadItem` gives. The schema is loaded with the client, by the query itself: a page whose
 * filters the server filled in imports no schema at start (ADR 0088). The version is in the
 * address too (`v`), or the browser's own day-long HTTP cache would answer.
 */
export function referenceQueryOptions<T>(
  queryKey: readonly unknown[],
  path: string,
  loadItem: () => Promise<z.ZodType<T>>,
  version: number,
  params?: Record<string, string>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T[]> => {
      const [{ request }, item] = await Promise.all([import('@carclub/api-client'), loadItem()]);
      return request(item.array(), {
        url: path,
        signal,
        params: { ...params, v: String(version) },
      });
    },
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_GC_TIME_MS,
  });
}
