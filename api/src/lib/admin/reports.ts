import {
  type AdminReportList,
  type AdminReportQuery,
  type ReportDecision,
  type ReportReason,
  REPORTS_PAGE_SIZE,
  type ReportStatus,
  type ReportSubjectType,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { App } from '../../app-type';
import { discussions, reports, users, vehicles } from '../../db/schema';
import { HttpError, httpErrors } from '../http-errors';
import { isUuid } from '../vehicles';
import type { Database } from '../../db/database';
import { notify, type NotifyApp } from '../notifications';
import { publishOpenReports } from '../reports';
import { recordAdminAction } from '../audit';
import { describeComment, describeDiscussion, hideContent } from './moderation/community';
import { hideVehicle, type ModerationApp } from './moderation/vehicles';

const reporter = alias(users, 'reporter');
const handler = alias(users, 'handler');
const subjectMember = alias(users, 'subject_member');
const vehicleOwner = alias(users, 'subject_vehicle_owner');

/**
 * The report queue: open reports oldest first (none waits forever), handled ones newest first.
 * Each names its subject as it is now, or null when it has been deleted since.
 */
export async function listReports(
  app: Pick<App, 'db'>,
  query: AdminReportQuery,
): Promise<AdminReportList> {
  const where = eq(reports.status, query.status);
  const order =
    query.status === 'open'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.handledAt), desc(reports.id)];
  const [rows, [counted]] = await Promise.all([
    app.db
      .select({
        id: reports.id,
        subjectType: reports.subjectType,
        subjectId: reports.subjectId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
        handledAt: reports.handledAt,
        reporterNickname: reporter.nickname,
        handledByNickname: handler.nickname,
        memberNickname: subjectMember.nickname,
        vehicleName: vehicles.name,
        vehicleSlug: vehicles.slug,
        vehicleHiddenAt: vehicles.hiddenAt,
        vehicleOwnerNickname: vehicleOwner.nickname,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(handler, eq(handler.id, reports.handledBy))
      .leftJoin(
        subjectMember,
        and(eq(reports.subjectType, 'member'), eq(subjectMember.id, reports.subjectId)),
      )
      .leftJoin(
        vehicles,
        and(eq(reports.subjectType, 'vehicle'), eq(vehicles.id, reports.subjectId)),
      )
      .leftJoin(vehicleOwner, eq(vehicleOwner.id, vehicles.ownerId))
      .where(where)
      .orderBy(...order)
      .limit(REPORTS_PAGE_SIZE)
      .offset((query.page - 1) * REPORTS_PAGE_SIZE),
    app.db.select({ total: count() }).from(reports).where(where),
  ]);
  return {
    items: await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        subjectType: row.subjectType as ReportSubjectType,
        subjectId: row.subjectId,
        subject:
          row.subjectType === 'discussion' || row.subjectType === 'comment'
            ? ((await conversationSubject(app.db, row.subjectType, row.subjectId)) ?? null)
            : row.subjectType === 'vehicle'
              ? row.vehicleName === null || row.vehicleOwnerNickname === null
                ? null
                : {
                    label: row.vehicleName,
                    ownerNickname: row.vehicleOwnerNickname,
                    slug: row.vehicleSlug,
                    hidden: row.vehicleHiddenAt !== null,
                    hideable: row.vehicleHiddenAt === null,
                  }
              : row.memberNickname === null
                ? null
                : {
                    label: row.memberNickname,
                    ownerNickname: row.memberNickname,
                    slug: null,
                    hidden: false,
                    hideable: false,
                  },
        reason: row.reason as ReportReason,
        details: row.details,
        reporterNickname: row.reporterNickname,
        status: row.status as ReportStatus,
        createdAt: row.createdAt.toISOString(),
        handledAt: row.handledAt?.toISOString() ?? null,
        handledByNickname: row.handledByNickname,
      })),
    ),
    total: counted?.total ?? 0,
    page: query.page,
    limit: REPORTS_PAGE_SIZE,
  };
}

const OUTCOME: Record<
  ReportDecision,
  { status: ReportStatus; action: 'report.resolve' | 'report.dismiss' }
> = {
  resolve: { status: 'resolved', action: 'report.resolve' },
  dismiss: { status: 'dismissed', action: 'report.dismiss' },
};

/**
 * Closes an open report: `resolve` (the report was right and staff acted on it, e.g. hid the car)
 * or `dismiss` (nothing against the rules). 404 when there is no such report, 409 when it was
 * handled already (by another moderator meanwhile).
 */
export async function decideReport(
  app: NotifyApp,
  actorId: string,
  reportId: string,
  decision: ReportDecision,
  reason: string,
): Promise<void> {
  if (!isUuid(reportId)) throw httpErrors.notFound();
  const { status, action } = OUTCOME[decision];
  const closed = await app.db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: reports.id,
        status: reports.status,
        reporterId: reports.reporterId,
        subjectType: reports.subjectType,
        subjectId: reports.subjectId,
      })
      .from(reports)
      .where(eq(reports.id, reportId))
      .for('update');
    if (!report) throw httpErrors.notFound();
    if (report.status !== 'open') throw new HttpError(409, V.reportAlreadyHandled);
    const subjectType = report.subjectType as ReportSubjectType;
    const subjectName = await nameOfSubject(tx, subjectType, report.subjectId);
    const handledAt = new Date();
    await tx
      .update(reports)
      .set({ status, handledAt, handledBy: actorId })
      .where(eq(reports.id, report.id));
    await recordAdminAction(tx, {
      actorId,
      action,
      targetType: 'report',
      targetId: report.id,
      // The log names what was reported, as a person reads it; the report's id is its target id.
      targetLabel: subjectName,
      before: { status: report.status },
      after: { status, handledAt: handledAt.toISOString() },
      reason,
    });
    return { reporterId: report.reporterId, subjectType, subjectName };
  });
  notify(app, closed.reporterId, 'reportHandled', {
    outcome: status === 'resolved' ? 'resolved' : 'dismissed',
    subjectType: closed.subjectType,
    ...(closed.subjectName === null ? {} : { subjectName: closed.subjectName }),
  });
  publishOpenReports(app);
}

/**
 * Hides an open report's subject (a car, a post, a comment) with the moderator's reason, which its
 * author is shown and notified of, then resolves the report with the same reason: the one step a
 * moderator takes on a report that is right. Each step is audited as if taken alone. 404 when
 * there is no such report; 409 when it was handled already, when the subject is hidden already
 * (the subject's own 409), or when it is nothing moderators hide (a member, a logbook entry).
 */
export async function hideReportedSubject(
  app: ModerationApp,
  actorId: string,
  reportId: string,
  reason: string,
): Promise<void> {
  if (!isUuid(reportId)) throw httpErrors.notFound();
  const [report] = await app.db
    .select({ status: reports.status, type: reports.subjectType, id: reports.subjectId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw httpErrors.notFound();
  if (report.status !== 'open') throw new HttpError(409, V.reportAlreadyHandled);
  const actor = { id: actorId };
  if (report.type === 'vehicle') {
    await hideVehicle(app, actor, report.id, reason);
  } else if (report.type === 'comment') {
    await hideContent(app, actor, 'comment', report.id, reason);
  } else {
    const [discussion] =
      report.type === 'discussion'
        ? await app.db
            .select({ postId: discussions.postId })
            .from(discussions)
            .where(eq(discussions.id, report.id))
        : [];
    if (!discussion?.postId) throw new HttpError(409, V.reportSubjectNotHideable);
    await hideContent(app, actor, 'post', discussion.postId, reason);
  }
  await decideReport(app, actorId, reportId, 'resolve', reason);
}

/**
 * A reported post or entry (by its discussion) or comment as the queue names it: the title (and
 * car), or the comment's start and where it is; undefined when it is gone.
 */
async function conversationSubject(
  db: Pick<Database, 'select'>,
  subjectType: 'discussion' | 'comment',
  subjectId: string,
) {
  if (subjectType === 'discussion') return describeDiscussion(db, subjectId);
  const comment = await describeComment(db, subjectId);
  if (!comment) return undefined;
  return {
    label: `${comment.excerpt} — ${comment.title}`,
    ownerNickname: comment.authorNickname ?? '',
    slug: null,
    hidden: comment.hidden,
    hideable: !comment.hidden,
    ...(comment.path === null ? {} : { path: comment.path }),
  };
}

/** A reported subject's name as it is now (see listReports); null when it has been deleted. */
async function nameOfSubject(
  db: Database,
  subjectType: ReportSubjectType,
  subjectId: string,
): Promise<string | null> {
  if (subjectType === 'discussion' || subjectType === 'comment') {
    return (await conversationSubject(db, subjectType, subjectId))?.label ?? null;
  }
  if (subjectType === 'vehicle') {
    const [row] = await db
      .select({ name: vehicles.name })
      .from(vehicles)
      .where(eq(vehicles.id, subjectId));
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: users.nickname })
    .from(users)
    .where(eq(users.id, subjectId));
  return row?.name ?? null;
}
