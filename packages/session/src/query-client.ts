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

/** The HTTP status of a failed call, whichever shape the error has (ApiError or axios error). */
function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/**
 * Spec §9's two retries, for failures that another try may cure: no answer at all (network,
 * timeout), 408, 429 and 5xx. Any other answer is final (a 404 or a 422 repeats itself), so it
 * shows at once instead of after 3 s of retrying.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  const status = failureStatus(error);
  return status === undefined || status === 408 || status === 429 || status >= 500;
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
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}

/** The one QueryClient of the page (shared through Module Federation). */
export const queryClient = createQueryClient();
