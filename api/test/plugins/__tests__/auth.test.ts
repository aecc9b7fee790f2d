import { eq } from 'drizzle-orm';

import { sessions, users } from '../../../src/db/schema';
import { useTestApp } from '../../support/test-app';
import { authHeaderFor, createTestUser } from '../../support/users';

describe('auth plugin', () => {
  const { app } = useTestApp();

  app.register(async (scope) => {
    scope.get('/whoami', { onRequest: [scope.authenticate] }, async (request) => request.user);
    scope.get('/maybe', { onRequest: [scope.authenticateOptional] }, async (request) => ({
      user: request.user,
    }));
    scope.get(
      '/admin-only',
      {
        onRequest: [scope.authenticate, scope.requirePermission],
        config: { permission: 'roles:manage' },
      },
      async () => ({ ok: true }),
    );
    scope.get(
      '/no-permission-named',
      { onRequest: [scope.authenticate, scope.requirePermission] },
      async () => ({ ok: true }),
    );
  });

  it('answers 401 with a Bearer challenge without a valid token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not.a.jwt']) {
      const response = await app.inject({
        url: '/whoami',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it("keeps a signed-in member's answers out of every cache, and leaves other answers be", async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    for (const url of ['/whoami', '/maybe']) {
      const signedIn = await app.inject({ url, headers });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
    }
    const anonymous = await app.inject({ url: '/maybe' });
    expect(anonymous.json()).toEqual({ user: null });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('identifies the user with roles read from the database', async () => {
    const user = await createTestUser(app, { roles: ['user', 'admin'] });
    // The token claims only 'user'; the database's roles win.
    const headers = await authHeaderFor(app, user, ['user']);
    const response = await app.inject({ url: '/whoami', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      roles: ['user', 'admin'],
      permissions: expect.arrayContaining(['roles:manage', 'dashboard:view']),
      restrictions: [],
    });
    expect((await app.inject({ url: '/admin-only', headers })).statusCode).toBe(200);
  });

  it('refuses a token whose session was revoked', async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    expect((await app.inject({ url: '/whoami', headers })).statusCode).toBe(200);
    await app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    const response = await app.inject({ url: '/whoami', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session has ended');
  });

  it('keeps anonymous requests anonymous on optional routes, but rejects a bad token', async () => {
    expect((await app.inject({ url: '/maybe' })).json()).toEqual({ user: null });
    const bad = await app.inject({ url: '/maybe', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 403 to a user whose roles do not grant the permission', async () => {
    for (const roles of [['user'], ['user', 'moderator']] as const) {
      const user = await createTestUser(app, { roles: [...roles] });
      const headers = await authHeaderFor(app, user);
      const response = await app.inject({ url: '/admin-only', headers });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses everyone a route that names no permission', async () => {
    const user = await createTestUser(app, { roles: ['user', 'admin'] });
    const headers = await authHeaderFor(app, user);
    expect((await app.inject({ url: '/no-permission-named', headers })).statusCode).toBe(403);
  });

  it('refuses a blocked member at once, even with a live session', async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    expect((await app.inject({ url: '/whoami', headers })).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, user.id));
    expect((await app.inject({ url: '/whoami', headers })).statusCode).toBe(401);
  });
});
