import { and, eq } from 'drizzle-orm';

import { auditLog } from '../../../../src/db/schema';
import { createTestUser, TEST_PASSWORD } from '../../../support/users';
import { newIp, useAuthTestApp } from '../../../support/auth-test-kit';

describe('ADMIN_EMAILS: the first admins of a new site', () => {
  const kit = useAuthTestApp({ ADMIN_EMAILS: 'Owner@Example.com, *@staff.example.com' });

  async function signIn(email: string): Promise<{ authorization: string }> {
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
    return { authorization: `Bearer ${login.json().accessToken}` };
  }

  async function signInAndAskWhoAmI(email: string) {
    const me = await kit.app.inject({ url: '/api/auth/me', headers: await signIn(email) });
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

  it('records the grant, and never gives the role back once staff took it away', async () => {
    const first = await createTestUser(kit.app, { email: 'first@staff.example.com' });
    await createTestUser(kit.app, { email: 'second@staff.example.com' });
    expect((await signInAndAskWhoAmI('first@staff.example.com')).roles).toContain('admin');
    const [granted] = await kit.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.id), eq(auditLog.action, 'member.roleGrant')));
    expect(granted).toMatchObject({
      actorId: first.id,
      targetLabel: first.nickname,
      reason: 'ADMIN_EMAILS',
    });

    const revoke = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/members/${first.id}/roles/revoke`,
      headers: await signIn('second@staff.example.com'),
      payload: { role: 'admin', reason: 'Left the team' },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await signInAndAskWhoAmI('first@staff.example.com')).roles).toEqual(['user']);
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
