import { ANALYTICS_DAYS, errorPayloadSchema, profileAnalyticsSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { loadProfileAnalytics } from '../../lib/analytics';

const TAGS = ['profile'];

/** The member's own numbers: how often the pages of their cars were seen. */
const analytics: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/analytics',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "Page views of the signed-in member's cars",
        description:
          `Each car, newest first, with its views on each of the last ${ANALYTICS_DAYS} UTC days ` +
          '(oldest first, zeros included), in total, and since it was put up for sale when its ' +
          'status is "selling". A view is one visitor on one day, not counting bots or the owner.',
        response: { 200: profileAnalyticsSchema, 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadProfileAnalytics(app.db, request.user!.id);
    },
  );
};

export default analytics;
