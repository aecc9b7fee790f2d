import type { Role } from '@carclub/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { sessions, users } from '../db/schema';
import {
  type AccessTokenClaims,
  InvalidAccessTokenError,
  signAccessToken,
  type SignedAccessToken,
  verifyAccessToken,
} from '../lib/auth/access-token';
import { loadJwtSecret } from '../lib/auth/secret';
import { httpErrors } from '../lib/http-errors';

/** Who is calling, as established by `app.authenticate`. Roles are read from the database. */
export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  roles: Role[];
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<SignedAccessToken>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Hook: 401 unless the request carries a valid access token of a live session. */
    authenticate: preHandlerAsyncHookHandler;
    /** Hook: like `authenticate`, but a request without an Authorization header stays anonymous. */
    authenticateOptional: preHandlerAsyncHookHandler;
    /** Hook (after `authenticate`): 403 unless the user has the role. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export interface AuthPluginOptions {
  /** `JWT_SECRET`; without it a secret is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  dataDir: string;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * Access-token authentication. A token alone is not trusted: its session must still be live (logout
 * and refresh-token reuse revoke sessions) and its user must exist, so one indexed lookup per
 * authenticated request buys immediate sign-out and role changes that apply at once.
 */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    const secret = await loadJwtSecret(options);

    app.decorate('accessTokens', {
      sign: (claims: AccessTokenClaims) => signAccessToken(claims, { secret }),
    });
    app.decorateRequest('user', null);

    async function resolveUser(request: FastifyRequest, header: string): Promise<void> {
      const token = BEARER.exec(header)?.[1];
      if (token === undefined) throw httpErrors.unauthorized();
      let claims;
      try {
        claims = await verifyAccessToken(token, { secret });
      } catch (error) {
        if (error instanceof InvalidAccessTokenError) {
          throw httpErrors.unauthorized(error.message);
        }
        throw error;
      }
      const [row] = await app.db
        .select({ roles: users.roles })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sid),
            eq(sessions.userId, claims.sub),
            isNull(sessions.revokedAt),
          ),
        )
        .limit(1);
      if (!row) throw httpErrors.unauthorized('Session has ended');
      request.user = { id: claims.sub, sessionId: claims.sid, roles: row.roles as Role[] };
    }

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      await resolveUser(request, request.headers.authorization ?? '');
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (header !== undefined) await resolveUser(request, header);
    });

    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      if (!request.user) throw httpErrors.unauthorized();
      if (!request.user.roles.includes(role)) throw httpErrors.forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
