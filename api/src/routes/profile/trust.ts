import { errorPayloadSchema, mutedMemberListSchema, ownTrustLevelSchema } from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import { listMutes, loadTrust } from '../../lib/trust';

const TAGS = ['profile'];

/** The signed-in member's trust level and the members they muted (ADR 0153). */
const trust: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/trust',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: "The signed-in member's trust level",
        description:
          'Earned by days visited, discussions entered, comments read, likes and published ' +
          'comments and posts; staff always hold the top level; `locked` when a moderator fixed it.',
        response: { 200: ownTrustLevelSchema, 401: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => {
      const found = await loadTrust(app.db, requireUserId(request));
      if (found === undefined) throw httpErrors.notFound();
      return found;
    },
  );

  app.get(
    '/profile/mutes',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'The members the signed-in member muted, latest first',
        description:
          "A muted member's posts and comments are hidden from the member who muted them.",
        response: { 200: mutedMemberListSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => listMutes(app.db, requireUserId(request)),
  );
};

export default trust;
