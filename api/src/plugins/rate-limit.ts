import fp from 'fastify-plugin';

import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitPluginOptions {
  /** Injectable clock for tests. */
  now?: () => number;
}

/** Ended windows are rewritten in place when their key is hit again; the rest wait this long. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** `app.rateLimiter`: counters in the database, shared by every API process on it. */
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const limiter = createRateLimiter(app.db, options.now);
    app.decorate('rateLimiter', limiter);

    let periodic: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      periodic = startPeriodicTask(async () => {
        try {
          await limiter.sweep();
        } catch (error) {
          // Dead counters only take room; a failed sweep is retried at the next interval.
          app.log.error({ err: error }, 'could not sweep ended rate-limit counters');
        }
      }, RATE_LIMIT_SWEEP_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await periodic?.stop();
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
