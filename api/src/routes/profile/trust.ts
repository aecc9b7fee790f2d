import {
  errorPayloadSchema,
  modelMuteParamsSchema,
  MUTES_MAX_PER_MEMBER,
  mutedMemberListSchema,
  ownTrustLevelSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { httpErrors } from '../../lib/http-errors';
import { listMutes, loadTrust, muteModel, unmuteModel } from '../../lib/trust';

const TAGS = ['profile'];

/** The signed-in member's trust level and the members and models they muted (ADR 0153). */
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
        summary: 'The members and the models the signed-in member muted, latest first',
        description:
          "A muted member's posts and comments are hidden from the member who muted them; a " +
          "muted model's cars, posts and entries leave their feeds.",
        response: { 200: mutedMemberListSchema, 401: errorPayloadSchema },
      },
    },
    async (request) => listMutes(app.db, requireUserId(request)),
  );

  app.put(
    '/profile/mutes/models/:modelId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Mutes a make’s model: its cars, posts and entries leave the caller’s feeds',
        description:
          'Muting again changes nothing. 400 `validation.tooManyItems` under `mutes` past ' +
          `${MUTES_MAX_PER_MEMBER.toLocaleString('en')} muted models; 404 for no such model.`,
        params: modelMuteParamsSchema,
        response: {
          204: z.null().describe('Done'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const muted = await muteModel(app.db, requireUserId(request), request.params.modelId);
      if (!muted) throw httpErrors.notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/profile/mutes/models/:modelId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Unmutes a make’s model',
        description: 'Nothing happens when the model was not muted (or there is no such model).',
        params: modelMuteParamsSchema,
        response: {
          204: z.null().describe('Done'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      await unmuteModel(app.db, requireUserId(request), request.params.modelId);
      return reply.code(204).send(null);
    },
  );
};

export default trust;
