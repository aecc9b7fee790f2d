import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { Pool } from 'pg';

import type { App } from '../app-type';
import type { Database } from '../db/database';
import { describeError } from '../lib/logger';
import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';
import { checkDueReminders, type ReminderJobs } from '../lib/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    reminderJobs: ReminderJobs;
  }
}

/** Every reminder's date is checked this often; a mileage is checked right after the write. */
const CHECK_INTERVAL_MINUTES = 10;
/** The job queue's own tables, apart from the app's migrations (pg-boss migrates them itself). */
const QUEUE_SCHEMA = 'pgboss';
const ALL_QUEUE = 'reminders-check-all';
const VEHICLE_QUEUE = 'reminders-check-vehicle';
/** How often an idle worker asks the queue for a job: the delay of a check after a logbook write. */
const POLLING_SECONDS = 1;
/** How long closing waits for a check under way before leaving it to the queue's retry. */
const STOP_TIMEOUT_MS = 5_000;
const SETTLED_POLL_MS = 100;
/**
 * The advisory lock that lets one process at a time declare the queues: API processes that start
 * together on a new database deadlocked in pg-boss's `createQueue` (found by `pnpm bench`).
 */
const QUEUE_SETUP_LOCK = 0x6361_7201; // 'car' 1

/** Runs `declare` while this process holds the queue set-up lock on a connection of its own. */
async function oneProcessAtATime(pool: Pool, declare: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      await declare();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The node-postgres pool behind the app's database, or undefined on the embedded one. */
function serverPool(db: Database): Pool | undefined {
  // `in`, not a read: a test app without a database throws on reading any property.
  const client = '$client' in db ? (db as { $client: unknown }).$client : undefined;
  return client instanceof Pool ? client : undefined;
}

/**
 * On PostgreSQL: pg-boss in the database's `pgboss` schema, over the app's pool. Its `stately`
 * queues hold at most one waiting and one running job per key (all, or one car), its cron
 * schedule is sent once per slot whichever process sends it, and every process works the queues.
 */
async function queueJobs(
  app: App,
  pool: Pool,
): Promise<{ jobs: ReminderJobs; stop: () => Promise<void> }> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: QUEUE_SCHEMA,
  });
  boss.on('error', (error: unknown) =>
    app.log.error({ error: describeError(error) }, 'reminder job queue error'),
  );
  await oneProcessAtATime(pool, async () => {
    await boss.start();
    for (const name of [ALL_QUEUE, VEHICLE_QUEUE]) {
      await boss.createQueue(name, { name, policy: 'stately', retryLimit: 3, retryDelay: 30 });
    }
    await boss.schedule(ALL_QUEUE, `*/${CHECK_INTERVAL_MINUTES} * * * *`);
  });
  await boss.work(ALL_QUEUE, { pollingIntervalSeconds: POLLING_SECONDS }, async () => {
    await checkDueReminders(app);
  });
  await boss.work<{ vehicleId: string }>(
    VEHICLE_QUEUE,
    { pollingIntervalSeconds: POLLING_SECONDS },
    async ([job]) => {
      if (job) await checkDueReminders(app, { vehicleId: job.data.vehicleId });
    },
  );

  const pending = async () => {
    const sizes = await Promise.all(
      [ALL_QUEUE, VEHICLE_QUEUE].map((name) => boss.getQueueSize(name, { before: 'completed' })),
    );
    return sizes.some((size) => size > 0);
  };
  const jobs: ReminderJobs = {
    runner: 'queue',
    async checkVehicle(vehicleId) {
      await boss.send(VEHICLE_QUEUE, { vehicleId }, { singletonKey: vehicleId });
    },
    async checkAll() {
      await boss.send(ALL_QUEUE, {});
    },
    async settled() {
      while (await pending()) await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
    },
  };
  return {
    jobs,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS }),
  };
}

/**
 * On the embedded database, which one process owns: the same check on a timer and in the
 * background tasks, with no queue (pg-boss needs connections PGlite does not have).
 */
function inProcessJobs(app: App): ReminderJobs {
  let periodic: PeriodicTask | undefined;
  const checkAll = async () => {
    try {
      await checkDueReminders(app);
    } catch (error) {
      app.log.error({ error: describeError(error) }, 'reminder check failed');
    }
  };
  app.addHook('onReady', async () => {
    periodic = startPeriodicTask(checkAll, CHECK_INTERVAL_MINUTES * 60_000);
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
  });
  return {
    runner: 'in-process',
    async checkVehicle(vehicleId) {
      app.backgroundTasks.run('reminder check', async () => {
        await checkDueReminders(app, { vehicleId });
      });
    },
    async checkAll() {
      app.backgroundTasks.run('reminder check', () => periodic?.runNow() ?? checkAll());
    },
    async settled() {
      await app.backgroundTasks.drain();
    },
  };
}

/**
 * `app.reminderJobs`: the reminders' due checks (ADR 0092), as jobs of pg-boss on a PostgreSQL
 * server, shared by every API process, or in this process on the embedded database.
 */
export default fp(
  async (app) => {
    const instance = app as unknown as App;
    const pool = serverPool(app.db);
    if (pool === undefined) {
      app.decorate('reminderJobs', inProcessJobs(instance));
      return;
    }
    // Started once the app is ready, so that an app that never gets there starts no workers.
    let queue: Awaited<ReturnType<typeof queueJobs>> | undefined;
    app.addHook('onReady', async () => {
      queue = await queueJobs(instance, pool);
    });
    app.addHook('onClose', async () => {
      await queue?.stop();
    });
    const started = () => {
      if (!queue) throw new Error('the reminder job queue starts when the app is ready');
      return queue.jobs;
    };
    app.decorate('reminderJobs', {
      runner: 'queue',
      checkVehicle: (vehicleId) => started().checkVehicle(vehicleId),
      checkAll: () => started().checkAll(),
      settled: () => started().settled(),
    } satisfies ReminderJobs);
  },
  { name: 'reminder-jobs', dependencies: ['db', 'notifications', 'mail', 'background-tasks'] },
);
