import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_STALE_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from './constants';

/** 1 s, 2 s, 4 s ... never more than 30 s. `attemptIndex` counts from 0. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

/** A client with the spec §9 defaults; the site uses `queryClient`, tests may create their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: QUERY_RETRY_COUNT,
        retryDelay,
      },
      mutations: {
        retry: QUERY_RETRY_COUNT,
        retryDelay,
      },
    },
  });
}

/** The one QueryClient of the page (shared through Module Federation). */
export const queryClient = createQueryClient();
