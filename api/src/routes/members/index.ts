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
import { renamedTo, requireUserId } from '../../lib/auth';
import { muteMember, unmuteMember } from '../../lib/trust';
import { listVehicleCards } from '../../lib/vehicles';

const TAGS = ['members'];

const renamed301 = z.null().describe('The member has renamed: see Location');
const muteResponses = {
  204: z.null().describe('Done'),
  400: errorPayloadSchema,
  401: errorPayloadSchema,
  404: errorPayloadSchema,
};

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

  /** The visible member `nickname`'s id, else 404 (a mute follows no redirect of an old nickname). */
  async function mutable(nickname: string) {
    const id = await memberId(app.db, nickname);
    if (id === undefined) throw httpErrors.notFound();
    return id;
  }

  app.put(
    '/users/:nickname/mute',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Mutes a member: their posts and comments are hidden from the caller',
        description:
          'Muting again changes nothing. 400 `validation.cannotMuteYourself` for oneself, ' +
          '`validation.cannotMuteStaff` for a moderator or an admin, `validation.tooManyItems` ' +
          'past 1,000 muted members; 404 for no visible member of that nickname.',
        params: memberParamsSchema,
        response: muteResponses,
      },
    },
    async (request, reply) => {
      await muteMember(app.db, requireUserId(request), await mutable(request.params.nickname));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/:nickname/mute',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Unmutes a member',
        description: 'Nothing happens when the member was not muted (or there is no such member).',
        params: memberParamsSchema,
        response: { 204: muteResponses[204], 400: errorPayloadSchema, 401: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      await unmuteMember(app.db, requireUserId(request), request.params.nickname);
      return reply.code(204).send(null);
    },
  );
};

export default members;
