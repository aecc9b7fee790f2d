import fp from 'fastify-plugin';

import { backfillImageVariants, VARIANT_BACKFILL_BATCH } from '../lib/vehicles';

declare module '../lib/jobs' {
  interface JobPayloads {
    'backfill-image-variants': Record<string, never>;
  }
}

/**
 * How long one job backfills before it leaves the rest to the next: a job that ran for hours
 * would outlive the queue's expiry, and a stopping process would abandon all of it.
 */
const BACKFILL_RUN_MS = 60_000;

/**
 * Makes the variants of the vehicle images stored before they existed (ADR 0082) as a job of
 * `app.jobs` (ADR 0148): sent at every start-up (one waits however many processes start) and
 * scheduled every six hours for the files that could not be read before. It goes batch after
 * batch until one comes back short, sharing the decode slots with uploads, so the server answers
 * meanwhile. Payloads list only the variants a row records, so pages work the whole time.
 */
export default fp(
  async (app) => {
    app.jobs.define({
      name: 'backfill-image-variants',
      schedule: '41 */6 * * *',
      atStart: true,
      collapse: true,
      run: async () => {
        const until = Date.now() + BACKFILL_RUN_MS;
        while ((await backfillImageVariants(app)) === VARIANT_BACKFILL_BATCH) {
          if (Date.now() > until) {
            await app.jobs.send('backfill-image-variants', {});
            return;
          }
        }
      },
    });
  },
  { name: 'image-variants', dependencies: ['db', 'storage', 'jobs'] },
);
