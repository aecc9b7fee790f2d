import {
  activeSessionListSchema,
  changePasswordSchema,
  errorPayloadSchema,
  mailRequestAcceptedSchema,
  profilePrivacySchema,
  profileSchema,
  profileUpdateSchema,
  sessionParamsSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  changePassword,
  endOtherSessions,
  endSession,
  listActiveSessions,
  loadProfile,
  mailPasswordLink,
  updateProfile,
} from '../../lib/profile';
import { loadPrivacy, savePrivacy } from '../../lib/members';
import account from './account';
import analytics from './analytics';
import emailChange from './email-change';
import notificationSettings from './notification-settings';
import trust from './trust';

const TAGS = ['profile'];

/** The signed-in user's own profile, password, e-mail address and signed-in devices. */
const profile: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailChange);
  await app.register(account);
  await app.register(notificationSettings);
  await app.register(analytics);
  await app.register(trust);

  app.get(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "The signed-in user's profile",
        response: { 200: profileSchema, 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => loadProfile(app, request.user!.id),
  );

  app.put(
    '/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Replaces the signed-in user's profile",
        description:
          "Empty or missing optional fields are cleared. `email` must be the account's own: any " +
          'other is a 403 naming the field, since an e-mail change needs a confirmation this ' +
          'request cannot give. Phone, postal code and state must fit the country (400 lists ' +
          'every failing field); a nickname (ignoring case) of another account is a 409 naming ' +
          'the field. A new nickname (not a change of letter case) needs `currentPassword` (400 ' +
          'naming it when missing or wrong, 429 past 10 tries in 15 minutes); an account without ' +
          'a password renames within 10 minutes of signing in, else 403 naming `nickname`. The ' +
          'member is mailed about the change.',
        body: profileUpdateSchema,
        response: {
          200: profileSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          409: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request) => updateProfile(app, request.user!, request.body),
  );

  app.patch(
    '/profile/change-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Changes the signed-in user's password",
        description:
          'Signs out every other session of the user. 400 when the current password is wrong, ' +
          '403 for an account without a password (signed up with Google).',
        body: changePasswordSchema,
        response: {
          204: z.null().describe('Password changed'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(app, request.user!, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/password-link',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Mails the user a link to set a new password',
        description:
          'For a member who signed up with Google and has no password yet (any member may use ' +
          "it): the password-reset link, mailed to the account's own address in its language, " +
          'with the budgets of forgot-password (429 past them).',
        response: {
          202: mailRequestAcceptedSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await mailPasswordLink(app, request.user!, request.ip);
      return reply.code(202).send({ accepted: true });
    },
  );

  app.get(
    '/profile/privacy',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'What the public page shows',
        description:
          'Name, location and social links are public and the birthday private until the member ' +
          'chooses otherwise; e-mail and phone are never public.',
        response: { 200: profilePrivacySchema, 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => loadPrivacy(app.db, request.user!.id),
  );

  app.put(
    '/profile/privacy',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Chooses what the public page shows',
        body: profilePrivacySchema,
        response: {
          200: profilePrivacySchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request) => savePrivacy(app.db, request.user!.id, request.body),
  );

  app.get(
    '/profile/sessions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "The signed-in user's devices",
        description:
          'Every session not signed out and used within the refresh-token lifetime (7 days), most ' +
          'recently used first: browser, OS and kind of device from the User-Agent of its ' +
          'sign-in, when it signed in, when it last refreshed, and which is the caller.',
        response: { 200: activeSessionListSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => listActiveSessions(app.db, request.user!),
  );

  app.delete(
    '/profile/sessions/others',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Signs out every other device',
        description: "Ends every session of the user but the caller's own.",
        response: { 204: z.null().describe('Signed out'), 401: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      await endOtherSessions(app.db, request.user!);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/profile/sessions/:sessionId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Signs one device out',
        description:
          'Its refresh and access tokens stop working at once; the caller may end its own. 404 ' +
          "for a session that is another user's, unknown or already ended.",
        params: sessionParamsSchema,
        response: {
          204: z.null().describe('Signed out'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await endSession(app.db, request.user!, request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default profile;
