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
 * Counters keyed by strings such as `auth:loginPerIp:1.2.3.4`. Each operation touches one key or
 * one key prefix, so the counters can move to a shared store (a PostgreSQL table, Redis) without
 * changing the callers' rules.
 */
export interface RateLimiter {
  /**
   * Counts one request against `key` and throws the spec's 429 payload, with Retry-After, once the
   * rule's budget for the current window is spent.
   */
  consume(key: string, rule: RateLimitRule): void;
  /** Counts one event against `key` without refusing anything; returns the window after it. */
  hit(key: string, rule: Pick<RateLimitRule, 'windowMs'>): RateLimitWindow;
  /** The key's current window, without counting; undefined when it has none. */
  peek(key: string): RateLimitWindow | undefined;
  /** Forgets a key, e.g. an account's failed-login counter after a successful login. */
  reset(key: string): void;
  /** Forgets every key that starts with `prefix`, e.g. all counters of one account. */
  resetPrefix(prefix: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Expired windows are dropped in passing, so memory stays bounded by the active keys. */
const SWEEP_EVERY = 1_000;

/**
 * Fixed-window counters in process memory. One API instance is the deployment today; several
 * instances would each count separately, and a shared store would replace this map then.
 */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let calls = 0;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  function hit(key: string, { windowMs }: Pick<RateLimitRule, 'windowMs'>): RateLimitWindow {
    const at = now();
    if (++calls % SWEEP_EVERY === 0) sweep(at);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - at };
  }

  return {
    consume(key, rule) {
      const { count, resetInMs } = hit(key, rule);
      if (count > rule.max) throw httpErrors.tooManyRequests(resetInMs / 1000);
    },
    hit,
    peek(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetAt <= at) return undefined;
      return { count: window.count, resetInMs: window.resetAt - at };
    },
    reset(key) {
      windows.delete(key);
    },
    resetPrefix(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}
