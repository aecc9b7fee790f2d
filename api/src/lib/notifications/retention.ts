import { and, isNotNull, lt } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { knownDevices, notifications } from '../../db/schema';

/** A read notification is kept this long; an unread one until it is read. */
export const READ_NOTIFICATION_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** As long as the device cookie lives: a browser unseen for longer is new again anyway. */
export const KNOWN_DEVICE_RETENTION_MS = 400 * 24 * 60 * 60 * 1000;

/** Deletes read notifications older than a year and browsers unseen for 400 days. */
export async function sweepNotifications(db: Database, now: Date): Promise<void> {
  const readBefore = new Date(now.getTime() - READ_NOTIFICATION_RETENTION_MS);
  await db
    .delete(notifications)
    .where(and(isNotNull(notifications.readAt), lt(notifications.createdAt, readBefore)));
  const seenBefore = new Date(now.getTime() - KNOWN_DEVICE_RETENTION_MS);
  await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, seenBefore));
}
