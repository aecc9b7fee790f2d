import { errorPayloadSchema, logbookCostsSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { loadLogbookCosts } from '../../lib/logbook';
import { requireVehicleOwner } from '../../lib/vehicles';

/** What the owner's car cost, from its logbook (issue 17 point 4, ADR 0097). */
const logbookCosts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private-transport/:id/logbook/costs',
    {
      onRequest: [app.authenticate],
      preValidation: [requireVehicleOwner(app)],
      schema: {
        tags: ['logbook'],
        summary: 'What my car cost: totals by currency, category and year, and per kilometre',
        description:
          'From every entry, private ones too: an entry counts its cost, or its parts’ prices when ' +
          'it has no cost. One summary per currency, nothing converted. The owner only: another ' +
          "member's car is 403 and an unknown car 404.",
        params: z.object({ id: z.string() }),
        response: {
          200: logbookCostsSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request) => loadLogbookCosts(app.db, request.params.id),
  );
};

export default logbookCosts;
