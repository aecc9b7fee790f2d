import {
  type AuditEntry,
  type AuditLogFilters,
  type AuditLogQuery,
  auditLogQuerySchema,
  type Paginated,
} from '@carclub/contracts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

const DAY_MS = 86_400_000;

/** The WHERE clause of the filters; `to` is a whole day, so it bounds before the next one. */
function whereOf(filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.actor) {
    conditions.push(sql`lower(${auditLog.actorNickname}) = lower(${filters.actor})`);
  }
  if (filters.from) conditions.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    conditions.push(lt(auditLog.at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorNickname: auditLog.actorNickname,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
};

type EntryRow = Omit<AuditEntry, 'at'> & { at: Date };

const toEntry = (row: EntryRow): AuditEntry => ({ ...row, at: row.at.toISOString() });

/** One page of the log, newest first. */
export async function listAuditLog(
  db: Database,
  rawQuery: AuditLogQuery,
): Promise<Paginated<AuditEntry>> {
  const query = auditLogQuerySchema.parse(rawQuery);
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(toEntry),
    total: total?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The latest `limit` actions, for the overview. */
export async function latestAuditEntries(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

const CSV_BATCH = 500;

/**
 * Every entry matching `filters`, newest first, in batches: a long log is streamed to the CSV
 * without holding it all in memory. Keyset paging on (at, id), so rows appended meanwhile neither
 * repeat nor shift a batch. The boundary's time is read back from the row itself: a JavaScript
 * Date keeps milliseconds, the column microseconds, and rows of one transaction share one time.
 */
export async function* auditLogEntries(
  db: Database,
  filters: AuditLogFilters,
): AsyncGenerator<AuditEntry> {
  let afterId: number | undefined;
  for (;;) {
    const keyset =
      afterId === undefined
        ? undefined
        : sql`(${auditLog.at}, ${auditLog.id}) < (select "boundary"."at", "boundary"."id" from ${auditLog} as "boundary" where "boundary"."id" = ${afterId})`;
    const rows = await db
      .select(entryColumns)
      .from(auditLog)
      .where(and(whereOf(filters), keyset))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(CSV_BATCH);
    for (const row of rows) yield toEntry(row);
    if (rows.length < CSV_BATCH) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
