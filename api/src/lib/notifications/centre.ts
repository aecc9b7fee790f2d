import { randomUUID } from 'node:crypto';

import type { Notification, NotificationPage } from '@carclub/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import { decodeCursor, nextCursorOf } from '../db';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * The member's notifications newest first, `limit` at a time. An unreadable cursor starts from
 * the newest again rather than failing: it can only come from a stale or edited address.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<NotificationPage> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after &&
          sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map(toNotification),
    nextCursor: nextCursorOf(rows, limit, (row) => ({ at: row.createdAt, id: row.id })),
    unread: await unreadCount(db, userId),
  };
}

type NewNotification = Pick<NotificationRow, 'userId' | 'kind' | 'data' | 'createdAt'>;

/**
 * Stores notifications, each for a different member, and counts each member's unread ones, in one
 * statement. The counts are taken in the statement's snapshot, before the new rows, hence the one
 * added. Returns the stored rows in the order given.
 */
export async function insertCounting(
  db: Database,
  values: readonly NewNotification[],
): Promise<{ row: NotificationRow; unread: number }[]> {
  if (values.length === 0) return [];
  const rows: NotificationRow[] = values.map((value) => ({
    id: randomUUID(),
    ...value,
    readAt: null,
  }));
  const inserted = db
    .$with('inserted')
    .as(
      db
        .insert(notifications)
        .values(rows)
        .returning({ id: notifications.id, userId: notifications.userId }),
    );
  const counted = await db
    .with(inserted)
    .select({
      id: inserted.id,
      // Qualified by hand: drizzle writes a CTE's columns unqualified, which inside this subquery
      // would name the counted table's own column and count every member's rows.
      unread: sql<number>`(select count(*)::int + 1 from ${notifications} as "counted"
        where "counted"."user_id" = "inserted"."user_id" and "counted"."read_at" is null)`,
    })
    .from(inserted);
  const unreadById = new Map(counted.map(({ id, unread }) => [id, Number(unread)]));
  return rows.map((row) => {
    const unread = unreadById.get(row.id);
    if (unread === undefined) throw new Error('the notification was not stored');
    return { row, unread };
  });
}

/** Marks one of the member's notifications read; false when they have none with that id. */
export async function markRead(
  db: Database,
  userId: string,
  notificationId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (row === undefined) return false;
  if (row.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
  }
  return true;
}

export async function markAllRead(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
