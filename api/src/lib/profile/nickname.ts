import { VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database, Transaction } from '../../db/database';
import { nicknameHolds, sessions, users } from '../../db/schema';
import { renderNicknameChanged } from '../../mail/templates';
import { type AccountMailApp, deliverAccountMail } from '../auth/account-mail';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { verifyPassword } from '../auth/passwords';
import { memberKey } from '../auth/rate-limits';
import { HttpError, httpErrors } from '../http-errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member changes the nickname at most once in this time (a change of case does not count). */
export const NICKNAME_CHANGE_INTERVAL_MS = 30 * DAY_MS;
/** An old nickname stays reserved, and its links redirect, this long. */
export const NICKNAME_HOLD_MS = 90 * DAY_MS;

export const nicknameKey = (nickname: string) => nickname.toLowerCase();

/** Password guesses on a nickname change, as on the password and e-mail changes. */
export const NICKNAME_CHANGE_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/**
 * An account without a password (Google only) renames within this long of its session's sign-in:
 * Google has just checked who is there, which a stolen access token alone cannot show (ADR 0124).
 */
export const RENAME_AFTER_SIGN_IN_MS = 10 * 60_000;

export type RenameApp = Pick<App, 'db' | 'rateLimiter'> & AccountMailApp;

/** Who was renamed, for the notice after the change is stored. */
export interface Renamed {
  email: string;
  nickname: string;
  language: string;
}

/**
 * The check before a nickname change (a change of letter case is free): the current password,
 * 400 naming `currentPassword` when missing or wrong; for an account without one, a session
 * signed in within RENAME_AFTER_SIGN_IN_MS, else 403 naming `nickname`. Returns the member when
 * the nickname changes, undefined when it does not.
 */
export async function authorizeRename(
  app: RenameApp,
  caller: Pick<AuthenticatedUser, 'id' | 'sessionId'>,
  { nickname, currentPassword }: { nickname: string; currentPassword?: string | undefined },
  now: Date = new Date(),
): Promise<Renamed | undefined> {
  const [member] = await app.db
    .select({
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!member) throw httpErrors.notFound();
  if (nicknameKey(nickname) === nicknameKey(member.nickname)) return undefined;
  const renamed = { email: member.email, nickname: member.nickname, language: member.language };
  if (member.passwordHash === null) {
    const [session] = await app.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, caller.sessionId))
      .limit(1);
    if (!session || now.getTime() - session.createdAt.getTime() > RENAME_AFTER_SIGN_IN_MS) {
      throw new HttpError(403, V.nicknameNeedsRecentSignIn, {
        details: { fields: { nickname: [V.nicknameNeedsRecentSignIn] } },
      });
    }
    return renamed;
  }
  if (currentPassword === undefined) throw httpErrors.validation({ currentPassword: [V.required] });
  const limiterKey = memberKey(caller.id, 'nickname-change');
  await app.rateLimiter.consume(limiterKey, NICKNAME_CHANGE_RATE_LIMIT);
  if (!(await verifyPassword(member.passwordHash, currentPassword))) {
    throw httpErrors.validation({ currentPassword: ['messages.currentPasswordIncorrect'] });
  }
  await app.rateLimiter.reset(limiterKey);
  return renamed;
}

/** Tells the member's address that the nickname changed, and where to go if it was not them. */
export function mailRenameNotice(app: AccountMailApp, renamed: Renamed, next: string): void {
  const mail = renderNicknameChanged(renamed.language, app.config.publicUrl, {
    previous: renamed.nickname,
    next,
  });
  deliverAccountMail(app, 'nicknameChanged', renamed.email, mail);
}

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

/** When the member may change the nickname again; null when they may now. */
export function nicknameChangeableAt(changedAt: Date | null, now: Date = new Date()): Date | null {
  if (changedAt === null) return null;
  const next = new Date(changedAt.getTime() + NICKNAME_CHANGE_INTERVAL_MS);
  return next > now ? next : null;
}

/**
 * Gives the member `next` as nickname, inside the profile's transaction. A change of case only
 * is free; any other change waits 30 days after the last one (400 naming `nickname`) and holds
 * the old nickname for 90 days, so that its links redirect and nobody poses as the member.
 */
export async function renameMember(
  tx: Transaction,
  member: { id: string; nickname: string; nicknameChangedAt: Date | null },
  next: string,
  now: Date = new Date(),
): Promise<void> {
  if (next === member.nickname) return;
  if (nicknameKey(next) === nicknameKey(member.nickname)) {
    await tx.update(users).set({ nickname: next, updatedAt: now }).where(eq(users.id, member.id));
    return;
  }
  if (nicknameChangeableAt(member.nicknameChangedAt, now) !== null) {
    throw httpErrors.validation({ nickname: [V.nicknameChangeTooSoon] });
  }
  await tx
    .update(users)
    .set({ nickname: next, nicknameChangedAt: now, updatedAt: now })
    .where(eq(users.id, member.id));
  const heldUntil = new Date(now.getTime() + NICKNAME_HOLD_MS);
  await tx
    .insert(nicknameHolds)
    .values({
      nicknameKey: nicknameKey(member.nickname),
      userId: member.id,
      heldUntil,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: nicknameHolds.nicknameKey,
      set: { userId: member.id, heldUntil },
    });
  // Taking back an old nickname of one's own ends its hold.
  await tx
    .delete(nicknameHolds)
    .where(
      and(eq(nicknameHolds.nicknameKey, nicknameKey(next)), eq(nicknameHolds.userId, member.id)),
    );
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
