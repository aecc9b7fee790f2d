import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** Spec §9: countries and states are fresh for 24 h and kept 48 h. */
const REFERENCE_STALE_TIME_MS = 24 * 60 * 60 * 1000;
const REFERENCE_GC_TIME_MS = 48 * 60 * 60 * 1000;

/** Query options of one reference list: GET `path` answering an array of `item`. */
export function referenceQueryOptions<T>(
  queryKey: readonly unknown[],
  path: string,
  item: z.ZodType<T>,
  params?: Record<string, string>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<T[]> => {
      const { request } = await import('@carclub/api-client');
      return request(z.array(item), { url: path, signal, params });
    },
    staleTime: REFERENCE_STALE_TIME_MS,
    gcTime: REFERENCE_GC_TIME_MS,
  });
}
