import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * The server as `buildApp` returns it. A module of its own, apart from `app.ts`, so that logic and
 * tests can name what they take of it (`Pick<App, 'db' | 'log'>`) without importing the routes and
 * plugins the app is composed of.
 */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
