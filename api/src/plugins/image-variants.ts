import fp from 'fastify-plugin';

import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';
import { backfillImageVariants, VARIANT_BACKFILL_BATCH } from '../lib/vehicles';

/**
 * How often a running server looks again for images without their variants: after the first run
 * there are none, unless a file could not be read then.
 */
export const VARIANT_BACKFILL_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Makes the variants of the vehicle images stored before they existed (ADR 0082), in the
 * background from start-up on: batch after batch until one comes back short, sharing the decode
 * slots with uploads, so the server answers meanwhile. Payloads list only the variants a row
 * records, so pages work the whole time.
 */
export default fp(
  async (app) => {
    let periodic: PeriodicTask | undefined;
    const backfill = async () => {
      try {
        let looked = VARIANT_BACKFILL_BATCH;
        while (looked === VARIANT_BACKFILL_BATCH && !periodic?.stopped) {
          looked = await backfillImageVariants(app);
        }
      } catch (error) {
        app.log.error({ err: error }, 'could not look for images without their variants');
      }
    };
    app.addHook('onReady', async () => {
      periodic = startPeriodicTask(backfill, VARIANT_BACKFILL_INTERVAL_MS);
      // Not awaited: start-up does not wait for old images.
      void periodic.runNow();
    });
    app.addHook('onClose', async () => {
      await periodic?.stop();
    });
  },
  { name: 'image-variants', dependencies: ['db', 'storage'] },
);
