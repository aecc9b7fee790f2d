import { adminOverviewSchema, can } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { adminOverview } from '../../lib/admin';
import auditLog from './audit-log';
import members from './members';
import moderation from './moderation';
import referenceData from './reference-data';
import reports from './reports';
import { adminErrorResponses, ADMIN_TAGS } from './responses';

export { adminErrorResponses, ADMIN_TAGS } from './responses';

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
    // The latest actions come from the audit log: only for staff who may read it, whatever the
    // dashboard shows.
    async (request) =>
      adminOverview(app.db, app.storage, { latestActions: can(request.user, 'audit:read') }),
  );

  // Registered inside this scope, so the two hooks above guard them too.
  await app.register(members);
  await app.register(moderation);
  await app.register(reports);
  await app.register(referenceData);
  await app.register(auditLog);
};

export default admin;
