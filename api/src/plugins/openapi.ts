import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { APP_VERSION } from '../lib/version';

/** Collects every route's zod schema into the OpenAPI document served at `/api/docs`. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'CarClub API',
          description: 'HTTP API of CarClub, the community web app for car enthusiasts.',
          version: APP_VERSION,
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
