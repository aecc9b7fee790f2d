import {
  colorSchema,
  countrySchema,
  errorPayloadSchema,
  idSchema,
  referenceItemSchema,
  referenceVersionsSchema,
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
  referenceListVersions,
} from '../../lib/reference';

/**
 * Browsers and CDNs may keep a list for a day: the site asks for it with its list's version
 * (`?v=`, from GET /reference/versions), so a change by staff is a new address, fetched at once.
 */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=86400';

const TAGS = ['reference'];

function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', REFERENCE_CACHE_CONTROL);
}

/** Manufacturers, models, body types, colours, countries and states, sorted by name. */
const reference: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reference/versions',
    {
      schema: {
        tags: TAGS,
        summary: 'The version of each staff-edited list, bumped by every change (never cached)',
        response: { 200: referenceVersionsSchema },
      },
    },
    async (_request, reply) => {
      // The one uncached call: the lists' cache keys are only as fresh as this answer.
      reply.header('cache-control', 'no-store');
      return referenceListVersions(app.db);
    },
  );

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
