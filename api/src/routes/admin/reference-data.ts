import {
  adminReferenceItemSchema,
  adminReferenceQuerySchema,
  errorPayloadSchema,
  idSchema,
  paginated,
  referenceItemInputSchema,
  referenceListSchema,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createReferenceItem,
  deleteReferenceItem,
  listReferenceItems,
  updateReferenceItem,
} from '../../lib/admin';
import { adminErrorResponses, ADMIN_TAGS } from './responses';
import { staffId } from './staff';

const listParams = z.object({ list: referenceListSchema });
const itemParams = listParams.extend({ id: idSchema });

/** Makes, models, body types and colours: search, add, rename (uk, en), delete when unused. */
const referenceData: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reference/:list',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One page of a reference list, with how many vehicles use each item',
        params: listParams,
        querystring: adminReferenceQuerySchema,
        response: {
          200: paginated(adminReferenceItemSchema),
          400: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request) => listReferenceItems(app.db, request.params.list, request.query),
  );

  app.post(
    '/admin/reference/:list',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Adds an item; its id is a slug of its English name',
        params: listParams,
        body: referenceItemInputSchema,
        response: {
          201: z.object({ id: idSchema }),
          400: errorPayloadSchema,
          409: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const created = await createReferenceItem(
        app.db,
        staffId(request.user),
        request.params.list,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/reference/:list/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: "Changes an item's names (and a model's make, a colour's swatch)",
        params: itemParams,
        body: referenceItemInputSchema,
        response: {
          204: z.null(),
          400: errorPayloadSchema,
          404: errorPayloadSchema,
          409: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { list, id } = request.params;
      await updateReferenceItem(app.db, staffId(request.user), list, id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/reference/:list/:id',
    {
      config: { permission: 'reference:manage' },
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Deletes an item no vehicle uses; 409 with details.count when some do',
        params: itemParams,
        response: {
          204: z.null(),
          400: errorPayloadSchema,
          404: errorPayloadSchema,
          409: errorPayloadSchema,
          ...adminErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { list, id } = request.params;
      await deleteReferenceItem(app.db, staffId(request.user), list, id);
      return reply.code(204).send(null);
    },
  );
};

export default referenceData;
