import {
  errorPayloadSchema,
  MEMBER_SUGGEST_LIMIT,
  memberParamsSchema,
  memberProfileSchema,
  memberSuggestQuerySchema,
  memberSuggestResponseSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
} from '@carclub/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { httpErrors } from '../../lib/http-errors';
import {
  loadMemberProfile,
  MEMBER_SUGGEST_RATE_LIMIT,
  memberId,
  suggestMembers,
} from '../../lib/members';
import { renamedTo } from '../../lib/auth';
import { listVehicleCards } from '../../lib/vehicles';

const TAGS = ['members'];

const renamed301 = z.null().describe('The member has renamed: see Location');

/** Members as everyone sees them, signed in or not: their page and their garage. */
const members: FastifyPluginAsyncZod = async (app) => {
  /** 301 to the same route under the member's new nickname when `nickname` was theirs; else 404. */
  async function renamedOr404(reply: FastifyReply, nickname: string, rest = '') {
    const renamed = await renamedTo(app.db, nickname);
    if (renamed === undefined) throw httpErrors.notFound();
    const { url } = reply.request;
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    const location = `${app.prefix}/users/${encodeURIComponent(renamed)}${rest}${query}`;
    return reply.code(301).header('location', location).send(null);
  }

  app.get(
    '/users/:nickname',
    {
      schema: {
        tags: TAGS,
        summary: "A member's public profile (nickname ignoring case)",
        description:
          'Only the parts the member makes public (name, location, social links, birthday); ' +
          'e-mail and phone never. 301 to the new nickname within 90 days of a change.',
        params: memberParamsSchema,
        response: {
          200: memberProfileSchema,
          301: renamed301,
          400: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const member = await loadMemberProfile(app, request.params.nickname);
      return member ?? renamedOr404(reply, request.params.nickname);
    },
  );

  app.get(
    '/members/suggest',
    {
      schema: {
        tags: TAGS,
        summary: 'Members whose nickname starts with what follows an `@`: autocomplete',
        description:
          `Up to ${MEMBER_SUGGEST_LIMIT} activated, unblocked members, ignoring case, the exact ` +
          'nickname first and then by nickname; only their nickname, the name their page shows ' +
          `and avatar. ${MEMBER_SUGGEST_RATE_LIMIT.max} requests per client in ` +
          `${MEMBER_SUGGEST_RATE_LIMIT.windowMs / 60_000} minute (429 past them).`,
        querystring: memberSuggestQuerySchema,
        response: {
          200: memberSuggestResponseSchema,
          400: errorPayloadSchema,
          429: errorPayloadSchema,
        },
      },
    },
    async (request) => ({ members: await suggestMembers(app, request.query.q, request.ip) }),
  );

  app.get(
    '/users/:nickname/vehicles',
    {
      schema: {
        tags: TAGS,
        summary: "A member's garage: their vehicles as cards, with the list's filters",
        params: memberParamsSchema,
        querystring: vehicleListQuerySchema,
        response: {
          200: vehicleListResponseSchema,
          301: renamed301,
          400: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const ownerId = await memberId(app.db, request.params.nickname);
      if (ownerId === undefined) return renamedOr404(reply, request.params.nickname, '/vehicles');
      return listVehicleCards(app, request.query, { ownerId, publicOnly: true });
    },
  );
};

export default members;
