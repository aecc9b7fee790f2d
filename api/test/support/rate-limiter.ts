import { rateLimitCounters } from '../../src/db/schema';
import { createRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter';
import { openTestDatabase } from './test-app';

export interface TestRateLimiter {
  limiter: RateLimiter;
  /** The limiter's clock, in epoch milliseconds; tests move it. */
  clock: { now: number };
  /** Forgets every counter, for a test that starts afresh. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** The real limiter on a private copy of the test database (PGlite, or PostgreSQL in CI). */
export async function openTestRateLimiter(): Promise<TestRateLimiter> {
  const { db, close } = await openTestDatabase('fresh')();
  const clock = { now: 1_000_000 };
  return {
    limiter: createRateLimiter(db, () => clock.now),
    clock,
    clear: async () => {
      await db.delete(rateLimitCounters);
    },
    close,
  };
}
