import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import { Pool } from 'pg';

import type { Database } from '../db/database';
import { withAdvisoryLock } from '../lib/db';
import {
  createJobRunner,
  type JobRunnerOptions,
  type Jobs,
  pgliteJobDatabase,
  serverJobDatabase,
} from '../lib/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The advisory lock that lets one process at a time declare the queues (lib/jobs). */
const QUEUE_SETUP_LOCK = 0x6361_7201; // 'car' 1

type JobStore = Pick<JobRunnerOptions, 'database' | 'backend' | 'oneProcessAtATime'>;

/** Where the jobs live: the app's own database, through its pool or its embedded client. */
function jobStoreOf(db: Database): JobStore | undefined {
  // `in`, not a read: a test app without a database throws on reading any property.
  const client = '$client' in db ? (db as { $client: unknown }).$client : undefined;
  if (client instanceof Pool) {
    return {
      database: serverJobDatabase(client),
      backend: 'postgres',
      oneProcessAtATime: (setUp) => withAdvisoryLock(client, QUEUE_SETUP_LOCK, setUp),
    };
  }
  // PGlite is loaded outside Jest's module sandbox in tests, so it is known by its methods.
  if (client !== undefined && typeof (client as PGlite).exec === 'function') {
    return { database: pgliteJobDatabase(client as PGlite), backend: 'pglite' };
  }
  return undefined;
}

/**
 * `app.jobs`: pg-boss on the app's database (ADR 0146), PostgreSQL or embedded alike. Plugins
 * define their queues while they register; the workers start once the app is ready and stop
 * when it closes: after the background tasks (which may still send jobs) drained in preClose,
 * before the database (registered earlier, so closed later). Stopping in preClose instead let a
 * listening server's last keep-alive connection outlive its close (a stream test waited past
 * its 60 s).
 */
export default fp(
  async (app) => {
    const store = jobStoreOf(app.db);
    if (store === undefined) {
      const refuse = () => Promise.reject(new Error('this app has no database for jobs'));
      app.decorate('jobs', {
        define: () => {},
        send: refuse,
        cancel: refuse,
        waitingFor: refuse,
        settled: async () => {},
      } satisfies Jobs);
      return;
    }
    const runner = createJobRunner({ ...store, log: app.log });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'background-tasks'] },
);
