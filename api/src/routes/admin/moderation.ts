import {
  communityItemParamsSchema,
  communityQueueQuerySchema,
  communityQueueSchema,
  moderationActionSchema,
  moderationPhotoParamsSchema,
  moderationPhotosSchema,
  moderationVehicleListSchema,
  moderationVehicleParamsSchema,
  moderationVehicleQuerySchema,
  errorPayloadSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  approveContent,
  deleteVehiclePhoto,
  hideContent,
  listCommunityQueue,
  restoreContent,
  deleteVehiclePreview,
  hideVehicle,
  listModerationVehicles,
  moderationPhotos,
  restoreVehicle,
} from '../../lib/admin';
import { ADMIN_TAGS, adminErrorResponses } from './responses';

const done = z.null().describe('Done; written to the audit log');
const actionErrors = {
  400: errorPayloadSchema,
  404: errorPayloadSchema,
  ...adminErrorResponses,
};

/**
 * Moderation of cars: the table, hiding and restoring, deleting a photo (ADR 0077); and of the
 * conversation: the queue of held and hidden posts and comments (ADR 0159).
 */
const moderation: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/vehicles',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Every car, hidden ones too, newest first, with search and visibility filter',
        querystring: moderationVehicleQuerySchema,
        response: {
          200: moderationVehicleListSchema,
          400: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => listModerationVehicles(app, request.query),
  );

  app.get(
    '/admin/vehicles/:id/photos',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "A car's preview image and gallery, first to last",
        params: moderationVehicleParamsSchema,
        response: {
          200: moderationPhotosSchema,
          400: errorPayloadSchema,
          404: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => moderationPhotos(app, request.params.id),
  );

  app.post(
    '/admin/vehicles/:id/hide',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Hide a car from the public pages',
        description:
          'Its public page answers 404 and it leaves every public list; the owner still sees and ' +
          'edits it, with the reason on a banner, and is notified. 409 when it is hidden already.',
        params: moderationVehicleParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, 409: errorPayloadSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      await hideVehicle(app, request.user!, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/vehicles/:id/restore',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Show a hidden car on the public pages again',
        description: 'The owner is notified. 409 when the car is not hidden.',
        params: moderationVehicleParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, 409: errorPayloadSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      await restoreVehicle(app, request.user!, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/vehicles/:id/photos/:imageId/delete',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "Delete one photo of a car's gallery",
        description: 'A POST, since a DELETE cannot carry the reason the audit log keeps.',
        params: moderationPhotoParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, ...actionErrors },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await deleteVehiclePhoto(app, request.user!, id, imageId, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/vehicles/:id/preview/delete',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "Delete a car's preview image",
        description: '404 when the car has none.',
        params: moderationVehicleParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, ...actionErrors },
      },
    },
    async (request, reply) => {
      await deleteVehiclePreview(app, request.user!, request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/community',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Posts and comments held for a moderator, or hidden, oldest first',
        description:
          'A newcomer’s first post and first two comments wait here (ADR 0153); `queue=hidden` ' +
          'lists what moderators hid.',
        querystring: communityQueueQuerySchema,
        response: { 200: communityQueueSchema, 400: errorPayloadSchema, ...adminErrorResponses },
      },
    },
    async (request) => listCommunityQueue(app, request.query),
  );

  app.post(
    '/admin/community/:kind/:id/approve',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Release a held post or comment to everyone',
        description: 'It counts toward its author’s trust. 409 when it is no longer held.',
        params: communityItemParamsSchema,
        response: { 204: done, 409: errorPayloadSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      await approveContent(app, request.user!, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/community/:kind/:id/hide',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Hide a post or comment',
        description:
          'Only its author still sees it, with the reason, and is notified. 409 when hidden already.',
        params: communityItemParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, 409: errorPayloadSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await hideContent(app, request.user!, kind, id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/community/:kind/:id/restore',
    {
      config: { permission: 'content:moderate' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Show a hidden post or comment again',
        description: 'Its author is notified. 409 when it is not hidden.',
        params: communityItemParamsSchema,
        body: moderationActionSchema,
        response: { 204: done, 409: errorPayloadSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await restoreContent(app, request.user!, kind, id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
};

export default moderation;
