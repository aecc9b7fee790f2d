import fp from 'fastify-plugin';

import type { App } from '../app-type';
import { sendOwedAccountMail } from '../lib/auth';
import { sweepPendingFiles } from '../lib/media';
import { sweepNotifications } from '../lib/notifications';

declare module '../lib/jobs' {
  interface JobPayloads {
    'sweep-media': Record<string, never>;
    'sweep-notifications': Record<string, never>;
    'sweep-rate-limit-counters': Record<string, never>;
    'sweep-analytics-salts': Record<string, never>;
  }
}

/**
 * The API's background work that is not a reminder check (plugins/reminder-jobs.ts), as jobs of
 * `app.jobs` (ADR 0146): each runs once whichever process fetches it, and a restart loses none.
 * The sweeps are scheduled (UTC cron); a failed run is retried by the queue and, at worst, the
 * next slot does the work, since each sweep only deletes what has expired by then.
 */
export default fp(
  async (app) => {
    const instance = app as unknown as App;
    app.jobs.define({
      name: 'owed-account-mail',
      collapse: true,
      run: (owed) => sendOwedAccountMail(instance, owed),
    });
    // Stored files nobody references: abandoned uploads, and deletions that failed (ADR 0148);
    // at start-up too, after a crash. Each machine clears its own temporary files itself
    // (plugins/storage.ts).
    app.jobs.define({
      name: 'sweep-media',
      schedule: '*/5 * * * *',
      atStart: true,
      collapse: true,
      run: async () => {
        const deleted = await sweepPendingFiles(instance);
        if (deleted > 0) app.log.info({ deleted }, 'deleted stored files nobody references');
      },
    });
    // Read notifications past their retention, and browsers unseen for long: once an hour.
    app.jobs.define({
      name: 'sweep-notifications',
      schedule: '17 * * * *',
      collapse: true,
      run: () => sweepNotifications(app.db, new Date()),
    });
    // Ended rate-limit windows: their keys are rewritten in place when hit again; the rest go.
    app.jobs.define({
      name: 'sweep-rate-limit-counters',
      schedule: '*/10 * * * *',
      collapse: true,
      run: () => app.rateLimiter.sweep(),
    });
    // A day's view-counting salt is unused from the next day on.
    app.jobs.define({
      name: 'sweep-analytics-salts',
      schedule: '23 * * * *',
      collapse: true,
      run: () => app.vehicleViews.sweep(),
    });
  },
  {
    name: 'scheduled-jobs',
    dependencies: ['jobs', 'mail', 'notifications', 'rate-limit', 'storage', 'vehicle-views'],
  },
);
