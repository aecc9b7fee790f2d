import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { APP_VERSION } from '../lib/version';

export interface OpenApiPluginOptions {
  /** Stripped from every path before its operation id is derived (`/api`). */
  apiPrefix: string;
}

/** The name of the one security scheme: the access token of `POST /auth/login`. */
export const BEARER_SCHEME = 'bearerAuth';

type SecurityRequirement = Record<string, string[]>;

const SIGNED_IN: SecurityRequirement[] = [{ [BEARER_SCHEME]: [] }];
/** Either signed in or not: the empty requirement lets a caller send no token (an optional sign-in). */
const SIGNED_IN_OR_NOT: SecurityRequirement[] = [{ [BEARER_SCHEME]: [] }, {}];
const PUBLIC: SecurityRequirement[] = [];

/**
 * `GET /api/users/:nickname/vehicles/:slug` → `getUsersByNicknameVehiclesBySlug`: the method, then
 * each path segment, a parameter read as "by" it. Method and path name one route, so the ids are
 * unique by construction and change only when the route does (ADR 0143).
 */
export function operationIdFor(method: string, url: string, apiPrefix: string): string {
  const words = url
    .slice(url.startsWith(apiPrefix) ? apiPrefix.length : 0)
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter((word) => word !== '');
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${capitalised.join('')}`;
}

/**
 * Who may call a route, read from how the route is guarded rather than written a second time: its
 * own `authenticate` or `authenticateOptional` hook, or the staff permission every admin route names
 * (the admin scope's hooks authenticate all of them). A test calls every operation without a token
 * and checks the answer agrees.
 */
function securityOf(
  route: RouteOptions,
  guards: { authenticate: unknown; authenticateOptional: unknown },
): SecurityRequirement[] {
  // The route's own `onRequest`, a function or a list of them.
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.includes(guards.authenticate) || route.config?.permission !== undefined) {
    return SIGNED_IN;
  }
  if (hooks.includes(guards.authenticateOptional)) return SIGNED_IN_OR_NOT;
  return PUBLIC;
}

/**
 * Collects every route's zod schema into the OpenAPI document served at `/api/docs`, with the
 * server, the security scheme, and each operation's id and security filled in (ADR 0143).
 */
export default fp<OpenApiPluginOptions>(
  async (app, { apiPrefix }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'CarClub API',
          description:
            'HTTP API of CarClub, the community web app for car enthusiasts. Every error answers ' +
            '`{statusCode, error, message, description?, details?}`; `details.fields` names each ' +
            'failing field.',
          version: APP_VERSION,
        },
        // Relative: the API is wherever the document is served from, whatever PUBLIC_URL says.
        servers: [{ url: '/', description: 'This CarClub site' }],
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The `accessToken` of `POST /api/auth/login` (or `/api/auth/refresh-token`), sent ' +
                'as `Authorization: Bearer <token>`; it lives a few minutes, then the refresh ' +
                'token buys a new pair.',
            },
          },
        },
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        const { route } = input;
        const method = Array.isArray(route.method) ? route.method.join('') : route.method;
        return {
          url,
          schema: {
            ...schema,
            operationId:
              (input.schema as { operationId?: string } | undefined)?.operationId ??
              operationIdFor(method, route.url, apiPrefix),
            security: securityOf(route, app),
          },
        };
      },
    });
  },
  { name: 'openapi' },
);
