import fp from 'fastify-plugin';

import { createViewCounter, type ViewCounter } from '../lib/analytics';
import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';

declare module 'fastify' {
  interface FastifyInstance {
    vehicleViews: ViewCounter;
  }
}

export interface VehicleViewsPluginOptions {
  /** Injectable clock for tests. */
  now?: () => Date;
}

/** A day's salt is unused from the next day on; an hour late is soon enough to delete it. */
export const SALT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** `app.vehicleViews`: the page views of cars, and the periodic deletion of spent salts. */
export default fp<VehicleViewsPluginOptions>(
  async (app, options) => {
    const counter = createViewCounter(app.db, { now: options.now });
    app.decorate('vehicleViews', counter);

    let periodic: PeriodicTask | undefined;
    app.addHook('onReady', async () => {
      periodic = startPeriodicTask(async () => {
        try {
          await counter.sweep();
        } catch (error) {
          // A salt kept an hour longer links nothing new; the next sweep retries.
          app.log.error({ err: error }, 'could not delete spent analytics salts');
        }
      }, SALT_SWEEP_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await periodic?.stop();
      // The views still waiting for their batch are written before the database closes.
      await counter.flush();
    });
  },
  { name: 'vehicle-views', dependencies: ['db'] },
);
