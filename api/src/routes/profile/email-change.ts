import {
  emailChangeRequestSchema,
  emailChangeResultSchema,
  emailChangeTokenSchema,
  errorPayloadSchema,
  pendingEmailChangeSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  cancelEmailChange,
  confirmEmailChange,
  loadPendingEmailChange,
  requestEmailChange,
  resendEmailChange,
  withdrawEmailChange,
} from '../../lib/profile';

const TAGS = ['profile'];

/**
 * A change of the account's e-mail address, made safe against a stolen session: the member asks
 * with the current password, the new address confirms by its link, the old address may stop or
 * undo it by its own. The two link routes take no access token: the link is the proof.
 */
const emailChange: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/email-change',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'The e-mail change waiting for confirmation',
        response: { 200: pendingEmailChangeSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => loadPendingEmailChange(app.db, request.user!),
  );

  app.post(
    '/profile/email-change',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Asks to change the e-mail address',
        description:
          'Needs the current password (400 naming `currentPassword` when wrong; 403 for an ' +
          'account without a password, which sets one first). The new address gets a ' +
          'confirmation link (24 h) and the old one a notice with a link that stops or undoes ' +
          'the change and ends every session. Nothing changes until the new address confirms. ' +
          'The answer is the same whether or not another account has the new address: only the ' +
          'mail to it says so.',
        body: emailChangeRequestSchema,
        response: {
          202: pendingEmailChangeSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestEmailChange(app, request.user!, request.body)),
  );

  app.post(
    '/profile/email-change/resend',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Mails the confirmation link again',
        description:
          'A fresh link (the earlier one stops working) and 24 more hours. 404 without a change ' +
          'waiting; 429 past 3 mails in 15 minutes.',
        response: {
          202: pendingEmailChangeSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await resendEmailChange(app, request.user!)),
  );

  app.delete(
    '/profile/email-change',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Drops the e-mail change waiting for confirmation',
        response: {
          204: z.null().describe('Dropped, or none was waiting'),
          401: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await withdrawEmailChange(app.db, request.user!);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/profile/email-change/confirm',
    {
      schema: {
        tags: TAGS,
        summary: "The new address's link: makes the change",
        description:
          '410 when the link has expired, 400 when it is unknown, replaced or already used (both ' +
          'name `token`), 409 naming `email` when another account took the address meanwhile.',
        body: emailChangeTokenSchema,
        response: {
          200: emailChangeResultSchema,
          400: errorPayloadSchema,
          409: errorPayloadSchema,
          410: errorPayloadSchema,
        },
      },
    },
    async (request) => confirmEmailChange(app, request.body.token),
  );

  app.post(
    '/profile/email-change/cancel',
    {
      schema: {
        tags: TAGS,
        summary: "The old address's link: stops or undoes the change",
        description:
          'Closes the change, restores the old address if it was already confirmed, spends open ' +
          'password-reset links and signs out every device. 410 after 7 days, 400 when used or ' +
          'unknown.',
        body: emailChangeTokenSchema,
        response: {
          200: emailChangeResultSchema,
          400: errorPayloadSchema,
          410: errorPayloadSchema,
        },
      },
    },
    async (request) => cancelEmailChange(app, request.body.token),
  );
};

export default emailChange;
