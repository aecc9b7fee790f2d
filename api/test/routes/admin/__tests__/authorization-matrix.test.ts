import { randomUUID } from 'node:crypto';

import { type Permission, ROLE_PERMISSIONS, type Role } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';

import { users } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';

interface AdminRoute {
  method: HTTPMethods;
  url: string;
  permission: Permission | undefined;
}

type Caller = 'guest' | 'member' | 'blocked member' | 'moderator' | 'admin';

const ROLES_OF: Record<Exclude<Caller, 'guest' | 'blocked member'>, Role[]> = {
  member: ['user'],
  moderator: ['user', 'moderator'],
  admin: ['user', 'admin'],
};

/**
 * Every route under /api/admin, whoever wrote it, against every kind of caller. The routes are
 * collected as the app registers them, so a new admin route is in the matrix without anyone adding
 * it here. "Allowed" means the permission check let the request through: the route then answers
 * whatever its own validation says of a made-up id and an empty body (400, 404, 200…), never 401
 * or 403.
 */
describe('authorization matrix of the admin API', () => {
  const routes: AdminRoute[] = [];
  const { app } = useTestApp();
  const headers: Partial<Record<Caller, Record<string, string>>> = {};

  // Added before ready(), when the routes are registered.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, permission: route.config?.permission });
    }
  });

  beforeAll(async () => {
    for (const caller of ['member', 'moderator', 'admin'] as const) {
      const user = await createTestUser(app, { roles: ROLES_OF[caller] });
      headers[caller] = await authHeaderFor(app, user, ROLES_OF[caller]);
    }
    const blocked = await createTestUser(app, { roles: ['user', 'admin'] });
    headers['blocked member'] = await authHeaderFor(app, blocked);
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, blocked.id));
  }, DATABASE_TIMEOUT_MS);

  it('finds the admin routes, and each names the permission it needs', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => route.permission === undefined)).toEqual([]);
  });

  function expected(caller: Caller, permission: Permission | undefined): 401 | 403 | 'allowed' {
    if (caller === 'guest' || caller === 'blocked member') return 401;
    const granted = ROLES_OF[caller].some((role) =>
      ROLE_PERMISSIONS[role].includes(permission as Permission),
    );
    return granted ? 'allowed' : 403;
  }

  const callers: Caller[] = ['guest', 'member', 'blocked member', 'moderator', 'admin'];

  it.each(callers)(
    'answers a %s on every admin route as the permission table says',
    async (caller) => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const response = await app.inject({
          method: route.method,
          url,
          headers: headers[caller] ?? {},
          ...(hasBody ? { payload: {} } : {}),
        });
        const status = response.statusCode;
        const name = `${route.method} ${route.url}`;
        const want = expected(caller, route.permission);
        wanted.push(`${name} → ${want}`);
        answers.push(
          `${name} → ${want === 'allowed' && status !== 401 && status !== 403 ? 'allowed' : status}`,
        );
      }
      expect(answers).toEqual(wanted);
    },
  );
});
