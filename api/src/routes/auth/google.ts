import { errorPayloadSchema, safeRedirectTarget, tokenPairSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { users } from '../../db/schema';
import { GoogleAccountConflictError, resolveGoogleAccount } from '../../lib/auth/google/accounts';
import {
  clearGoogleCookie,
  HANDOFF_COOKIE,
  LOGIN_STATE_COOKIE,
  readCookie,
  setGoogleCookie,
} from '../../lib/auth/google/cookies';
import { issueHandoff, redeemHandoff } from '../../lib/auth/google/handoff';
import {
  LOGIN_STATE_TTL_SECONDS,
  openLoginState,
  sealLoginState,
} from '../../lib/auth/google/login-state';
import { GoogleSignInError } from '../../lib/auth/google/oidc';
import { createSession } from '../../lib/auth/sessions';
import { USER_TOKEN_TTL_MS } from '../../lib/auth/user-tokens';
import { HttpError, httpErrors } from '../../lib/http-errors';
import { mailLanguage } from '../../mail/templates';
import { consumeAuthLimit } from './rate-limits';

const TAGS = ['auth'];

/** The mf-auth page that finishes a Google sign-in, or explains why it did not. */
export const GOOGLE_CALLBACK_PAGE = '/auth/google/callback';

/** What the page is told when a sign-in ends without a session; it has a message for each. */
export type GoogleSignInPageError =
  'cancelled' | 'unverified' | 'unavailable' | 'failed' | 'expired' | 'conflict' | 'rateLimited';

function pageUrl(redirect: string, error?: GoogleSignInPageError): string {
  const query = new URLSearchParams({ redirect });
  if (error !== undefined) query.set('error', error);
  return `${GOOGLE_CALLBACK_PAGE}?${query}`;
}

const startQuerySchema = z.object({
  redirect: z.string().optional().describe('Same-site path to open once signed in (default /)'),
  lang: z.string().max(35).optional().describe('Interface language: uk (default) or en'),
});

const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  iss: z.string().optional(),
});

const redirectResponse = z.null().describe('Redirect (Location header)');

/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE, state and nonce. Registered
 * only when Google is configured; otherwise these paths are 404 like any unknown route.
 *
 * Every step the browser navigates to ends in a redirect, failures included: a person who
 * clicked a button should see a page of the site, not an error payload.
 */
const google: FastifyPluginAsyncZod = async (app) => {
  const signIn = app.googleSignIn;
  if (!signIn) return;
  const secure = signIn.secureCookies;

  function fail(
    request: FastifyRequest,
    reply: FastifyReply,
    redirect: string,
    error: GoogleSignInPageError,
    reason: string,
  ) {
    // Never the code, state, cookies or tokens: only why.
    request.log.warn({ googleSignIn: error }, `Google sign-in did not complete: ${reason}`);
    return reply.redirect(pageUrl(redirect, error), 302);
  }

  app.get(
    '/auth/google',
    {
      schema: {
        tags: TAGS,
        summary: 'Starts Google sign-in',
        description:
          'Redirects the browser to the provider with PKCE (S256), state and nonce, remembered in ' +
          'an encrypted httpOnly cookie for 10 minutes. Failures (rate limit, provider ' +
          `unreachable) redirect to ${GOOGLE_CALLBACK_PAGE} with an \`error\`.`,
        querystring: startQuerySchema,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const redirect = safeRedirectTarget(request.query.redirect);
      try {
        consumeAuthLimit(app, 'googlePerIp', request.ip);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          return fail(
            request,
            reply,
            redirect,
            'rateLimited',
            'too many sign-ins from one address',
          );
        }
        throw error;
      }
      let authorization;
      try {
        authorization = await signIn.oidc.authorizationRequest();
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        return fail(request, reply, redirect, error.reason, error.message);
      }
      const sealed = await sealLoginState(
        {
          state: authorization.state,
          nonce: authorization.nonce,
          codeVerifier: authorization.codeVerifier,
          redirect,
          language: request.query.lang === undefined ? undefined : mailLanguage(request.query.lang),
        },
        signIn.stateKey,
      );
      setGoogleCookie(reply, LOGIN_STATE_COOKIE, sealed, {
        maxAgeSeconds: LOGIN_STATE_TTL_SECONDS,
        secure,
      });
      return reply.redirect(authorization.url.href, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: TAGS,
        summary: 'Where the provider sends the browser back',
        description:
          'Checks state against the login cookie, exchanges the code with the PKCE verifier, ' +
          'validates the ID token and requires a verified e-mail; then signs in the linked ' +
          'account, links the account with that e-mail, or creates one. Redirects to ' +
          `${GOOGLE_CALLBACK_PAGE} with a single-use hand-off cookie (2 minutes), or with an ` +
          '`error` (cancelled, unverified, unavailable, failed, expired, conflict). No token is ' +
          'ever put in a URL.',
        querystring: callbackQuerySchema,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const loginState = await openLoginState(
        readCookie(request, LOGIN_STATE_COOKIE),
        signIn.stateKey,
      );
      // The state is single use: whatever happens next, a second visit starts over.
      clearGoogleCookie(reply, LOGIN_STATE_COOKIE, secure);
      const redirect = loginState?.redirect ?? safeRedirectTarget(undefined);
      const { query } = request;

      if (query.error !== undefined) {
        return query.error === 'access_denied'
          ? fail(request, reply, redirect, 'cancelled', 'the user cancelled at the provider')
          : fail(request, reply, redirect, 'failed', `the provider answered ${query.error}`);
      }
      if (!loginState) {
        return fail(request, reply, redirect, 'expired', 'no valid login state cookie');
      }
      if (query.state !== loginState.state) {
        return fail(request, reply, redirect, 'failed', 'the state does not match the login');
      }

      let account;
      try {
        const callbackUrl = new URL(signIn.oidc.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const profile = await signIn.oidc.completeSignIn(callbackUrl, loginState);
        account = await resolveGoogleAccount(app.db, profile, loginState.language);
      } catch (error) {
        if (error instanceof GoogleSignInError) {
          return fail(request, reply, redirect, error.reason, error.message);
        }
        if (error instanceof GoogleAccountConflictError) {
          return fail(request, reply, redirect, 'conflict', error.message);
        }
        throw error;
      }
      request.log.info(
        { googleSignIn: account.outcome, userId: account.userId },
        'Google sign-in completed',
      );
      const handoff = await issueHandoff(app.db, account.userId);
      setGoogleCookie(reply, HANDOFF_COOKIE, handoff, {
        maxAgeSeconds: USER_TOKEN_TTL_MS.google_handoff / 1000,
        secure,
      });
      return reply.redirect(pageUrl(redirect), 302);
    },
  );

  app.post(
    '/auth/google/session',
    {
      schema: {
        tags: TAGS,
        summary: 'Exchanges the Google hand-off cookie for a token pair',
        description:
          'Called once by the page the callback redirects to. The hand-off works once and for 2 ' +
          'minutes: 410 when it has expired or was used, 400 when there is none.',
        response: { 200: tokenPairSchema, 400: errorPayloadSchema, 410: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      clearGoogleCookie(reply, HANDOFF_COOKIE, secure);
      const redemption = await redeemHandoff(app.db, readCookie(request, HANDOFF_COOKIE));
      if (redemption.state === 'expired' || redemption.state === 'used') {
        request.log.warn({ googleSignIn: redemption.state }, 'Google hand-off refused');
        throw new HttpError(410, 'The sign-in has expired or was already completed');
      }
      if (redemption.state !== 'valid') {
        throw httpErrors.badRequest('No Google sign-in to complete');
      }
      const [user] = await app.db
        .select({ roles: users.roles })
        .from(users)
        .where(eq(users.id, redemption.userId))
        .limit(1);
      if (!user) throw httpErrors.badRequest('No Google sign-in to complete');
      const session = await createSession(app.db, redemption.userId);
      const { token } = await app.accessTokens.sign({
        sub: redemption.userId,
        sid: session.sessionId,
        roles: user.roles,
      });
      return { accessToken: token, refreshToken: session.refreshToken };
    },
  );
};

export default google;
