import {
  colorSchema,
  countrySchema,
  errorPayloadSchema,
  idSchema,
  referenceItemSchema,
  stateSchema,
  vehicleModelSchema,
} from '@carclub/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { bodyTypes, colors, countries, manufacturers, models, states } from '../../db/schema';

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
      return app.db
        .select({ id: manufacturers.id, name: manufacturers.name, locales: manufacturers.locales })
        .from(manufacturers)
        .orderBy(asc(manufacturers.name), asc(manufacturers.id));
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
      return app.db
        .select({
          id: models.id,
          manufacturerId: models.manufacturerId,
          name: models.name,
          locales: models.locales,
        })
        .from(models)
        .where(eq(models.manufacturerId, request.query.manufacturerId))
        .orderBy(asc(models.name), asc(models.id));
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
      return app.db
        .select({ id: bodyTypes.id, name: bodyTypes.name, locales: bodyTypes.locales })
        .from(bodyTypes)
        .orderBy(asc(bodyTypes.name), asc(bodyTypes.id));
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
      return app.db
        .select({ id: colors.id, name: colors.name, locales: colors.locales, hex: colors.hex })
        .from(colors)
        .orderBy(asc(colors.name), asc(colors.id));
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
      return app.db
        .select({
          id: countries.id,
          code: countries.code,
          name: countries.name,
          locales: countries.locales,
        })
        .from(countries)
        .orderBy(asc(countries.name), asc(countries.id));
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
      return app.db
        .select({
          id: states.id,
          code: states.code,
          name: states.name,
          locales: states.locales,
          countryId: states.countryId,
        })
        .from(states)
        .where(eq(states.countryId, request.query.countryId))
        .orderBy(asc(states.name), asc(states.id));
    },
  );
};

export default reference;
