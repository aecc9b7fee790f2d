import type { App } from '../../app-type';

/**
 * The due checks as the app runs them (plugins/reminder-jobs.ts): jobs of the app's job queue,
 * shared by every API process (ADR 0092, 0146).
 */
export interface ReminderJobs {
  /**
   * Asks for a check of one car's reminders, as soon as a worker is free: after a logbook write
   * moved its mileage, or after a reminder changed. Requests for one car collapse while one
   * waits.
   */
  checkVehicle(vehicleId: string): Promise<void>;
  /** Asks for a check of every car's reminders (the schedule does so every few minutes). */
  checkAll(): Promise<void>;
  /** Resolves once every check asked for so far has run (tests; the queue keeps the rest). */
  settled(): Promise<void>;
}

/** What asking for a check takes: the app's jobs, and its log for a queue that refuses. */
export type ReminderCheckApp = Pick<App, 'log'> & { reminderJobs: ReminderJobs };

/**
 * Asks for a check of the car's reminders after a write that may have moved its mileage or a
 * reminder's due point, so it notifies now, not at the next round. The write stands when the
 * queue refuses: the round every few minutes checks again.
 */
export async function checkRemindersSoon(app: ReminderCheckApp, vehicleId: string): Promise<void> {
  await app.reminderJobs.checkVehicle(vehicleId).catch((error: unknown) => {
    app.log.error({ err: error }, 'reminder check not queued');
  });
}
