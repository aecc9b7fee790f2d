import type { ActiveSessionList } from '@carclub/contracts';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { sessions } from '../../db/schema';
import { type AuthenticatedUser, describeDevice, REFRESH_TOKEN_TTL_MS } from '../auth';
import { httpErrors } from '../http-errors';

/** Sessions this old since their last refresh have no live refresh token left: not listed. */
const liveSince = (now: Date) => new Date(now.getTime() - REFRESH_TOKEN_TTL_MS);

function liveSessionsOf(userId: string, now: Date) {
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, liveSince(now)),
  );
}

/** The member's signed-in devices, most recently used first, the caller's own marked. */
export async function listActiveSessions(
  db: Database,
  caller: AuthenticatedUser,
  now: Date = new Date(),
): Promise<ActiveSessionList> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(liveSessionsOf(caller.id, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      ...describeDevice(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === caller.sessionId,
    })),
  };
}

/**
 * Signs one of the member's devices out: its refresh and access tokens stop working at once.
 * 404 for a session that is not the caller's or has already ended, so ids of others reveal nothing.
 */
export async function endSession(
  db: Database,
  caller: AuthenticatedUser,
  sessionId: string,
  now: Date = new Date(),
): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(caller.id, now)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw httpErrors.notFound();
}

/** Signs out every device of the member except the caller's own. */
export async function endOtherSessions(
  db: Database,
  caller: AuthenticatedUser,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, caller.id),
        ne(sessions.id, caller.sessionId),
        isNull(sessions.revokedAt),
      ),
    );
}
