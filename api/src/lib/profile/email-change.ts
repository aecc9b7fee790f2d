import {
  type EmailChangeRequest,
  type EmailChangeResult,
  type PendingEmailChange,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, eq, gt, gte, isNull, ne, or } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database, Transaction } from '../../db/database';
import { emailChanges, users } from '../../db/schema';
import {
  type AccountMailApp,
  type AuthenticatedUser,
  discardUserTokens,
  hashRefreshToken,
  isWellFormedRefreshToken,
  linkTokenError,
  type MailRecipient,
  memberKey,
  newRefreshToken,
  revokeUserSessions,
  sendAccountMail,
  verifyPassword,
} from '../auth';
import { uniqueViolationConstraint } from '../db';
import { notify, type NotifyApp } from '../notifications';
import { httpErrors } from '../http-errors';

/** The confirmation link to the new address works this long. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** The old address's cancel link works this long: long enough to notice a hijack after a holiday. */
export const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Password guesses on this route, as on the password change. */
export const EMAIL_CHANGE_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };
/** Confirmation mails one member may have resent: enough for a lost mail, no inbox flooding. */
export const EMAIL_CHANGE_RESEND_LIMIT = { max: 3, windowMs: 15 * 60_000 };

export type EmailChangeApp = Pick<App, 'rateLimiter'> & AccountMailApp & NotifyApp;

const open = (userId: string, now: Date) =>
  and(
    eq(emailChanges.userId, userId),
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.closedAt),
    gt(emailChanges.expiresAt, now),
  );

async function accountOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw httpErrors.notFound();
  return user;
}

/**
 * The mail to the new address: its confirmation link, or, when another account already has the
 * address, a note saying so. Only that mail tells, so the request reveals no one's address.
 */
async function mailNewAddress(
  app: EmailChangeApp,
  recipient: MailRecipient,
  confirmToken: string,
): Promise<void> {
  const [owner] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, recipient.email))
    .limit(1);
  if (owner) sendAccountMail(app, 'emailChangeTaken', recipient);
  else sendAccountMail(app, 'emailChangeConfirm', recipient, confirmToken);
}

function pendingOf(row: { newEmail: string; expiresAt: Date } | undefined): PendingEmailChange {
  return { pending: row ? { email: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null };
}

/**
 * Starts a change of the caller's address. The current password is required (403 for an account
 * without one: it sets one first through a mailed link). Nothing changes until the new address's
 * link is followed; the old address is told at once, with a link that stops or undoes the change.
 * An earlier open change is closed.
 */
export async function requestEmailChange(
  app: EmailChangeApp,
  caller: AuthenticatedUser,
  { newEmail, currentPassword }: EmailChangeRequest,
  now: Date = new Date(),
): Promise<PendingEmailChange> {
  const user = await accountOf(app.db, caller.id);
  if (user.passwordHash === null) throw httpErrors.forbidden();
  if (newEmail === user.email) throw httpErrors.validation({ newEmail: [V.emailUnchanged] });

  const limiterKey = memberKey(user.id, 'email-change');
  await app.rateLimiter.consume(limiterKey, EMAIL_CHANGE_RATE_LIMIT);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw httpErrors.validation({ currentPassword: ['messages.currentPasswordIncorrect'] });
  }
  await app.rateLimiter.reset(limiterKey);

  const confirm = newRefreshToken();
  const cancel = newRefreshToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await app.db.transaction(async (tx) => {
    await tx.update(emailChanges).set({ closedAt: now }).where(open(user.id, now));
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: confirm.hash,
      cancelTokenHash: cancel.hash,
      createdAt: now,
      expiresAt,
    });
  });
  await mailNewAddress(app, { ...user, email: newEmail }, confirm.token);
  sendAccountMail(app, 'emailChangeNotice', user, cancel.token);
  // The notice above is this notification's e-mail.
  notify(app, user.id, 'emailChangeRequested', { newEmail }, { now, mailedByFlow: true });
  return pendingOf({ newEmail, expiresAt });
}

/** The caller's change waiting for confirmation, if any. */
export async function loadPendingEmailChange(
  db: Database,
  caller: AuthenticatedUser,
  now: Date = new Date(),
): Promise<PendingEmailChange> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(open(caller.id, now))
    .limit(1);
  return pendingOf(row);
}

/**
 * Mails the new address again with a fresh link (the earlier one stops working) and 24 more hours.
 * 404 without an open change; 429 past EMAIL_CHANGE_RESEND_LIMIT.
 */
export async function resendEmailChange(
  app: EmailChangeApp,
  caller: AuthenticatedUser,
  now: Date = new Date(),
): Promise<PendingEmailChange> {
  const user = await accountOf(app.db, caller.id);
  await app.rateLimiter.consume(
    memberKey(user.id, 'email-change-resend'),
    EMAIL_CHANGE_RESEND_LIMIT,
  );
  const confirm = newRefreshToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  const [row] = await app.db
    .update(emailChanges)
    .set({ confirmTokenHash: confirm.hash, expiresAt })
    .where(open(user.id, now))
    .returning({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt });
  if (!row) throw httpErrors.notFound();
  await mailNewAddress(app, { ...user, email: row.newEmail }, confirm.token);
  return pendingOf(row);
}

/** The member drops the change waiting for confirmation; nothing to drop is not an error. */
export async function withdrawEmailChange(
  db: Database,
  caller: AuthenticatedUser,
  now: Date = new Date(),
): Promise<void> {
  await db.update(emailChanges).set({ closedAt: now }).where(open(caller.id, now));
}

async function changeByToken(db: Database, column: 'confirm' | 'cancel', token: string) {
  if (!isWellFormedRefreshToken(token)) return undefined;
  const hash = hashRefreshToken(token);
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      eq(column === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.cancelTokenHash, hash),
    )
    .limit(1);
  return row;
}

/**
 * The new address's link: the account takes the new address, if it still has the address the
 * change was asked from. 410 for an expired link, 400 for a used, replaced or closed one, 409
 * (naming `email`) when another account has taken the address meanwhile.
 */
export async function confirmEmailChange(
  app: NotifyApp,
  token: string,
  now: Date = new Date(),
): Promise<EmailChangeResult> {
  const { db } = app;
  const change = await changeByToken(db, 'confirm', token);
  if (!change || change.confirmedAt !== null || change.closedAt !== null) {
    throw linkTokenError('invalid');
  }
  if (change.expiresAt.getTime() <= now.getTime()) throw linkTokenError('expired');
  try {
    const result = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(users)
        .set({ email: change.newEmail, updatedAt: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
        .returning({ email: users.email });
      const [spent] = await tx
        .update(emailChanges)
        .set(moved ? { confirmedAt: now } : { closedAt: now })
        .where(
          and(
            eq(emailChanges.id, change.id),
            isNull(emailChanges.confirmedAt),
            isNull(emailChanges.closedAt),
          ),
        )
        .returning({ id: emailChanges.id });
      // The account moved on (another change went through) or the link raced itself.
      if (!moved || !spent) throw linkTokenError('invalid');
      return { email: moved.email };
    });
    notify(app, change.userId, 'emailChangeConfirmed', { email: result.email }, { now });
    return result;
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'users_email_idx') throw httpErrors.conflict('email');
    throw error;
  }
}

/**
 * The old address's link: "this was not me". It closes the change, or undoes it when it was
 * already confirmed: the account gets back the address the link was mailed to, whatever it has
 * now (unless another account has taken that address since), and every change asked after it is
 * closed, so none of their links works (ADR 0123). It spends open reset links and ends every
 * session, so whoever asked for the change is out. 410 once it has expired, 400 when used or
 * unknown.
 */
export async function cancelEmailChange(
  app: NotifyApp,
  token: string,
  now: Date = new Date(),
): Promise<EmailChangeResult> {
  const { db } = app;
  const change = await changeByToken(db, 'cancel', token);
  if (!change || (change.closedAt !== null && change.confirmedAt === null)) {
    throw linkTokenError('invalid');
  }
  if (change.createdAt.getTime() + EMAIL_CHANGE_CANCEL_TTL_MS <= now.getTime()) {
    throw linkTokenError('expired');
  }
  const result = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(emailChanges)
      .set({ closedAt: now })
      .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.closedAt)))
      .returning({ id: emailChanges.id });
    if (!closed) throw linkTokenError('invalid');
    if (change.confirmedAt !== null) await restoreOldEmail(tx, change, now);
    // Every change asked after this one goes too, confirmed or not: their links went to addresses
    // of whoever took the account, and one of them would otherwise undo this undo.
    await tx
      .update(emailChanges)
      .set({ closedAt: now })
      .where(
        and(
          eq(emailChanges.userId, change.userId),
          isNull(emailChanges.closedAt),
          or(gte(emailChanges.createdAt, change.createdAt), isNull(emailChanges.confirmedAt)),
        ),
      );
    await discardUserTokens(tx, change.userId, 'password_reset', now);
    await revokeUserSessions(tx, change.userId, now);
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, change.userId));
    return { email: user!.email };
  });
  notify(app, change.userId, 'emailChangeCancelled', {}, { now });
  return result;
}

async function restoreOldEmail(
  tx: Transaction,
  change: { userId: string; oldEmail: string },
  now: Date,
): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)))
    .limit(1);
  if (taken) return;
  // Whatever the address is now: a second change made right after this one (its notice mailed to
  // the first new address) must not keep the account from the address this link was mailed to.
  await tx
    .update(users)
    .set({ email: change.oldEmail, updatedAt: now })
    .where(eq(users.id, change.userId));
}
