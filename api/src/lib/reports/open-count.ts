import { count, eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { reports } from '../../db/schema';
import { describeError } from '../logger';

/** Reports no one has handled yet: the number beside "Reports" in the dashboard's navigation. */
export async function openReportCount(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.open ?? 0;
}

export type OpenReportsApp = Pick<App, 'db' | 'notificationHub' | 'backgroundTasks' | 'log'>;

/**
 * Tells every staff stream, in every API process, how many reports are open now. Counted after
 * the change is committed, so the number sent is one the database has; it runs after the answer,
 * and a failure only leaves the count to the next change or reconnect.
 */
export function publishOpenReports(app: OpenReportsApp): void {
  app.backgroundTasks.run('publish open reports', async () => {
    try {
      await app.notificationHub.publishReports({ open: await openReportCount(app.db) });
    } catch (error) {
      app.log.error({ error: describeError(error) }, 'open report count not published');
    }
  });
}
