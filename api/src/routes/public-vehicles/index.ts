import {
  errorPayloadSchema,
  publicVehicleSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  withoutControlCharacters,
} from '@carclub/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { httpErrors } from '../../lib/http-errors';
import { renamedTo } from '../../lib/auth';
import { listVehicleCards, loadPublicVehicle } from '../../lib/vehicles';

const TAGS = ['vehicles'];

const vehiclePageParams = z.object({
  nickname: withoutControlCharacters(z.string()),
  slug: withoutControlCharacters(z.string()),
});

/** What anyone, signed in or not, sees of the community's vehicles. */
const publicVehicles: FastifyPluginAsyncZod = async (app) => {
  /**
   * Views to count once their answer has been sent (ADR 0074): from `onResponse`, since a
   * compressed answer is streamed and may still be being written when the handler returns. The
   * page never depends on the Authorization header: a stale token still gets the page, and only
   * decides whether this is the owner.
   */
  const viewsToCount = new WeakMap<FastifyRequest, { vehicleId: string; ownerId: string }>();

  function countView(request: FastifyRequest) {
    const page = viewsToCount.get(request);
    if (page === undefined) return;
    const { authorization } = request.headers;
    const visitor = {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
    app.backgroundTasks.run('count vehicle view', async () => {
      await app.vehicleViews.record({
        ...page,
        visitor,
        viewerId: async () => (await app.identify(authorization))?.id ?? null,
      });
    });
  }

  app.get(
    '/vehicles',
    {
      schema: {
        tags: TAGS,
        summary: "Every member's vehicles: a page of cards, newest first, with search and filters",
        querystring: vehicleListQuerySchema,
        response: { 200: vehicleListResponseSchema, 400: errorPayloadSchema },
      },
    },
    async (request) => listVehicleCards(app, request.query, { publicOnly: true }),
  );

  app.get(
    '/users/:nickname/vehicles/:slug',
    {
      onResponse: async (request, reply) => {
        if (reply.statusCode === 200) countView(request);
      },
      schema: {
        tags: TAGS,
        summary: 'The public page of a vehicle (nickname ignoring case), without purchase data',
        description:
          "301 to the owner's current nickname when the one asked for was theirs within 90 days. " +
          "A GET answered 200 counts as a view of the car for its owner's analytics, after the " +
          'answer: once per visitor and UTC day, never for bots or the signed-in owner.',
        params: vehiclePageParams,
        response: {
          200: publicVehicleSchema,
          301: z.null().describe('The owner has renamed: see Location'),
          400: errorPayloadSchema,
          404: errorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { nickname, slug } = request.params;
      const page = await loadPublicVehicle(app, nickname, slug);
      if (page) {
        // HEAD asks whether the page is there (link checkers, prefetchers): nobody looked at it.
        if (request.method === 'GET') {
          viewsToCount.set(request, { vehicleId: page.vehicle.id, ownerId: page.ownerId });
        }
        return page.vehicle;
      }
      const renamed = await renamedTo(app.db, nickname);
      if (renamed === undefined) throw httpErrors.notFound();
      const location = `${app.prefix}/users/${encodeURIComponent(renamed)}/vehicles/${encodeURIComponent(slug)}`;
      return reply.code(301).header('location', location).send(null);
    },
  );
};

export default publicVehicles;
