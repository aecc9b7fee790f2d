import {
  errorPayloadSchema,
  publicVehicleSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  withoutControlCharacters,
} from '@carclub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { httpErrors } from '../../lib/http-errors';
import { listVehicleCards, loadPublicVehicle } from '../../lib/vehicles';

const TAGS = ['vehicles'];

const vehiclePageParams = z.object({
  nickname: withoutControlCharacters(z.string()),
  slug: withoutControlCharacters(z.string()),
});

/** What anyone, signed in or not, sees of the community's vehicles. */
const publicVehicles: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listVehicleCards(app, request.query),
  );

  app.get(
    '/users/:nickname/vehicles/:slug',
    {
      schema: {
        tags: TAGS,
        summary: 'The public page of a vehicle (nickname ignoring case), without purchase data',
        params: vehiclePageParams,
        response: { 200: publicVehicleSchema, 400: errorPayloadSchema, 404: errorPayloadSchema },
      },
    },
    async (request) => {
      const { nickname, slug } = request.params;
      const vehicle = await loadPublicVehicle(app, nickname, slug);
      if (!vehicle) throw httpErrors.notFound();
      return vehicle;
    },
  );
};

export default publicVehicles;
