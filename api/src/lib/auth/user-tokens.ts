import { and, eq, gt, isNull } from 'drizzle-orm';

import { type UserTokenPurpose, userTokens } from '../../db/schema';
import type { Database } from '../../db/database';
import { hashRefreshToken, isWellFormedRefreshToken, newRefreshToken } from './refresh-token';

/**
 * How long an e-mailed link works. Activation may wait for the user to find the mail; a reset link
 * grants the account, so it is kept short. A Google hand-off is used by the page the browser opens
 * right after the provider, within seconds.
 */
export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  activation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  google_handoff: 2 * 60 * 1000,
};

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * Whether a new token makes the earlier ones of its purpose stop working. A reset link stays valid
 * beside newer ones (until used, expired, or a reset completes): anyone may ask for a reset link,
 * and must not be able to void the one the owner is about to follow.
 */
const NEWEST_ONLY: Record<UserTokenPurpose, boolean> = {
  activation: true,
  password_reset: false,
  google_handoff: true,
};

/**
 * A new single-use link token for `userId`; for activation and Google hand-offs the earlier unused
 * tokens stop working, so only the newest mail's link is valid. Returns the token (for the mail);
 * only its hash is kept.
 */
export async function issueUserToken(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newRefreshToken();
  if (NEWEST_ONLY[purpose]) await discardUserTokens(db, userId, purpose, now);
  await db.insert(userTokens).values({
    tokenHash: hash,
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + USER_TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return token;
}

export type UserTokenState =
  | { state: 'valid'; userId: string }
  | { state: 'used'; userId: string }
  | { state: 'expired'; userId: string }
  | { state: 'unknown' };

/** What a presented link token is, without spending it. */
export async function inspectUserToken(
  db: Executor,
  token: string,
  purpose: UserTokenPurpose,
  now: Date = new Date(),
): Promise<UserTokenState> {
  if (!isWellFormedRefreshToken(token)) return { state: 'unknown' };
  const [row] = await db
    .select({
      userId: userTokens.userId,
      usedAt: userTokens.usedAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashRefreshToken(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt !== null) return { state: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired', userId: row.userId };
  return { state: 'valid', userId: row.userId };
}

/**
 * Spends a live token in one conditional UPDATE, so two concurrent uses cannot both succeed.
 * Returns the user it belongs to, or undefined when it was already spent, expired or unknown.
 */
export async function consumeUserToken(
  db: Executor,
  token: string,
  purpose: UserTokenPurpose,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (!isWellFormedRefreshToken(token)) return undefined;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashRefreshToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** Spends every remaining token of a purpose, e.g. other reset links once the password is reset. */
export async function discardUserTokens(
  db: Executor,
  userId: string,
  purpose: UserTokenPurpose,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}
