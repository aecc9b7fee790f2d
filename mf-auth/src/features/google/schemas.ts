import { z } from 'zod';

/**
 * Why the API's Google callback sent the browser here without a session (the `error` query
 * parameter), plus `expired` for a hand-off the API no longer accepts. Anything else is `failed`.
 */
export const GOOGLE_FAILURES = [
  'cancelled',
  'unverified',
  'unavailable',
  'expired',
  'conflict',
  'rateLimited',
  'blocked',
  'failed',
] as const;
export const googleFailureSchema = z.enum(GOOGLE_FAILURES).catch('failed');
export type GoogleFailure = z.infer<typeof googleFailureSchema>;
