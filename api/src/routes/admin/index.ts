import { adminOverviewSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminOverview } from '../../lib/admin/overview';
import { ADMIN_TAGS, adminErrorResponses } from './admin-responses';
import moderation from './moderation';
import reports from './reports';

export { ADMIN_TAGS, adminErrorResponses } from './admin-responses';

/**
 * The admin dashboard's API. Every route here is for signed-in staff and names the permission it
 * needs in `config.permission`; the two hooks below check both for all of them, so a route cannot
 * forget. The authorization matrix test walks every route of this scope.
 */
const admin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requirePermission);

  app.get(
    '/admin/overview',
    {
      config: { permission: 'dashboard:view' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Headline counts for the admin dashboard',
        response: { 200: adminOverviewSchema, ...adminErrorResponses },
      },
    },
    async () => adminOverview(app.db),
  );

  await app.register(moderation);
  await app.register(reports);
};

export default admin;
