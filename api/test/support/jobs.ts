import { sql } from 'drizzle-orm';

import type { App } from '../../src/app-type';
import { JOB_QUEUE_SCHEMA, type JobName } from '../../src/lib/jobs';

/**
 * Time passes for the queue: the waiting jobs of `name` (of `key` only, when given) become due
 * now, as they would when their moment comes; then resolves once they have run. The queue keeps
 * its times in the database, so fake timers do not reach it.
 */
export async function runWaitingJobsNow(app: App, name: JobName, key?: string): Promise<void> {
  await app.db.execute(sql`
    UPDATE ${sql.identifier(JOB_QUEUE_SCHEMA)}.job SET start_after = now()
     WHERE name = ${name} AND state IN ('created', 'retry')
       AND (${key ?? null}::text IS NULL OR singleton_key = ${key ?? null})`);
  await app.jobs.settled();
}
