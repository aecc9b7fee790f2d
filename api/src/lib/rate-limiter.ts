import { httpErrors } from './http-errors';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Counts one request against `key` (e.g. `login:ip:1.2.3.4`) and throws the spec's 429 payload,
   * with Retry-After, once the rule's budget for the current window is spent.
   */
  consume(key: string, rule: RateLimitRule): void;
  /** Forgets a key, e.g. an account's failed-login counter after a successful login. */
  reset(key: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Expired windows are dropped in passing, so memory stays bounded by the active keys. */
const SWEEP_EVERY = 1_000;

/**
 * Fixed-window counters in process memory. One API instance is the deployment today; several
 * instances would each count separately, and a shared store (Redis) would replace this map then.
 */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let calls = 0;

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    consume(key, { max, windowMs }) {
      const at = now();
      if (++calls % SWEEP_EVERY === 0) sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > max) throw httpErrors.tooManyRequests((window.resetAt - at) / 1000);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
