import {
  colorSchema,
  countrySchema,
  errorPayloadSchema,
  idSchema,
  referenceItemSchema,
  stateSchema,
  vehicleModelSchema,
} from '@carclub/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  listBodyTypes,
  listColors,
  listCountries,
  listManufacturers,
  listModels,
  listStates,
} from '../../lib/reference';

/** Reference lists change only with a deploy: browsers and CDNs may keep them for a day. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=86400';

const TAGS = ['reference'];

function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
}

/** Manufacturers, models, body types, colours, countries and states, sorted by name. */
const reference: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manufacturers',
    {
      schema: {
        tags: TAGS,
        summary: 'Every vehicle manufacturer (make)',
        response: { 200: z.array(referenceItemSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listManufacturers(app.db);
    },
  );

  app.get(
    '/models',
    {
      schema: {
        tags: TAGS,
        summary: "A manufacturer's models",
        querystring: z.object({ manufacturerId: idSchema }),
        response: { 200: z.array(vehicleModelSchema), 400: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return listModels(app.db, request.query.manufacturerId);
    },
  );

  app.get(
    '/body-types',
    {
      schema: {
        tags: TAGS,
        summary: 'Every body type',
        response: { 200: z.array(referenceItemSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listBodyTypes(app.db);
    },
  );

  app.get(
    '/colors',
    {
      schema: {
        tags: TAGS,
        summary: 'Every body colour',
        response: { 200: z.array(colorSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listColors(app.db);
    },
  );

  app.get(
    '/country',
    {
      schema: {
        tags: TAGS,
        summary: 'Every country (ISO 3166-1)',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listCountries(app.db);
    },
  );

  app.get(
    '/state',
    {
      schema: {
        tags: TAGS,
        summary: "A country's first-level subdivisions (ISO 3166-2)",
        querystring: z.object({ countryId: idSchema }),
        response: { 200: z.array(stateSchema), 400: errorPayloadSchema },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return listStates(app.db, request.query.countryId);
    },
  );
};

export default reference;
