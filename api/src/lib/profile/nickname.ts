import { VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Transaction } from '../../db/database';
import { nicknameHolds, sessions, users } from '../../db/schema';
import { renderNicknameChanged } from '../../mail/templates';
import {
  type AccountMailApp,
  type AuthenticatedUser,
  deliverAccountMail,
  memberKey,
  NICKNAME_HOLD_MS,
  nicknameKey,
  verifyPassword,
} from '../auth';
import { HttpError, httpErrors } from '../http-errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member changes the nickname at most once in this time (a change of case does not count). */
export const NICKNAME_CHANGE_INTERVAL_MS = 30 * DAY_MS;
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
