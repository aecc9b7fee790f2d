import type { ActivateResponse, RegisterRequest, RegisterResponse } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { profiles, users } from '../../db/schema';
import type { MailLanguage } from '../../mail/templates';
import { uniqueViolationConstraint } from '../db';
import { httpErrors } from '../http-errors';
import { type AccountMailApp, sendAccountMail } from './account-mail';
import { linkTokenError } from './link-token-error';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { consumeUserToken, inspectUserToken, issueUserToken } from './user-tokens';
import { assertNicknameFree } from './nicknames';

/** What sign-up uses of the app: the database and what account mail needs. */
export type RegistrationApp = Pick<App, 'db'> & AccountMailApp;

/** Unique indexes of `users` and the request field each one protects. */
const UNIQUE_FIELDS: Record<string, 'email' | 'nickname'> = {
  users_email_idx: 'email',
  users_nickname_lower_idx: 'nickname',
};

async function assertAvailable(db: Database, { email, nickname }: RegisterRequest): Promise<void> {
  const taken = await db
    .select({ email: users.email, nickname: users.nickname })
    .from(users)
    .where(sql`${users.email} = ${email} or lower(${users.nickname}) = lower(${nickname})`)
    .limit(2);
  if (taken.some((user) => user.email === email)) throw httpErrors.conflict('email');
  if (taken.length > 0) throw httpErrors.conflict('nickname');
  // Left by a member within 90 days, or by a deleted account.
  await assertNicknameFree(db, nickname, undefined);
}

/**
 * Creates an account that cannot sign in until the e-mailed link is followed, with its empty
 * profile, and mails the link. The checks before the insert give the usual answer; the unique
 * indexes still decide a race between two identical sign-ups, answered the same way.
 */
export async function register(
  app: RegistrationApp,
  request: RegisterRequest,
  language: MailLanguage,
): Promise<RegisterResponse> {
  await assertAcceptablePassword(request.password, request);
  await assertAvailable(app.db, request);
  const passwordHash = await hashPassword(request.password);
  let token: string;
  try {
    token = await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: request.email, nickname: request.nickname, passwordHash, language })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ userId: user!.id });
      return issueUserToken(tx, user!.id, 'activation');
    });
  } catch (error) {
    const field = UNIQUE_FIELDS[uniqueViolationConstraint(error) ?? ''];
    if (field) throw httpErrors.conflict(field);
    throw error;
  }
  sendAccountMail(app, 'activation', { ...request, language }, token);
  return { email: request.email };
}

/**
 * Mails a fresh activation link to a registered account that is not active yet; for any other
 * address it does nothing, and the caller answers the same either way.
 */
export async function resendActivation(
  app: RegistrationApp,
  email: string,
  language: MailLanguage | undefined,
): Promise<void> {
  const [user] = await app.db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.activatedAt !== null) return;
  const recipient = { ...user, language: language ?? user.language };
  const token = await app.db.transaction(async (tx) => {
    if (language !== undefined && language !== user.language) {
      await tx.update(users).set({ language }).where(eq(users.id, user.id));
    }
    return issueUserToken(tx, user.id, 'activation');
  });
  sendAccountMail(app, 'activation', recipient, token);
}

async function isActivated(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ activatedAt: users.activatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.activatedAt != null;
}

/**
 * Follows an activation link. A link of an account that is already active (followed twice, or
 * clicked twice at once) answers `alreadyActivated` rather than an error: the user's goal is reached.
 */
export async function activate(db: Database, token: string): Promise<ActivateResponse> {
  const now = new Date();
  const found = await inspectUserToken(db, token, 'activation', now);
  if (found.state === 'unknown') throw linkTokenError('invalid');
  if (await isActivated(db, found.userId)) return { status: 'alreadyActivated' };
  // A spent link of an inactive account was replaced by a newer mail.
  if (found.state === 'used') throw linkTokenError('invalid');
  if (found.state === 'expired') throw linkTokenError('expired');

  const activated = await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'activation', now);
    if (userId === undefined) return false;
    await tx.update(users).set({ activatedAt: now, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
  if (activated) return { status: 'activated' };
  if (await isActivated(db, found.userId)) return { status: 'alreadyActivated' };
  throw linkTokenError('invalid');
}
