import { eq, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { MailLanguage } from '../../mail/templates';
import { type AccountMailApp, sendAccountMail } from './account-mail';
import { linkTokenError } from './link-token-error';
import { assertAcceptablePasswordFor } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import {
  consumeUserToken,
  discardUserTokens,
  inspectUserToken,
  issueUserToken,
} from './user-tokens';

/**
 * Mails a reset link to a registered account (a Google-only one too: the link lets it add a
 * password); for an unknown address it does nothing, and the caller answers the same either way.
 */
export async function forgotPassword(
  app: Pick<App, 'db'> & AccountMailApp,
  email: string,
  language: MailLanguage | undefined,
): Promise<void> {
  const [user] = await app.db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const recipient = { ...user, language: language ?? user.language };
  const token = await app.db.transaction(async (tx) => {
    if (language !== undefined && language !== user.language) {
      await tx.update(users).set({ language }).where(eq(users.id, user.id));
    }
    return issueUserToken(tx, user.id, 'password_reset');
  });
  sendAccountMail(app, 'passwordReset', recipient, token);
}

/**
 * Whether a reset link can still set a password, asked by its page as it opens so that a spent,
 * expired or garbled link says so before the form is filled in. Spends nothing: throws the same
 * answer the reset itself would (410 expired, 400 unknown or used), else returns.
 */
export async function checkPasswordResetLink(db: Database, token: string): Promise<void> {
  const found = await inspectUserToken(db, token, 'password_reset');
  if (found.state === 'expired') throw linkTokenError('expired');
  if (found.state !== 'valid') throw linkTokenError('invalid');
}

/**
 * Sets a new password through a reset link. Following the link proves the address, so an account
 * not activated yet becomes active; every session of the account ends, since whoever knew the old
 * password may hold one. Returns the account (its e-mail's rate-limit counters the caller clears).
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<{ userId: string; email: string }> {
  const now = new Date();
  const found = await inspectUserToken(db, token, 'password_reset', now);
  if (found.state === 'expired') throw linkTokenError('expired');
  if (found.state !== 'valid') throw linkTokenError('invalid');
  // Before the link is spent, so that the user can choose again with the same link.
  await assertAcceptablePasswordFor(db, found.userId, password);

  // Hashed before the transaction, which should not stay open for the ~100 ms argon2 takes.
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'password_reset', now);
    if (userId === undefined) return undefined;
    const [account] = await tx
      .update(users)
      .set({
        passwordHash,
        activatedAt: sql`coalesce(${users.activatedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await discardUserTokens(tx, userId, 'password_reset', now);
    await revokeUserSessions(tx, userId, now);
    return account && { userId, email: account.email };
  });
  if (reset === undefined) throw linkTokenError('invalid');
  return reset;
}
