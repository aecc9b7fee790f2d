import {
  errorPayloadSchema,
  latestLogbookEntriesSchema,
  latestLogbookQuerySchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { latestPublicEntries } from '../../lib/logbook';

/** The site's latest public logbook entries, for the home page (issue 17 point 2). */
const latestLogbook: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logbook/latest',
    {
      schema: {
        tags: ['logbook'],
        summary: 'The latest public logbook entries of the whole site',
        description:
          'The latest written first, public entries of cars the public may see, with what a list ' +
          'shows of each entry and its car.',
        querystring: latestLogbookQuerySchema,
        response: { 200: latestLogbookEntriesSchema, 400: errorPayloadSchema },
      },
    },
    async (request) => latestPublicEntries(app, request.query.limit),
  );
};

export default latestLogbook;
