import { and, eq, gt, ne, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { nicknameHolds, users } from '../../db/schema';
import { httpErrors } from '../http-errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An old nickname stays reserved, and its links redirect, this long. */
export const NICKNAME_HOLD_MS = 90 * DAY_MS;

export const nicknameKey = (nickname: string) => nickname.toLowerCase();

/** `pattern` (a PostgreSQL regex on lower-cased nicknames) for holds as for users. */
export async function heldNicknamesMatching(
  db: Pick<Database, 'select'>,
  pattern: string,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await db
    .select({ nickname: nicknameHolds.nicknameKey })
    .from(nicknameHolds)
    .where(and(sql`${nicknameHolds.nicknameKey} ~ ${pattern}`, gt(nicknameHolds.heldUntil, now)));
  return rows.map((row) => row.nickname);
}

/**
 * 409 naming `nickname` when another account has it (ignoring case) or holds it: left by a member
 * within 90 days (its old links lead to them) or by a deleted account. A member may take back
 * their own old nickname.
 */
export async function assertNicknameFree(
  db: Pick<Database, 'select'>,
  nickname: string,
  userId: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const others = userId === undefined ? undefined : ne(users.id, userId);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = ${nicknameKey(nickname)}`, others))
    .limit(1);
  if (owner) throw httpErrors.conflict('nickname');
  const [hold] = await db
    .select({ userId: nicknameHolds.userId })
    .from(nicknameHolds)
    .where(
      and(eq(nicknameHolds.nicknameKey, nicknameKey(nickname)), gt(nicknameHolds.heldUntil, now)),
    )
    .limit(1);
  if (hold && (userId === undefined || hold.userId !== userId))
    throw httpErrors.conflict('nickname');
}

/**
 * The current nickname of the member who left `nickname` within the last 90 days, for redirecting
 * old links; undefined when nobody did (or the account is gone).
 */
export async function renamedTo(
  db: Pick<Database, 'select'>,
  nickname: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ nickname: users.nickname })
    .from(nicknameHolds)
    .innerJoin(users, eq(users.id, nicknameHolds.userId))
    .where(
      and(
        eq(nicknameHolds.nicknameKey, nicknameKey(nickname)),
        gt(nicknameHolds.heldUntil, now),
        sql`lower(${users.nickname}) <> ${nicknameKey(nickname)}`,
      ),
    )
    .limit(1);
  return row?.nickname;
}
