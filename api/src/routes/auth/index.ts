import {
  activateRequestSchema,
  activateResponseSchema,
  currentUserSchema,
  errorPayloadSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  mailRequestAcceptedSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendActivationRequestSchema,
  resetPasswordRequestSchema,
  tokenPairSchema,
  tokenSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  acceptMailRequest,
  activate,
  checkPasswordResetLink,
  completePasswordReset,
  consumeAuthLimit,
  loadCurrentUser,
  login,
  readDeviceId,
  refresh,
  register,
  revokeSession,
  setDeviceCookie,
  storedUserAgent,
} from '../../lib/auth';
import { mailLanguage, type MailLanguage } from '../../mail/templates';
import google from './google';

const TAGS = ['auth'];

/**
 * Every call carries the interface language (spec §7); it decides the language of the e-mails. Any
 * value is accepted (an unknown one means Ukrainian) so that a stray value never fails a sign-up.
 */
const languageQuerySchema = z.object({
  lang: z.string().max(35).optional().describe('Interface language: uk (default) or en'),
});

function requestLanguage(query: { lang?: string | undefined }): MailLanguage | undefined {
  return query.lang === undefined ? undefined : mailLanguage(query.lang);
}

const ACCEPTED = { accepted: true } as const;

/**
 * Sign-up, activation, sign-in (with a password or Google), token refresh, sign-out and password
 * reset (spec §4, §7).
 */
const auth: FastifyPluginAsyncZod = async (app) => {
  // Token pairs, the current user and hand-offs must never sit in a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(google);

  app.post(
    '/auth/register',
    {
      schema: {
        tags: TAGS,
        summary: 'Creates an account and mails its activation link',
        description:
          'The account cannot sign in until the link is followed; nobody is signed in here. An ' +
          'e-mail or nickname (ignoring case) already in use is a 409 naming the field.',
        querystring: languageQuerySchema,
        body: registerRequestSchema,
        response: {
          201: registerResponseSchema,
          400: errorPayloadSchema,
          409: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await consumeAuthLimit(app, 'registerPerIp', request.ip);
      const created = await register(
        app,
        request.body,
        requestLanguage(request.query) ?? mailLanguage(undefined),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/auth/resend-activation',
    {
      schema: {
        tags: TAGS,
        summary: 'Mails a new activation link',
        description:
          'The same answer, in the same time, whether the address is registered, already active or ' +
          'unknown: the mail is sent after the answer, and only to a registered account that is ' +
          'not active yet. 429 only when this client has asked too often; past 3 mails in 15 ' +
          'minutes to one inbox, one more goes when the 15 minutes end.',
        querystring: languageQuerySchema,
        body: resendActivationRequestSchema,
        response: {
          202: mailRequestAcceptedSchema,
          400: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await acceptMailRequest(app, 'activation', {
        email: request.body.email,
        ip: request.ip,
        language: requestLanguage(request.query),
      });
      return reply.code(202).send(ACCEPTED);
    },
  );

  app.post(
    '/auth/activate',
    {
      schema: {
        tags: TAGS,
        summary: 'Activates an account with the token of its activation link',
        description:
          '410 when the link has expired (48 hours), 400 when it is unknown or was replaced by a ' +
          'newer one; both name the `token` field.',
        body: activateRequestSchema,
        response: {
          200: activateResponseSchema,
          400: errorPayloadSchema,
          410: errorPayloadSchema,
        },
      },
    },
    async (request) => activate(app.db, request.body.token),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Signs in with e-mail and password',
        description:
          '401 for an unknown e-mail or a wrong password alike; 403 (field `email`) for the right ' +
          'password of an account not activated yet. 429 (with Retry-After) when this client has ' +
          'failed too often on the account, or must wait a moment (at most a minute) because the ' +
          'account has many recent failures; other clients are not held back.',
        querystring: languageQuerySchema,
        body: loginRequestSchema,
        response: {
          200: tokenPairSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { tokens, deviceId } = await login(app, request.body, {
        ip: request.ip,
        language: requestLanguage(request.query),
        userAgent: storedUserAgent(request.headers['user-agent']),
        deviceId: readDeviceId(request),
      });
      setDeviceCookie(reply, deviceId, app.config.publicUrl);
      return tokens;
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: TAGS,
        summary: 'Exchanges a refresh token for a new token pair',
        description:
          'Each refresh token works once. Presenting a spent one again ends its whole session.',
        body: refreshTokenRequestSchema,
        response: { 200: tokenPairSchema, 400: errorPayloadSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => refresh(app, request.body.refreshToken),
  );

  app.delete(
    '/auth/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Ends the caller's session",
        response: { 204: z.null().describe('Signed out'), 401: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.user!.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => loadCurrentUser(app.db, request.user!.id),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Mails a password reset link',
        description:
          'The same answer, in the same time, whether or not the address is registered: the mail ' +
          'is sent after the answer, and only to a registered one. 429 only when this client has ' +
          'asked too often; past 3 mails in 15 minutes to one inbox, one more goes when the 15 ' +
          'minutes end.',
        querystring: languageQuerySchema,
        body: forgotPasswordRequestSchema,
        response: {
          202: mailRequestAcceptedSchema,
          400: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await acceptMailRequest(app, 'passwordReset', {
        email: request.body.email,
        ip: request.ip,
        language: requestLanguage(request.query),
      });
      return reply.code(202).send(ACCEPTED);
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a reset link can still set a password, without using it',
        description:
          'For the reset page as it opens. 204 when the link works; 410 when it has expired, 400 ' +
          'when it is unknown, malformed or already used (the answers of the reset itself). The ' +
          'link stays unspent either way.',
        body: z.object({ token: tokenSchema }),
        response: {
          204: z.null().describe('The link works'),
          400: errorPayloadSchema,
          410: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await checkPasswordResetLink(app.db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Sets a new password with the token of a reset link',
        description:
          'Activates the account if it was not, ends all its sessions and clears its sign-in and ' +
          'mail limits. 410 when the link has expired (1 hour), 400 when it is unknown or already ' +
          'used.',
        body: resetPasswordRequestSchema,
        response: {
          204: z.null().describe('Password set'),
          400: errorPayloadSchema,
          410: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await completePasswordReset(app, request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
};

export default auth;
