/**
 * The due checks as the app runs them (plugins/reminder-jobs.ts): as jobs of the PostgreSQL job
 * queue on a database server, or in this process on the embedded database (ADR 0092).
 */
export interface ReminderJobs {
  /** `queue` (pg-boss on PostgreSQL) or `in-process` (the embedded database's one process). */
  readonly runner: 'queue' | 'in-process';
  /**
   * Asks for a check of one car's reminders, as soon as a worker is free: after a logbook write
   * moved its mileage, or after a reminder changed. On the queue, requests for one car collapse
   * while one waits.
   */
  checkVehicle(vehicleId: string): Promise<void>;
  /** Asks for a check of every car's reminders (the schedule does so every few minutes). */
  checkAll(): Promise<void>;
  /** Resolves once every check asked for so far has run (tests; the queue keeps the rest). */
  settled(): Promise<void>;
}
