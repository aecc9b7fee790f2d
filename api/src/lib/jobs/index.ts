import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { type Db as JobDatabase, fromPglite, getConstructionPlans, PgBoss } from 'pg-boss';

import { describeError } from '../logger';

export type { Db as JobDatabase } from 'pg-boss';

/**
 * The embedded database as the queue's: pg-boss's own adapter, with dates sent as ISO strings
 * (the same timestamptz to PostgreSQL) because in tests PGlite is loaded outside Jest's module
 * sandbox and its serializer knows only its own realm's Date.
 */
export function pgliteJobDatabase(client: PGlite): JobDatabase {
  const adapter = fromPglite(client);
  return {
    ...adapter,
    executeSql: (text, values) =>
      adapter.executeSql(
        text,
        values?.map((value) => (value instanceof Date ? value.toISOString() : value)),
      ),
  };
}

/** A PostgreSQL server's pool, or one connection of it, as the queue's database. */
export function serverJobDatabase(client: Pick<Pool, 'query'>): JobDatabase {
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The queue's own tables, apart from the app's migrations (pg-boss migrates them itself). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Each queue's payload, added by the domain that defines the queue:
 * `declare module '../jobs' { interface JobPayloads { 'owed-mail': OwedMail } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}
export type JobName = Extract<keyof JobPayloads, string>;

export interface JobDefinition<Name extends JobName> {
  name: Name;
  /** Does the job; a throw retries it (`retryLimit` times, `retryDelaySeconds` apart). */
  run: (data: JobPayloads[Name]) => Promise<void>;
  /** A cron expression (UTC): one job per slot, whichever process sends it. */
  schedule?: string;
  /**
   * Also sent (without data) whenever a process starts, for work a crash or a stop may have left:
   * with `collapse`, one waits however many processes start together.
   */
  atStart?: boolean;
  /**
   * At most one job of a key waits and one runs: sending again while one waits does nothing
   * (a reminder check, a mail owed to one inbox). Otherwise every send is a job of its own.
   */
  collapse?: boolean;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface SendOptions {
  /** Names the job for `collapse`, `cancel` and `waitingFor` (an inbox, a car). */
  key?: string;
  /** Not before this moment (a mail owed when a budget's window ends). */
  startAfter?: Date;
}

/**
 * The background work that must outlive a request and survive a restart: owed mails, checks,
 * sweeps (ADR 0146). Jobs live in the database, so a job sent by one process runs once, in
 * whichever process fetches it first, and a killed process loses none.
 */
export interface Jobs {
  /** Declares a queue and its worker; called while the app registers its plugins. */
  define<Name extends JobName>(definition: JobDefinition<Name>): void;
  send<Name extends JobName>(
    name: Name,
    data: JobPayloads[Name],
    options?: SendOptions,
  ): Promise<void>;
  /** Drops the waiting job of `key`, if any: its work is no longer wanted. */
  cancel(name: JobName, key: string): Promise<void>;
  /** In how many ms the waiting job of `key` starts; undefined when none waits. */
  waitingFor(name: JobName, key: string): Promise<number | undefined>;
  /** Resolves once no job that is due waits or runs (tests; later jobs stay queued). */
  settled(): Promise<void>;
}

export interface JobRunnerOptions {
  /** The database the jobs live in: the app's pool on PostgreSQL, its PGlite client embedded. */
  database: JobDatabase;
  backend: 'postgres' | 'pglite';
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>;
  /**
   * Runs the queue's set-up while no other process does it: API processes that start together
   * on a new database deadlocked in pg-boss's `createQueue` (found by `pnpm bench`).
   */
  oneProcessAtATime?: (setUp: () => Promise<void>) => Promise<void>;
}

/** How often an idle worker asks for a job when no notification woke it. */
const POLLING_SECONDS = 1;
/** How long stopping waits for jobs under way before leaving them to the queue's retry. */
const STOP_TIMEOUT_MS = 5_000;
const SETTLED_POLL_MS = 50;

/**
 * Installs or upgrades the queue's tables, as the app's migrations do for its own: a new database
 * gets pg-boss's construction script in one statement (a fraction of what a full start of pg-boss
 * costs on the embedded database, where tests create many); one that has them is brought up to
 * this pg-boss's version by starting it once.
 */
export async function migrateJobQueue(
  database: JobDatabase,
  backend: JobRunnerOptions['backend'],
): Promise<void> {
  const { rows } = await database.executeSql(
    `SELECT to_regclass('${JOB_QUEUE_SCHEMA}.version') IS NOT NULL AS installed`,
  );
  if (!(rows[0] as { installed: boolean }).installed) {
    await database.executeSql(getConstructionPlans(JOB_QUEUE_SCHEMA));
    return;
  }
  const boss = new PgBoss({
    db: database,
    backend,
    schema: JOB_QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** The job runner of one API process; `start` once every queue is defined, `stop` before the database closes. */
export function createJobRunner({
  database,
  backend,
  log,
  oneProcessAtATime = (setUp) => setUp(),
}: JobRunnerOptions): Jobs & { start(): Promise<void>; stop(): Promise<void> } {
  const definitions = new Map<JobName, JobDefinition<JobName>>();
  let boss: PgBoss | undefined;

  const started = () => {
    if (boss === undefined) throw new Error('the job queue starts when the app is ready');
    return boss;
  };
  const queued = async (name: JobName, key: string) =>
    started().findJobs(name, { key, queued: true });

  return {
    define(definition) {
      if (boss !== undefined) throw new Error(`job ${definition.name} defined after the start`);
      definitions.set(definition.name, definition as unknown as JobDefinition<JobName>);
    },

    async send(name, data, { key, startAfter } = {}) {
      const id = await started().send(name, data as object, {
        ...(key !== undefined && { singletonKey: key }),
        ...(startAfter !== undefined && { startAfter }),
      });
      // By the queue's name only: a job's data may hold an address. No id: it collapsed.
      if (id !== null) log.debug({ job: name, startAfter }, 'job sent');
    },

    async cancel(name, key) {
      const ids = (await queued(name, key)).map((job) => job.id);
      if (ids.length > 0) await started().deleteJob(name, ids);
    },

    async waitingFor(name, key) {
      const [job] = await queued(name, key);
      return job === undefined ? undefined : Math.max(0, job.startAfter.getTime() - Date.now());
    },

    async settled() {
      const names = [...definitions.keys()];
      const due = async () => {
        const { rows } = await database.executeSql(
          `SELECT count(*)::int AS count FROM ${JOB_QUEUE_SCHEMA}.job
            WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
          [names],
        );
        return (rows[0] as { count: number }).count > 0;
      };
      while (await due()) await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
    },

    async start() {
      const instance = new PgBoss({
        db: database,
        backend,
        schema: JOB_QUEUE_SCHEMA,
        // Embedded, notifications stay in the process and wake a worker at once; on a server
        // they would need a connection of their own, so workers poll there.
        useListenNotify: backend === 'pglite',
      });
      instance.on('error', (error: unknown) =>
        log.error({ error: describeError(error) }, 'job queue error'),
      );
      await oneProcessAtATime(async () => {
        await instance.start();
        for (const definition of definitions.values()) {
          await instance.createQueue(definition.name, {
            policy: definition.collapse ? 'stately' : 'standard',
            retryLimit: definition.retryLimit ?? 3,
            retryDelay: definition.retryDelaySeconds ?? 30,
            notify: true,
          });
          if (definition.schedule !== undefined) {
            await instance.schedule(definition.name, definition.schedule);
          }
        }
      });
      for (const definition of definitions.values()) {
        await instance.work<JobPayloads[JobName]>(
          definition.name,
          // Notified workers still poll as often: a job sent to start later (an owed mail) is
          // noticed when it is due, not at pg-boss's slower polling beside notifications.
          {
            pollingIntervalSeconds: POLLING_SECONDS,
            notifyPollingIntervalSeconds: POLLING_SECONDS,
          },
          async ([job]) => {
            if (!job) return;
            try {
              await definition.run(job.data);
            } catch (error) {
              // Logged by the queue's name only (its data may hold an address); the queue retries.
              log.error({ job: definition.name, error: describeError(error) }, 'job failed');
              throw error;
            }
          },
        );
      }
      boss = instance;
      for (const definition of definitions.values()) {
        if (definition.atStart) await instance.send(definition.name, {});
      }
    },

    async stop() {
      const instance = boss;
      if (instance === undefined) return;
      await instance.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
