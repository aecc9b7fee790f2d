import { type Permission, permissionsFor, type Restriction, type Role } from '@carclub/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { sessions, users } from '../db/schema';
import {
  type AccessTokenClaims,
  type AccessTokens,
  type AuthenticatedUser,
  InvalidAccessTokenError,
  signAccessToken,
  type VerifiedAccessToken,
  verifyAccessToken,
} from '../lib/auth';
import { loadJwtSecret } from '../lib/server-secret';
import { HttpError, httpErrors } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Hook: 401 unless the request carries a valid access token of a live session. */
    authenticate: preHandlerAsyncHookHandler;
    /** Hook: like `authenticate`, but a request without an Authorization header stays anonymous. */
    authenticateOptional: preHandlerAsyncHookHandler;
    /**
     * Hook (after `authenticate`): 403 unless the user's roles grant the permission of the route's
     * `config.permission`. A route under it that names none is refused to everyone: fail closed.
     */
    requirePermission: preHandlerAsyncHookHandler;
    /**
     * Who an `Authorization` header names, as `authenticate` would establish it, or null for none,
     * a bad or expired token or an ended session: for work that must not refuse a request.
     */
    identify: (authorization: string | undefined) => Promise<AuthenticatedUser | null>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** What a staff route needs (contracts ROLE_PERMISSIONS); checked by `requirePermission`. */
    permission?: Permission;
  }
}

export interface AuthPluginOptions {
  /** `JWT_SECRET`; without it a secret is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  dataDir: string;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;
/** Bounds the verified-token cache: one entry per live access token, dropped all at once when full. */
const VERIFIED_TOKENS_MAX = 10_000;

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

    // A signed-in member's answers (their profile, sessions, cars with VINs and prices) are theirs
    // alone: no browser, back-forward or shared cache may keep them, whichever route answered.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.user !== null && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });

    // The same token string always verifies the same way under one secret, so its signature is
    // checked once until it expires; the session below is still looked up on every request.
    const verifiedTokens = new Map<string, VerifiedAccessToken>();

    // Runs on every authenticated request: built once and named, so PostgreSQL parses and plans it
    // once per connection instead of every time. Built on first use: apps without a database
    // (tests of other plugins) never authenticate.
    let liveSessionQuery: ReturnType<typeof prepareLiveSession> | undefined;
    const liveSession = () => (liveSessionQuery ??= prepareLiveSession());
    function prepareLiveSession() {
      return app.db
        .select({ roles: users.roles, restrictions: users.restrictions })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sql.placeholder('sessionId')),
            eq(sessions.userId, sql.placeholder('userId')),
            isNull(sessions.revokedAt),
          ),
        )
        .limit(1)
        .prepare('auth_live_session');
    }

    async function userOf(header: string): Promise<AuthenticatedUser> {
      const token = BEARER.exec(header)?.[1];
      if (token === undefined) throw httpErrors.unauthorized();
      let claims = verifiedTokens.get(token);
      if (claims === undefined || claims.exp * 1000 <= Date.now()) {
        try {
          claims = await verifyAccessToken(token, { secret });
        } catch (error) {
          verifiedTokens.delete(token);
          if (error instanceof InvalidAccessTokenError) {
            throw httpErrors.unauthorized(error.message);
          }
          throw error;
        }
        if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
        verifiedTokens.set(token, claims);
      }
      const [row] = await liveSession().execute({ sessionId: claims.sid, userId: claims.sub });
      if (!row) throw httpErrors.unauthorized('Session has ended');
      const restrictions = row.restrictions as Restriction[];
      // Blocking ends the member's sessions in the same transaction; this is the second lock.
      if (restrictions.includes('blocked')) throw httpErrors.unauthorized('Session has ended');
      const roles = row.roles as Role[];
      return {
        id: claims.sub,
        sessionId: claims.sid,
        roles,
        permissions: permissionsFor(roles),
        restrictions,
        tokenExpiresAt: claims.exp * 1000,
      };
    }

    async function resolveUser(request: FastifyRequest, header: string): Promise<void> {
      request.user = await userOf(header);
    }

    app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
      await resolveUser(request, request.headers.authorization ?? '');
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (header !== undefined) await resolveUser(request, header);
    });

    app.decorate('identify', async (authorization: string | undefined) => {
      if (authorization === undefined) return null;
      try {
        return await userOf(authorization);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) return null;
        throw error;
      }
    });

    app.decorate('requirePermission', async (request: FastifyRequest) => {
      if (!request.user) throw httpErrors.unauthorized();
      const { permission } = request.routeOptions.config;
      if (permission === undefined || !request.user.permissions.includes(permission)) {
        throw httpErrors.forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
