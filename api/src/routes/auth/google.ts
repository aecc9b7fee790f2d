import { errorPayloadSchema, safeRedirectTarget, tokenPairSchema } from '@carclub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  clearGoogleCookie,
  finishGoogleSignIn,
  GOOGLE_CALLBACK_PAGE,
  type GoogleCallbackPage,
  googleCallbackPageUrl,
  type GoogleSignInFailure,
  HANDOFF_COOKIE,
  LOGIN_STATE_COOKIE,
  LOGIN_STATE_TTL_SECONDS,
  readCookie,
  readDeviceId,
  redeemGoogleHandoff,
  setDeviceCookie,
  setGoogleCookie,
  startGoogleSignIn,
  storedUserAgent,
  USER_TOKEN_TTL_MS,
} from '../../lib/auth';
import { mailLanguage } from '../../mail/templates';

const TAGS = ['auth'];

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
    { failure, reason, ...page }: GoogleSignInFailure & GoogleCallbackPage,
  ) {
    // Never the code, state, cookies or tokens: only why.
    request.log.warn({ googleSignIn: failure }, `Google sign-in did not complete: ${reason}`);
    return reply.redirect(googleCallbackPageUrl(page, failure), 302);
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
      const started = await startGoogleSignIn(app, signIn, {
        ip: request.ip,
        redirect: safeRedirectTarget(request.query.redirect),
        language: request.query.lang === undefined ? undefined : mailLanguage(request.query.lang),
      });
      if ('failure' in started) return fail(request, reply, started);
      setGoogleCookie(reply, LOGIN_STATE_COOKIE, started.sealedLoginState, {
        maxAgeSeconds: LOGIN_STATE_TTL_SECONDS,
        secure,
      });
      return reply.redirect(started.providerUrl, 302);
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
          '`error` (cancelled, unverified, unavailable, failed, expired, conflict); with the `lang` ' +
          'the sign-in started in, so that page reads in the language of the one left. No token is ' +
          'ever put in a URL.',
        querystring: callbackQuerySchema,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sealedLoginState = readCookie(request, LOGIN_STATE_COOKIE);
      // The state is single use: whatever happens next, a second visit starts over.
      clearGoogleCookie(reply, LOGIN_STATE_COOKIE, secure);
      const finished = await finishGoogleSignIn(app.db, signIn, {
        sealedLoginState,
        requestUrl: request.url,
        query: request.query,
      });
      if ('failure' in finished) return fail(request, reply, finished);
      request.log.info(
        { googleSignIn: finished.outcome, userId: finished.userId },
        'Google sign-in completed',
      );
      setGoogleCookie(reply, HANDOFF_COOKIE, finished.handoff, {
        maxAgeSeconds: USER_TOKEN_TTL_MS.google_handoff / 1000,
        secure,
      });
      return reply.redirect(googleCallbackPageUrl(finished), 302);
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
      const { tokens, deviceId } = await redeemGoogleHandoff(
        app,
        readCookie(request, HANDOFF_COOKIE),
        {
          log: request.log,
          userAgent: storedUserAgent(request.headers['user-agent']),
          deviceId: readDeviceId(request),
        },
      );
      setDeviceCookie(reply, deviceId, app.config.publicUrl);
      return tokens;
    },
  );
};

export default google;
