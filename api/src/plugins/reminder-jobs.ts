import fp from 'fastify-plugin';

import type { App } from '../app-type';
import { checkDueReminders, type ReminderJobs } from '../lib/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    reminderJobs: ReminderJobs;
  }
}

declare module '../lib/jobs' {
  interface JobPayloads {
    'reminders-check-all': Record<string, never>;
    'reminders-check-vehicle': { vehicleId: string };
  }
}

/** Every reminder's date is checked this often; a mileage is checked right after the write. */
const CHECK_INTERVAL_MINUTES = 10;

/**
 * `app.reminderJobs`: the reminders' due checks (ADR 0092) as jobs of `app.jobs` (ADR 0146). A
 * check of one car and the round over all of them each hold at most one waiting and one running
 * job per car, however many writes asked; the round is scheduled every few minutes.
 */
export default fp(
  async (app) => {
    const instance = app as unknown as App;
    app.jobs.define({
      name: 'reminders-check-all',
      schedule: `*/${CHECK_INTERVAL_MINUTES} * * * *`,
      collapse: true,
      run: async () => {
        await checkDueReminders(instance);
      },
    });
    app.jobs.define({
      name: 'reminders-check-vehicle',
      collapse: true,
      run: async ({ vehicleId }) => {
        await checkDueReminders(instance, { vehicleId });
      },
    });
    app.decorate('reminderJobs', {
      checkVehicle: (vehicleId) =>
        app.jobs.send('reminders-check-vehicle', { vehicleId }, { key: vehicleId }),
      checkAll: () => app.jobs.send('reminders-check-all', {}),
      settled: () => app.jobs.settled(),
    } satisfies ReminderJobs);
  },
  { name: 'reminder-jobs', dependencies: ['db', 'jobs', 'notifications', 'mail'] },
);
