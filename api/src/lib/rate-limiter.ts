import { and, eq, gt, lte, sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { httpErrors } from './http-errors';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** A key's current window: how many events it has counted and when it ends. */
export interface RateLimitWindow {
  count: number;
  resetInMs: number;
}

/**
 * Counters keyed by strings such as `auth:loginPerIp:1.2.3.4`, kept in the database so that every
 * API process on it shares them (a limit is not multiplied by the number of processes) and a
 * restart does not hand an attacker a fresh budget.
 */
export interface RateLimiter {
  /**
   * Counts one request against `key` and throws the spec's 429 payload, with Retry-After, once the
   * rule's budget for the current window is spent.
   */
  consume(key: string, rule: RateLimitRule): Promise<void>;
  /** Counts one event against `key` without refusing anything; returns the window after it. */
  hit(key: string, rule: Pick<RateLimitRule, 'windowMs'>): Promise<RateLimitWindow>;
  /** The key's current window, without counting; undefined when it has none. */
  peek(key: string): Promise<RateLimitWindow | undefined>;
  /** Forgets a key, e.g. an account's failed-login counter after a successful login. */
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix`, e.g. all counters of one account. */
  resetPrefix(prefix: string): Promise<void>;
  /** Deletes the counters whose window has ended, which bounds the table by the live keys. */
  sweep(): Promise<void>;
}

/**
 * Every counter of one signed-in member's own actions (password guesses on the routes that take
 * the current password, resent mails, comments and likes) starts with this, so deleting the
 * account clears them all.
 */
export function memberKey(userId: string, action: string): string {
  return `${memberKeyPrefix(userId)}${action}`;
}

export const memberKeyPrefix = (userId: string) => `member:${userId}:`;

const { key: keyColumn, count: countColumn, resetAtMs } = rateLimitCounters;

/**
 * Fixed-window counters in the `rate_limit_counters` table. Each operation is one statement, and a
 * hit is one atomic upsert, so concurrent requests in several processes never lose a count: of 50
 * racing requests against a budget of 10, exactly 10 pass. `now` is the API's clock (tests move it).
 */
export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  async function hit(key: string, { windowMs }: Pick<RateLimitRule, 'windowMs'>) {
    const at = now();
    const [window] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAtMs: at + windowMs })
      .onConflictDoUpdate({
        target: keyColumn,
        // An ended window starts again at 1 with a new end; a live one counts on.
        set: {
          count: sql`CASE WHEN ${resetAtMs} <= ${at} THEN 1 ELSE ${countColumn} + 1 END`,
          resetAtMs: sql`CASE WHEN ${resetAtMs} <= ${at} THEN excluded.reset_at_ms ELSE ${resetAtMs} END`,
        },
      })
      .returning({ count: countColumn, resetAtMs });
    return { count: window!.count, resetInMs: window!.resetAtMs - at };
  }

  return {
    async consume(key, rule) {
      const { count, resetInMs } = await hit(key, rule);
      if (count > rule.max) throw httpErrors.tooManyRequests(resetInMs / 1000);
    },
    hit,
    async peek(key) {
      const at = now();
      const [window] = await db
        .select({ count: countColumn, resetAtMs })
        .from(rateLimitCounters)
        .where(and(eq(keyColumn, key), gt(resetAtMs, at)));
      return window && { count: window.count, resetInMs: window.resetAtMs - at };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(keyColumn, key));
    },
    async resetPrefix(prefix) {
      // starts_with, not LIKE: keys hold encoded e-mail addresses, whose `%` and `_` are no wildcards.
      await db.delete(rateLimitCounters).where(sql`starts_with(${keyColumn}, ${prefix})`);
    },
    async sweep() {
      await db.delete(rateLimitCounters).where(lte(resetAtMs, now()));
    },
  };
}
