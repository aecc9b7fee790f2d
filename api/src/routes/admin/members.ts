import {
  adminMemberDetailSchema,
  adminMemberParamsSchema,
  adminMemberSchema,
  adminMembersPageSchema,
  adminMembersQuerySchema,
  errorPayloadSchema,
  memberDeleteRequestSchema,
  memberOptionalReasonRequestSchema,
  memberReasonRequestSchema,
  memberRoleRequestSchema,
  memberTrustLevelRequestSchema,
  ownTrustLevelSchema,
  type Permission,
  type Restriction,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  changeRole,
  deleteMember,
  listMembers,
  memberDetail,
  resendActivationFor,
  setMemberTrustLevel,
  setRestriction,
  signOutEverywhere,
} from '../../lib/admin';
import { httpErrors } from '../../lib/http-errors';
import { ADMIN_TAGS, adminErrorResponses } from './responses';

const BASE = '/admin/members';
const MEMBER = `${BASE}/:memberId`;

/** What an action on one member may answer besides the admin scope's 401 and 403. */
const actionErrors = {
  400: errorPayloadSchema,
  404: errorPayloadSchema,
  409: errorPayloadSchema,
  ...adminErrorResponses,
};

const RESTRICTION_ROUTES: {
  path: string;
  restriction: Restriction;
  on: boolean;
  summary: string;
}[] = [
  {
    path: 'block',
    restriction: 'blocked',
    on: true,
    summary: 'Block a member: every session ends at once, sign-in is refused, public pages go',
  },
  { path: 'unblock', restriction: 'blocked', on: false, summary: 'Unblock a member' },
  {
    path: 'uploads-ban',
    restriction: 'uploadsBanned',
    on: true,
    summary: 'Stop a member from uploading photos (avatar, cover, vehicle images)',
  },
  {
    path: 'uploads-allow',
    restriction: 'uploadsBanned',
    on: false,
    summary: 'Let a member upload photos again',
  },
];

/**
 * Members in the admin dashboard: the table, one member's page and the actions on an account. Each
 * action writes its audit record in the transaction of the change (lib/admin/members/actions.ts).
 */
const members: FastifyPluginAsyncZod = async (app) => {
  const actor = (user: { id: string } | null) => {
    if (!user) throw httpErrors.unauthorized();
    return { id: user.id };
  };

  app.get(
    BASE,
    {
      config: { permission: 'members:read' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Search, filter, sort and page through members',
        description:
          '`q` matches part of the e-mail or the nickname, ignoring case. `status`: active, ' +
          'notActivated or blocked. `sort`: joined or lastSignIn (members who never signed in last).',
        querystring: adminMembersQuerySchema,
        response: { 200: adminMembersPageSchema, 400: errorPayloadSchema, ...adminErrorResponses },
      },
    },
    async (request) => listMembers(app.db, request.query),
  );

  app.get(
    MEMBER,
    {
      config: { permission: 'members:read' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "A member's profile, vehicles, live sessions and recent security notices",
        params: adminMemberParamsSchema,
        response: { 200: adminMemberDetailSchema, 404: errorPayloadSchema, ...adminErrorResponses },
      },
    },
    async (request) => {
      const detail = await memberDetail(app.db, request.params.memberId);
      if (!detail) throw httpErrors.notFound();
      return detail;
    },
  );

  for (const [path, grant] of [
    ['grant', true],
    ['revoke', false],
  ] as const) {
    app.post(
      `${MEMBER}/roles/${path}`,
      {
        config: { permission: 'roles:manage' satisfies Permission },
        schema: {
          tags: ADMIN_TAGS,
          summary: grant ? 'Grant a staff role' : 'Revoke a staff role',
          description:
            'Not on oneself (400). Taking admin from the last admin who can sign in is refused (409).',
          params: adminMemberParamsSchema,
          body: memberRoleRequestSchema,
          response: { 200: adminMemberSchema, ...actionErrors },
        },
      },
      async (request) =>
        changeRole(app.db, actor(request.user), request.params.memberId, {
          ...request.body,
          grant,
        }),
    );
  }

  for (const { path, restriction, on, summary } of RESTRICTION_ROUTES) {
    app.post(
      `${MEMBER}/${path}`,
      {
        config: { permission: 'members:manage' satisfies Permission },
        schema: {
          tags: ADMIN_TAGS,
          summary,
          description: on
            ? 'A reason is required. Not on oneself (400); not on the last admin (409).'
            : 'A reason is optional.',
          params: adminMemberParamsSchema,
          body: on ? memberReasonRequestSchema : memberOptionalReasonRequestSchema,
          response: { 200: adminMemberSchema, ...actionErrors },
        },
      },
      async (request) =>
        setRestriction(app.db, actor(request.user), request.params.memberId, {
          restriction,
          on,
          reason: request.body.reason,
        }),
    );
  }

  app.post(
    `${MEMBER}/trust-level`,
    {
      config: { permission: 'content:moderate' satisfies Permission },
      schema: {
        tags: ADMIN_TAGS,
        summary: "Fix a member's trust level, or give it back to their activity",
        description:
          'A number 0–3 fixes the level (the counters no longer move it); null lifts the lock and ' +
          'the member has the level their activity earned, never below the one they had. A ' +
          'reason is required. Staff stay at the top level whatever is set (ADR 0153).',
        params: adminMemberParamsSchema,
        body: memberTrustLevelRequestSchema,
        response: { 200: ownTrustLevelSchema, ...actionErrors },
      },
    },
    async (request) =>
      setMemberTrustLevel(app.db, actor(request.user), request.params.memberId, request.body),
  );

  app.post(
    `${MEMBER}/sign-out-everywhere`,
    {
      config: { permission: 'members:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'End every session of a member (each device must sign in again)',
        params: adminMemberParamsSchema,
        body: memberOptionalReasonRequestSchema,
        response: { 200: adminMemberSchema, ...actionErrors },
      },
    },
    async (request) =>
      signOutEverywhere(app.db, actor(request.user), request.params.memberId, request.body),
  );

  app.post(
    `${MEMBER}/resend-activation`,
    {
      config: { permission: 'members:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Mail a not yet activated member a fresh activation link',
        description: '409 when the account is already active.',
        params: adminMemberParamsSchema,
        body: memberOptionalReasonRequestSchema,
        response: { 200: adminMemberSchema, ...actionErrors },
      },
    },
    async (request) =>
      resendActivationFor(app, actor(request.user), request.params.memberId, request.body),
  );

  app.post(
    `${MEMBER}/delete`,
    {
      config: { permission: 'members:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "Delete a member's account for good",
        description:
          "The body names the member's nickname, typed out (400 naming `nickname` when it " +
          'differs), and a reason. Not on oneself (400); not on the last admin (409).',
        params: adminMemberParamsSchema,
        body: memberDeleteRequestSchema,
        response: { 204: z.null().describe('Deleted'), ...actionErrors },
      },
    },
    async (request, reply) => {
      await deleteMember(app, actor(request.user), request.params.memberId, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default members;
