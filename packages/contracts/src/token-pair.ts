import type { TokenPair } from './auth';

/**
 * The same rule as `tokenPairSchema`, without zod: the session checks its cookie on every page,
 * and a guest's first page should not have to download a schema library to do so.
 */
export function isTokenPair(value: unknown): value is TokenPair {
  const pair = value as Partial<Record<keyof TokenPair, unknown>> | null;
  return (
    typeof pair === 'object' &&
    pair !== null &&
    typeof pair.accessToken === 'string' &&
    pair.accessToken.length > 0 &&
    typeof pair.refreshToken === 'string' &&
    pair.refreshToken.length > 0
  );
}
