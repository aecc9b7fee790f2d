import { deleteAccountRequestSchema, errorPayloadSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ACCOUNT_EXPORT_RATE_LIMIT, accountArchive, deleteAccount } from '../../lib/account';
import { memberKey } from '../../lib/auth';
import { mailLanguage } from '../../mail/templates';

const TAGS = ['profile'];

/** "Your data": take it all with you, or leave for good. */
const account: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/export',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Downloads everything the site keeps about the user, as a ZIP archive',
        description:
          'account.json, profile.json, sessions.json, vehicles.json (every field, purchase data ' +
          'too), notifications.json, logbook.json (every entry, private ones too, and the ' +
          'reminders of each car), bookmarks.json and the photos as stored, streamed. 3 exports ' +
          'per hour (429 past them).',
        response: {
          200: z.any().describe('application/zip'),
          401: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await app.rateLimiter.consume(memberKey(user.id, 'export'), ACCOUNT_EXPORT_RATE_LIMIT);
      const archive = await accountArchive(app, user);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="carclub-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.post(
    '/profile/delete',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Deletes the account for good',
        description:
          'Needs the current password (400 naming it when wrong; 403 for an account without one, ' +
          'which sets one first) and the nickname typed out (400 naming it when it differs). The ' +
          'profile, vehicles, photos and sessions go; the nickname is held for 90 days; the ' +
          'address gets a notice.',
        body: deleteAccountRequestSchema,
        querystring: z.object({
          lang: z.string().max(35).optional().describe('Language of the goodbye mail: uk or en'),
        }),
        response: {
          204: z.null().describe('Deleted'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      await deleteAccount(app, request.user!, request.body, {
        language: lang === undefined ? undefined : mailLanguage(lang),
      });
      return reply.code(204).send(null);
    },
  );
};

export default account;
