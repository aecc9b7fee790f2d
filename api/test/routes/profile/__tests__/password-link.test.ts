import { eq } from 'drizzle-orm';

import { users } from '../../../../src/db/schema';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { linkToken, newIp, useAuthTestApp } from '../../../support/auth-test-kit';

describe('POST /api/profile/password-link: a password for a member who signed up with Google', () => {
  const kit = useAuthTestApp();

  it('mails a link to the account’s own address that sets a password to sign in with', async () => {
    const member = await createTestUser(kit.app);
    await kit.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const headers = await authHeaderFor(kit.app, member);

    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/profile/password-link',
      headers,
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(202);
    await kit.app.backgroundTasks.drain();
    const mail = kit.mails.at(-1);
    expect(mail?.to).toBe(member.email);
    const token = linkToken(mail, '/reset-password');

    const password = 'a first password of my own';
    const set = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
    });
    expect(set.statusCode).toBe(204);
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('is for signed-in members only', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/api/profile/password-link' });
    expect(response.statusCode).toBe(401);
  });
});
