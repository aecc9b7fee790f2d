import { errorPayloadSchema, reportCreateSchema, reportReceiptSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { fileReport } from '../../lib/reports';

/** Members' reports of a car or a member page, for the moderators' queue. */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reports'],
        summary: 'Report a car or a member page to the moderators',
        description:
          '201 for a new report; 200 with the same report when this member already has an open ' +
          'one of this subject. 404 when the subject is not publicly visible, 400 for your own ' +
          'car or page, 429 past 10 reports an hour.',
        body: reportCreateSchema,
        response: {
          200: reportReceiptSchema,
          201: reportReceiptSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { receipt, created } = await fileReport(app, request.user!.id, request.body);
      return reply.code(created ? 201 : 200).send(receipt);
    },
  );
};

export default reports;
