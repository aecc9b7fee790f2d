import {
  errorPayloadSchema,
  FOLLOW_LIST_PAGE_SIZE,
  followersPageSchema,
  followingPageSchema,
  followListQuerySchema,
  FOLLOWS_MAX_PER_MEMBER,
  followParamsSchema,
  followStateSchema,
  memberParamsSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireUserId } from '../../lib/auth';
import { follow, followState, listFollowers, listFollowing, unfollow } from '../../lib/follows';
import { httpErrors } from '../../lib/http-errors';

const TAGS = ['follows'];

const TARGETS =
  '`kind` is `members` (the id is a nickname, ignoring case), `vehicles` (a car’s id) or ' +
  '`models` (a model of the reference data, `volkswagen-golf`).';

/**
 * Follows of members, cars and makes' models (issue 33 point 1, ADR 0164): what the Following
 * feed is made of. A page shows a target's count and the reader's own state from `GET`.
 */
const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/follows/:kind/:id',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: TAGS,
        summary: 'How many follow a member, a car or a model, and whether the caller does',
        description: `${TARGETS} A visitor gets \`followedByMe: false\`. 404 for a target the public may not see.`,
        params: followParamsSchema,
        response: { 200: followStateSchema, 400: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const state = await followState(app.db, request.user?.id ?? null, kind, id);
      if (state === undefined) throw httpErrors.notFound();
      return state;
    },
  );

  app.put(
    '/follows/:kind/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Follows a member, a car or a model',
        description:
          `${TARGETS} Following again changes nothing. 400 \`validation.cannotFollowOwn\` for ` +
          `oneself or one’s own car, \`validation.tooManyItems\` under \`follows\` past ` +
          `${FOLLOWS_MAX_PER_MEMBER.toLocaleString('en')} follows; 404 for a target the public may not see.`,
        params: followParamsSchema,
        response: {
          200: followStateSchema,
          400: errorPayloadSchema,
          401: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const state = await follow(app, requireUserId(request), kind, id);
      if (state === undefined) throw httpErrors.notFound();
      return state;
    },
  );

  app.delete(
    '/follows/:kind/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Stops following a member, a car or a model',
        description: `${TARGETS} Not following is no error; a blocked member or a hidden car can be unfollowed.`,
        params: followParamsSchema,
        response: {
          204: z.null().describe('Done'),
          400: errorPayloadSchema,
          401: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await unfollow(app.db, requireUserId(request), kind, id);
      return reply.code(204).send(null);
    },
  );

  const LISTS =
    `${FOLLOW_LIST_PAGE_SIZE} a page, newest first; \`nextCursor\` back as \`?cursor=\` for the ` +
    'next. 403 when the member keeps their follows private (they still read their own), 404 for ' +
    'no visible member of that nickname (ignoring case).';
  const listResponses = {
    400: errorPayloadSchema,
    403: errorPayloadSchema,
    404: errorPayloadSchema,
  };

  app.get(
    '/users/:nickname/followers',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: TAGS,
        summary: 'Who follows a member: members the public may see',
        description: LISTS,
        params: memberParamsSchema,
        querystring: followListQuerySchema,
        response: { 200: followersPageSchema, ...listResponses },
      },
    },
    async (request) =>
      listFollowers(app, request.params.nickname, request.user?.id ?? null, request.query.cursor),
  );

  app.get(
    '/users/:nickname/following',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: TAGS,
        summary: 'Whom and what a member follows: members and cars the public may see, and models',
        description: LISTS,
        params: memberParamsSchema,
        querystring: followListQuerySchema,
        response: { 200: followingPageSchema, ...listResponses },
      },
    },
    async (request) =>
      listFollowing(app, request.params.nickname, request.user?.id ?? null, request.query.cursor),
  );
};

export default followsRoutes;
