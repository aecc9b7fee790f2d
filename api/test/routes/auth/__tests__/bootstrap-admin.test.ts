import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { createTestUser, TEST_PASSWORD } from '../../../support/users';
import { type AuthTestApp, buildAuthTestApp, newIp } from '../auth-test-kit';

describe('ADMIN_EMAILS: the first admins of a new site', () => {
  let kit: AuthTestApp;

  beforeAll(async () => {
    kit = await buildAuthTestApp({ ADMIN_EMAILS: 'Owner@Example.com, *@staff.example.com' });
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => kit?.close());

  async function signInAndAskWhoAmI(email: string) {
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
    const me = await kit.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    return me.json();
  }

  it('makes a listed address an admin at its sign-in, with the admin permissions', async () => {
    await createTestUser(kit.app, { email: 'owner@example.com' });
    const me = await signInAndAskWhoAmI('owner@example.com');
    expect(me.roles).toEqual(['user', 'admin']);
    expect(me.permissions).toContain('roles:manage');
    // A second sign-in does not add the role twice.
    expect((await signInAndAskWhoAmI('owner@example.com')).roles).toEqual(['user', 'admin']);
  });

  it('covers a listed domain, and nobody else', async () => {
    await createTestUser(kit.app, { email: 'ann@staff.example.com' });
    await createTestUser(kit.app, { email: 'bob@example.com' });
    expect((await signInAndAskWhoAmI('ann@staff.example.com')).roles).toContain('admin');
    const bob = await signInAndAskWhoAmI('bob@example.com');
    expect(bob.roles).toEqual(['user']);
    expect(bob.permissions).toEqual([]);
  });

  it('gives nothing to an address that was never activated', async () => {
    await createTestUser(kit.app, { email: 'new@staff.example.com', activated: false });
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new@staff.example.com', password: TEST_PASSWORD },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(403);
  });
});
