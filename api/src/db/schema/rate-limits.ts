import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limits (`lib/rate-limiter.ts`), in the database so that every
 * API process on it counts together and a restart forgets nothing. A row whose window has ended is
 * dead: the next hit starts it afresh, and the periodic sweep deletes those nobody hits again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** e.g. `auth:loginPerIp:203.0.113.7`; see lib/auth/rate-limits.ts. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends, in epoch milliseconds of the API's clock (which tests move). */
    resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAtMs)],
);
