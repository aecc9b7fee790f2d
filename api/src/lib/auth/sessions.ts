import { and, eq, isNull, sql } from 'drizzle-orm';

import { refreshTokens, sessions, users } from '../../db/schema';
import type { Database } from '../../db/database';
import { recordVisit } from '../trust';
import {
  hashRefreshToken,
  isWellFormedRefreshToken,
  newRefreshToken,
  newTokenFamilyId,
} from './refresh-token';

/** Refresh tokens live as long as the `auth_tokens` cookie that keeps them (spec §9: 7 days). */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewSession {
  sessionId: string;
  /** The first refresh token of the session; only its hash is stored. */
  refreshToken: string;
}

export interface RotatedSession extends NewSession {
  userId: string;
  roles: string[];
}

export type RotationFailure = 'invalid' | 'reused';

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
}

/**
 * Starts a session (a refresh-token family) for a user who has just proved who they are.
 * `userAgent` (the sign-in's header, see storedUserAgent) names the device in the member's list.
 */
export async function createSession(
  db: Database,
  userId: string,
  { userAgent = null, now = new Date() }: { userAgent?: string | null; now?: Date } = {},
): Promise<NewSession> {
  const sessionId = newTokenFamilyId();
  const { token, hash } = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId, userAgent, createdAt: now, lastUsedAt: now });
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: hash, sessionId, expiresAt: expiryFrom(now), createdAt: now });
    // A sign-in is a visit: the day counts towards the member's trust level (ADR 0153).
    await recordVisit(tx, userId, now);
  });
  return { sessionId, refreshToken: token };
}

/**
 * Exchanges a refresh token for the next one of its session. Spending the presented token is a
 * single conditional UPDATE, so of two concurrent uses only one can match `used_at IS NULL`; the
 * other sees a spent token. A spent token presented again means it leaked (or was raced), so the
 * whole session is revoked, which also ends every access token carrying its id.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: string,
  now: Date = new Date(),
): Promise<RotatedSession | RotationFailure> {
  if (!isWellFormedRefreshToken(presented)) return 'invalid';
  const presentedHash = hashRefreshToken(presented);

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, presentedHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });

    if (!spent) {
      const [known] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, presentedHash))
        .limit(1);
      if (!known) return 'invalid';
      await revokeSessionWith(tx, known.sessionId, now);
      return 'reused';
    }
    // An expired token is spent all the same, so it cannot be tried again later.
    if (spent.expiresAt.getTime() <= now.getTime()) return 'invalid';

    const [session] = await tx
      .select({ userId: sessions.userId, roles: users.roles })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, spent.sessionId),
          isNull(sessions.revokedAt),
          // Blocking revokes the sessions too; this keeps a refresh out should one be missed.
          sql`NOT ('blocked' = ANY(${users.restrictions}))`,
        ),
      )
      .limit(1);
    if (!session) return 'invalid';

    const next = newRefreshToken();
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, spent.sessionId));
    // So is a refresh: a member who stays signed in for weeks visits every day they come back.
    await recordVisit(tx, session.userId, now);
    await tx.insert(refreshTokens).values({
      tokenHash: next.hash,
      sessionId: spent.sessionId,
      expiresAt: expiryFrom(now),
      createdAt: now,
    });
    return {
      sessionId: spent.sessionId,
      userId: session.userId,
      roles: session.roles,
      refreshToken: next.token,
    };
  });
}

type Executor = Pick<Database, 'update'>;

async function revokeSessionWith(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends one session (logout): its refresh tokens and access tokens stop working at once. */
export function revokeSession(
  db: Executor,
  sessionId: string,
  now: Date = new Date(),
): Promise<void> {
  return revokeSessionWith(db, sessionId, now);
}

/** Ends every session of a user, e.g. after a password reset. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Whether session `sessionId` is still live (not revoked, not deleted). */
export async function isSessionLive(db: Pick<Database, 'select'>, sessionId: string) {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return live !== undefined;
}
