import type { ApiError } from './api-error-class';

/**
 * Whether `error` is an ApiError, without loading the client: a page whose calls import the
 * client on demand (ADR 0088) still tells an API failure from anything else while it renders. The
 * name, not `instanceof`, because this file is bundled into each app while the ApiError class
 * exists once, in the shared client.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}
