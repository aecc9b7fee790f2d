import { errorPayloadSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminOverview, adminOverviewSchema } from '../../lib/admin/overview';

const TAGS = ['admin'];

/** The admin area's API: every route needs a signed-in user with the admin role. */
const admin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: TAGS,
        summary: 'Headline counts for the admin dashboard',
        response: {
          200: adminOverviewSchema,
          401: errorPayloadSchema,
          403: errorPayloadSchema,
        },
      },
    },
    async () => adminOverview(app.db),
  );
};

export default admin;
