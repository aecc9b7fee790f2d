import { safeRedirectTarget } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { App } from '../../../app-type';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import type { MailLanguage } from '../../../mail/templates';
import { HttpError, httpErrors } from '../../http-errors';
import { consumeAuthLimit } from '../rate-limits';
import type { NotifyApp } from '../../notifications';
import { recordSignInDevice } from '../known-devices';
import { accountBlocked, type SignedIn } from '../login';
import { createSession } from '../sessions';
import {
  type GoogleAccountOutcome,
  GoogleAccountConflictError,
  resolveGoogleAccount,
} from './accounts';
import { issueHandoff, redeemHandoff } from './handoff';
import { openLoginState, sealLoginState } from './login-state';
import { type GoogleOidc, GoogleSignInError } from './oidc';

/** `app.googleSignIn`: the OpenID Connect client and the cookie key, when Google is configured. */
export interface GoogleSignIn {
  oidc: GoogleOidc;
  /** Encrypts the login-state cookie. */
  stateKey: Uint8Array;
  /** Cookies are Secure when the site is served over https. */
  secureCookies: boolean;
}

/** The mf-auth page that finishes a Google sign-in, or explains why it did not. */
export const GOOGLE_CALLBACK_PAGE = '/auth/google/callback';

/** What the page is told when a sign-in ends without a session; it has a message for each. */
export type GoogleSignInPageError =
  | 'cancelled'
  | 'unverified'
  | 'unavailable'
  | 'failed'
  | 'expired'
  | 'conflict'
  | 'rateLimited'
  | 'blocked';

/**
 * Where the page sends the person next, and the language the sign-in started in. The page's
 * address names that language, so it reads as the page they left did even when nothing there
 * stored their choice (they clicked before its script ran) and their browser prefers another.
 */
export interface GoogleCallbackPage {
  redirect: string;
  language?: MailLanguage | undefined;
}

export function googleCallbackPageUrl(
  { redirect, language }: GoogleCallbackPage,
  error?: GoogleSignInPageError,
): string {
  const query = new URLSearchParams({ redirect });
  if (language !== undefined) query.set('lang', language);
  if (error !== undefined) query.set('error', error);
  return `${GOOGLE_CALLBACK_PAGE}?${query}`;
}

/** A step that ended the sign-in: what the page is told, and why (for the log only). */
export interface GoogleSignInFailure {
  failure: GoogleSignInPageError;
  reason: string;
}

/** Where the browser goes next: the provider, or back to the page with a failure. */
export type GoogleSignInStart = GoogleCallbackPage &
  ({ providerUrl: string; sealedLoginState: string } | GoogleSignInFailure);

/**
 * The first step: PKCE verifier, state and nonce for the provider, sealed into the value of the
 * login-state cookie, which the callback reads back.
 */
export async function startGoogleSignIn(
  app: Pick<App, 'config' | 'rateLimiter'>,
  signIn: GoogleSignIn,
  { ip, redirect, language }: { ip: string; redirect: string; language: MailLanguage | undefined },
): Promise<GoogleSignInStart> {
  try {
    await consumeAuthLimit(app, 'googlePerIp', ip);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      return {
        redirect,
        language,
        failure: 'rateLimited',
        reason: 'too many sign-ins from one address',
      };
    }
    throw error;
  }
  let authorization;
  try {
    authorization = await signIn.oidc.authorizationRequest();
  } catch (error) {
    if (!(error instanceof GoogleSignInError)) throw error;
    return { redirect, language, failure: error.reason, reason: error.message };
  }
  const sealedLoginState = await sealLoginState(
    {
      state: authorization.state,
      nonce: authorization.nonce,
      codeVerifier: authorization.codeVerifier,
      redirect,
      language,
    },
    signIn.stateKey,
  );
  return { redirect, language, providerUrl: authorization.url.href, sealedLoginState };
}

/** What the provider appends to the callback address. */
export interface GoogleCallbackQuery {
  state?: string | undefined;
  error?: string | undefined;
}

/** The signed-in account and the hand-off for the page, or why the sign-in ended. */
export type GoogleSignInFinish = GoogleCallbackPage &
  ({ handoff: string; userId: string; outcome: GoogleAccountOutcome } | GoogleSignInFailure);

async function isBlocked(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ restrictions: users.restrictions })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.restrictions.includes('blocked') ?? false;
}

/**
 * The callback: checks the provider's answer against the login state, exchanges the code,
 * signs in, links or creates the account and issues the single-use hand-off that the page
 * exchanges for tokens (so that no token is ever put in a URL).
 */
export async function finishGoogleSignIn(
  db: Database,
  signIn: GoogleSignIn,
  {
    sealedLoginState,
    requestUrl,
    query,
  }: {
    sealedLoginState: string | undefined;
    /** The callback's path and query as the browser requested it. */
    requestUrl: string;
    query: GoogleCallbackQuery;
  },
): Promise<GoogleSignInFinish> {
  const loginState = await openLoginState(sealedLoginState, signIn.stateKey);
  const redirect = loginState?.redirect ?? safeRedirectTarget(undefined);
  const language = loginState?.language;
  const fail = (failure: GoogleSignInPageError, reason: string): GoogleSignInFinish => ({
    redirect,
    language,
    failure,
    reason,
  });

  if (query.error !== undefined) {
    return query.error === 'access_denied'
      ? fail('cancelled', 'the user cancelled at the provider')
      : fail('failed', `the provider answered ${query.error}`);
  }
  if (!loginState) return fail('expired', 'no valid login state cookie');
  if (query.state !== loginState.state) return fail('failed', 'the state does not match the login');

  let account;
  try {
    const callbackUrl = new URL(signIn.oidc.redirectUri);
    callbackUrl.search = new URL(requestUrl, 'http://callback.invalid').search;
    const profile = await signIn.oidc.completeSignIn(callbackUrl, loginState);
    account = await resolveGoogleAccount(db, profile, language);
  } catch (error) {
    if (error instanceof GoogleSignInError) return fail(error.reason, error.message);
    if (error instanceof GoogleAccountConflictError) return fail('conflict', error.message);
    throw error;
  }
  if (await isBlocked(db, account.userId)) return fail('blocked', 'the account is blocked');
  const handoff = await issueHandoff(db, account.userId);
  return { redirect, language, handoff, userId: account.userId, outcome: account.outcome };
}

/**
 * The page's last step: spends the hand-off and starts a session. 410 when the hand-off has
 * expired or was used, 400 when there is none.
 */
export async function redeemGoogleHandoff(
  app: Pick<App, 'accessTokens'> & NotifyApp,
  handoff: string | undefined,
  {
    log,
    userAgent,
    deviceId,
  }: {
    log: Pick<FastifyBaseLogger, 'warn'>;
    userAgent: string | null;
    deviceId: string | undefined;
  },
): Promise<SignedIn> {
  const redemption = await redeemHandoff(app.db, handoff);
  if (redemption.state === 'expired' || redemption.state === 'used') {
    log.warn({ googleSignIn: redemption.state }, 'Google hand-off refused');
    throw new HttpError(410, 'The sign-in has expired or was already completed');
  }
  if (redemption.state !== 'valid') {
    throw httpErrors.badRequest('No Google sign-in to complete');
  }
  const [user] = await app.db
    .select({ roles: users.roles, restrictions: users.restrictions })
    .from(users)
    .where(eq(users.id, redemption.userId))
    .limit(1);
  if (!user) throw httpErrors.badRequest('No Google sign-in to complete');
  // Blocked between the callback and this step.
  if (user.restrictions.includes('blocked')) throw accountBlocked();
  const session = await createSession(app.db, redemption.userId, { userAgent });
  const { token } = await app.accessTokens.sign({
    sub: redemption.userId,
    sid: session.sessionId,
    roles: user.roles,
  });
  return {
    tokens: { accessToken: token, refreshToken: session.refreshToken },
    deviceId: await recordSignInDevice(app, redemption.userId, { deviceId, userAgent }),
  };
}
