import {
  type ReportCreate,
  type ReportReceipt,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import { comments, reports, users, vehicles } from '../../db/schema';
import { memberKey } from '../auth';
import { readableDiscussion } from '../discussions';
import { consumeMemberAction, trustLevelOf } from '../trust';
import { httpErrors } from '../http-errors';
import { isUuid, publiclyVisibleVehicle } from '../vehicles';
import { type OpenReportsApp, publishOpenReports } from './open-count';

/**
 * Reports a member may file: enough for a real problem, too few to flood the queue. Repeats of an
 * open report are counted too, since they cost a query each.
 */
export const REPORT_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 };

export type ReportsApp = Pick<App, 'rateLimiter'> & OpenReportsApp;

/** What the report is about, as the reporter could see it; null when they could not. */
async function findSubject(
  app: ReportsApp,
  reporterId: string,
  report: ReportCreate,
): Promise<{ id: string; ownerId: string } | null> {
  if (report.subjectType === 'discussion') {
    const discussion = await readableDiscussion(app.db, report.discussionId, reporterId);
    return discussion ? { id: discussion.id, ownerId: discussion.ownerId } : null;
  }
  if (report.subjectType === 'comment') {
    if (!isUuid(report.commentId)) return null;
    // Only a comment everyone is shown: not held, hidden or removed, by an unblocked author.
    const [row] = await app.db
      .select({ id: comments.id, authorId: users.id, discussionId: comments.discussionId })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(comments.id, report.commentId),
          eq(comments.moderation, 'visible'),
          isNull(comments.deletedAt),
          isNull(comments.ownerHiddenAt),
          sql`NOT ('blocked' = ANY(${users.restrictions}))`,
        ),
      );
    if (!row || !(await readableDiscussion(app.db, row.discussionId, reporterId))) return null;
    return { id: row.id, ownerId: row.authorId };
  }
  if (report.subjectType === 'vehicle') {
    if (!isUuid(report.vehicleId)) return null;
    const [row] = await app.db
      .select({ id: vehicles.id, ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(and(eq(vehicles.id, report.vehicleId), publiclyVisibleVehicle()));
    return row ?? null;
  }
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${report.nickname})`,
        isNotNull(users.activatedAt),
        sql`NOT ('blocked' = ANY(${users.restrictions}))`,
      ),
    );
  return row ? { id: row.id, ownerId: row.id } : null;
}

/**
 * Files a member's report of a car, a member page, a post or entry (its discussion) or a comment. 404 when the subject is not one the public
 * can see (the check is here, not in the page that hides the button); 400 for one's own car,
 * page, post, entry or comment. A second report of the same subject while the first is open is that same report.
 */
export async function fileReport(
  app: ReportsApp,
  reporterId: string,
  report: ReportCreate,
): Promise<{ receipt: ReportReceipt; created: boolean }> {
  if (report.subjectType === 'discussion' || report.subjectType === 'comment') {
    // The conversation's reports spend the trust level's budget, as its comments and likes do.
    await consumeMemberAction(app, reporterId, await trustLevelOf(app.db, reporterId), 'report');
  } else {
    await app.rateLimiter.consume(memberKey(reporterId, 'report'), REPORT_RATE_LIMIT);
  }
  const subject = await findSubject(app, reporterId, report);
  if (subject === null) throw httpErrors.notFound();
  if (subject.ownerId === reporterId) {
    throw httpErrors.badRequest(V.cannotReportOwn);
  }
  const [inserted] = await app.db
    .insert(reports)
    .values({
      reporterId,
      subjectType: report.subjectType,
      subjectId: subject.id,
      reason: report.reason,
      details: report.details ?? null,
    })
    // The unique index on open reports per reporter and subject: the click is a repeat.
    .onConflictDoNothing()
    .returning({ id: reports.id, status: reports.status });
  if (inserted) {
    publishOpenReports(app);
    return { receipt: { id: inserted.id, status: 'open' }, created: true };
  }
  const [open] = await app.db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.subjectType, report.subjectType),
        eq(reports.subjectId, subject.id),
        eq(reports.status, 'open'),
      ),
    );
  if (!open) throw new Error('A report conflicted with an open one that is not there');
  return { receipt: { id: open.id, status: 'open' }, created: false };
}
