import { tokenPairSchema } from '@carclub/contracts';

import { createTestUser } from '../../../support/users';
import { newIdentity, newIp, useAuthTestApp } from '../../../support/auth-test-kit';

describe('auth routes: answers that tell nothing, in words or time', () => {
  const kit = useAuthTestApp();

  const post = (url: string, payload: object, remoteAddress = newIp()) =>
    kit.app.inject({ method: 'POST', url, payload, remoteAddress });

  it.each([
    ['/api/auth/forgot-password', 'forgot-password', true],
    ['/api/auth/resend-activation', 'resend-activation', false],
  ] as const)(
    '%s answers before it looks the address up, and a failure after it is only logged',
    async (url, task, activated) => {
      const user = await createTestUser(kit.app, { activated });
      const error = jest.spyOn(kit.app.log, 'error');
      // Any database read before the answer would turn it into a 500.
      const select = jest.spyOn(kit.app.db, 'select').mockImplementation(() => {
        throw new Error(`lookup failed for ${user.email}`);
      });

      let answer;
      try {
        answer = await post(url, { email: user.email });
        await kit.app.backgroundTasks.drain();
      } finally {
        select.mockRestore();
      }
      const logged = JSON.stringify(error.mock.calls);
      error.mockRestore();

      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ accepted: true });
      expect(JSON.parse(logged)).toEqual([
        [
          expect.objectContaining({ task, error: expect.objectContaining({ type: 'Error' }) }),
          'background task failed',
        ],
      ]);
      expect(logged).not.toContain(user.email);
    },
  );

  it.each([
    ['/api/auth/forgot-password', true],
    ['/api/auth/resend-activation', false],
  ] as const)('%s mails a registered address only after answering', async (url, activated) => {
    const user = await createTestUser(kit.app, { activated });
    const mailsBefore = kit.mails.length;

    const known = await post(url, { email: user.email });
    expect(kit.mails).toHaveLength(mailsBefore);
    await kit.app.backgroundTasks.drain();
    const unknown = await post(url, { email: newIdentity().email });

    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await kit.app.backgroundTasks.drain();
    expect(kit.mails.map((mail) => mail.to)).toEqual([
      ...kit.mails.slice(0, mailsBefore).map((mail) => mail.to),
      user.email,
    ]);
  });

  it('never lets a cache keep a token pair, the current user or an auth error', async () => {
    const user = await createTestUser(kit.app);
    const signIn = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const pair = tokenPairSchema.parse(signIn.json());

    const refreshed = await post('/api/auth/refresh-token', { refreshToken: pair.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const me = await kit.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${tokenPairSchema.parse(refreshed.json()).accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');

    const wrong = await post('/api/auth/login', { email: user.email, password: 'not it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });
});
