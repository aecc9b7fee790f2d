import {
  errorPayloadSchema,
  supportAcceptedSchema,
  supportContactSchema,
  supportRequestSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendSupportMessage } from '../../lib/support';
import { mailLanguage } from '../../mail/templates';

const TAGS = ['support'];

/** The contact page's address and form: how anyone, a blocked member too, reaches the team. */
const support: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support',
    {
      schema: {
        tags: TAGS,
        summary: "The team's address (SUPPORT_EMAIL), for the contact page",
        response: { 200: supportContactSchema },
      },
    },
    async () => ({ email: app.config.supportEmail }),
  );

  app.post(
    '/support',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: TAGS,
        summary: 'Mails a message to the team',
        description:
          'No sign-in needed: a visitor gives their e-mail; a signed-in member may leave it out and ' +
          'their account address is used. The reply goes to that address. 400 names the fields; ' +
          '429 past 5 messages an hour from one client or one member; 503 when the mail server ' +
          'refused the message (nothing was sent).',
        querystring: z.object({
          lang: z.string().max(35).optional().describe('Interface language: uk (default) or en'),
        }),
        body: supportRequestSchema,
        response: {
          202: supportAcceptedSchema,
          400: errorPayloadSchema,
          429: errorPayloadSchema,
          503: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await sendSupportMessage(app, request.body, {
        ip: request.ip,
        userId: request.user?.id,
        language: mailLanguage(request.query.lang),
      });
      return reply.code(202).send({ accepted: true });
    },
  );
};

export default support;
