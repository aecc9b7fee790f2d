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

export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    app.decorate('rateLimiter', createRateLimiter(options.now));
  },
  { name: 'rate-limit' },
);
