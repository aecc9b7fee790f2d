import fp from 'fastify-plugin';

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

/** `app.rateLimiter`: counters in the database, shared by every API process on it. */
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const limiter = createRateLimiter(app.db, options.now);
    app.decorate('rateLimiter', limiter);
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
