import fp from 'fastify-plugin';

import { createViewCounter, type ViewCounter } from '../lib/analytics';

declare module 'fastify' {
  interface FastifyInstance {
    vehicleViews: ViewCounter;
  }
}

export interface VehicleViewsPluginOptions {
  /** Injectable clock for tests. */
  now?: () => Date;
}

/** `app.vehicleViews`: the page views of cars (a scheduled job sweeps their spent salts). */
export default fp<VehicleViewsPluginOptions>(
  async (app, options) => {
    const counter = createViewCounter(app.db, { now: options.now });
    app.decorate('vehicleViews', counter);

    app.addHook('onClose', async () => {
      // The views still waiting for their batch are written before the database closes.
      await counter.flush();
    });
  },
  { name: 'vehicle-views', dependencies: ['db'] },
);
