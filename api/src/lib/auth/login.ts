import {
  type LoginRequest,
  type Role,
  type TokenPair,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import { users } from '../../db/schema';
import type { MailLanguage } from '../../mail/templates';
import { HttpError, httpErrors } from '../http-errors';
import { applyBootstrapAdmin } from './bootstrap-admins';
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import type { NotifyApp } from '../notifications';
import { isKnownDeviceOf, recordSignInDevice } from './known-devices';
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from './rate-limits';
import { createSession, rotateRefreshToken } from './sessions';

/** A blocked account's sign-in: 403 naming the e-mail field, with the message the form shows. */
export function accountBlocked(): HttpError {
  return new HttpError(403, V.accountBlocked, {
    details: { fields: { email: [V.accountBlocked] } },
  });
}

/** One answer for an unknown e-mail and a wrong password, so login does not reveal who is registered. */
const INVALID_CREDENTIALS = 'Invalid email or password';

export interface LoginContext {
  ip: string;
  /** The interface language of the request, remembered for later e-mails. */
  language: MailLanguage | undefined;
  /** The request's User-Agent (storedUserAgent), naming the device in the member's sessions. */
  userAgent: string | null;
  /** The id in the browser's device cookie, when it sent one (known-devices.ts). */
  deviceId: string | undefined;
}

/** A started session, and the device id the browser's cookie keeps from now on. */
export interface SignedIn {
  tokens: TokenPair;
  deviceId: string;
}

/**
 * Checks the credentials and starts a session. Unknown addresses and password-less (Google-only)
 * accounts still run a full argon2 verification and count a failure like a wrong password, so the
 * answer takes as long as for a real account. An inactive account is told so only after the right
 * password, for the same reason.
 */
export async function login(
  app: Pick<App, 'rateLimiter' | 'accessTokens'> & NotifyApp,
  { email, password }: LoginRequest,
  { ip, language, userAgent, deviceId }: LoginContext,
): Promise<SignedIn> {
  await admitLoginAttempt(
    app,
    email,
    ip,
    async () => deviceId !== undefined && isKnownDeviceOf(app.db, email, deviceId),
  );

  const [user] = await app.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      email: users.email,
      nickname: users.nickname,
      roles: users.roles,
      language: users.language,
      activatedAt: users.activatedAt,
      restrictions: users.restrictions,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.passwordHash === null) {
    await verifyAgainstDummy(password);
    await recordLoginFailure(app, email);
    throw httpErrors.unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(app, email);
    throw httpErrors.unauthorized(INVALID_CREDENTIALS);
  }
  await recordLoginSuccess(app, email, ip);
  if (user.activatedAt === null) {
    throw new HttpError(403, undefined, {
      details: { fields: { email: [V.accountNotActivated] } },
    });
  }
  // Like the inactive account, told only after the right password, so the answer reveals nothing
  // to someone guessing; the message names the block, so the member knows whom to ask.
  if (user.restrictions.includes('blocked')) throw accountBlocked();

  const changes: Partial<typeof users.$inferInsert> = {};
  if (passwordNeedsRehash(user.passwordHash)) changes.passwordHash = await hashPassword(password);
  if (language !== undefined && language !== user.language) changes.language = language;
  if (Object.keys(changes).length > 0) {
    await app.db.update(users).set(changes).where(eq(users.id, user.id));
  }

  const roles = await applyBootstrapAdmin(app.db, app.config.adminEmails, {
    ...user,
    roles: user.roles as Role[],
  });
  const session = await createSession(app.db, user.id, { userAgent });
  const { token } = await app.accessTokens.sign({ sub: user.id, sid: session.sessionId, roles });
  return {
    tokens: { accessToken: token, refreshToken: session.refreshToken },
    deviceId: await recordSignInDevice(app, user.id, { deviceId, userAgent }),
  };
}

/** Exchanges a refresh token for a new pair; see `rotateRefreshToken` for reuse detection. */
export async function refresh(
  app: Pick<App, 'db' | 'log' | 'accessTokens'>,
  refreshToken: string,
): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(app.db, refreshToken);
  if (rotated === 'reused') {
    app.log.warn('a spent refresh token was presented again; its session is revoked');
    throw httpErrors.unauthorized('Session has ended');
  }
  if (rotated === 'invalid') throw httpErrors.unauthorized('Invalid refresh token');
  const { token } = await app.accessTokens.sign({
    sub: rotated.userId,
    sid: rotated.sessionId,
    roles: rotated.roles,
  });
  return { accessToken: token, refreshToken: rotated.refreshToken };
}
