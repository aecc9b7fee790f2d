import {
  type ActiveSessionList,
  activeSessionListSchema,
  tokenPairSchema,
} from '@carclub/contracts';

import { useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('/api/profile/sessions: the member’s signed-in devices', () => {
  const { app } = useTestApp();

  /** A real sign-in from a browser: the session remembers its User-Agent. */
  async function signIn(user: TestUser, userAgent: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const pair = tokenPairSchema.parse(response.json());
    return { ...pair, headers: { authorization: `Bearer ${pair.accessToken}` } };
  }

  async function list(headers: { authorization: string }): Promise<ActiveSessionList> {
    const response = await app.inject({ method: 'GET', url: '/api/profile/sessions', headers });
    expect(response.statusCode).toBe(200);
    return activeSessionListSchema.parse(response.json());
  }

  const endSession = (headers: { authorization: string }, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/profile/sessions/${id}`, headers });
  const me = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('lists each device with its browser, system and times, the caller marked, newest use first', async () => {
    const user = await createTestUser(app);
    const stranger = await createTestUser(app);
    await authHeaderFor(app, stranger);
    const desktop = await signIn(user, WINDOWS_CHROME);
    const phone = await signIn(user, IPHONE_SAFARI);

    const { items } = await list(desktop.headers);
    expect(items).toHaveLength(2);
    expect(
      items.map(({ browser, os, deviceType, current }) => ({ browser, os, deviceType, current })),
    ).toEqual([
      { browser: 'Mobile Safari 17', os: 'iOS 17.5', deviceType: 'mobile', current: false },
      { browser: 'Chrome 131', os: 'Windows 10', deviceType: 'desktop', current: true },
    ]);
    for (const item of items) {
      expect(Date.parse(item.signedInAt)).toBeLessThanOrEqual(Date.parse(item.lastUsedAt));
    }

    // A refresh is a use: the desktop moves to the top.
    const refreshed = tokenPairSchema.parse((await refresh(desktop.refreshToken)).json());
    const after = await list(phone.headers);
    expect(after.items.map((item) => item.current)).toEqual([false, true]);
    expect(Date.parse(after.items[0]!.lastUsedAt)).toBeGreaterThan(
      Date.parse(items[1]!.lastUsedAt),
    );
    expect(refreshed.refreshToken).not.toBe(desktop.refreshToken);
  });

  it('signs one device out at once: its access and refresh tokens stop working', async () => {
    const user = await createTestUser(app);
    const desktop = await signIn(user, WINDOWS_CHROME);
    const phone = await signIn(user, IPHONE_SAFARI);
    const phoneId = (await list(desktop.headers)).items.find((item) => !item.current)!.id;

    expect((await endSession(desktop.headers, phoneId)).statusCode).toBe(204);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await me(desktop.headers)).statusCode).toBe(200);
    expect((await list(desktop.headers)).items.map((item) => item.id)).not.toContain(phoneId);
    // Ended already: nothing left to end.
    expect((await endSession(desktop.headers, phoneId)).statusCode).toBe(404);
  });

  it("answers 404 for another member's session and leaves it alone; 400 for a malformed id", async () => {
    const user = await createTestUser(app);
    const stranger = await createTestUser(app);
    const mine = await signIn(user, WINDOWS_CHROME);
    const theirs = await signIn(stranger, IPHONE_SAFARI);
    const theirId = (await list(theirs.headers)).items[0]!.id;

    const refused = await endSession(mine.headers, theirId);
    expect(refused.statusCode).toBe(404);
    expect((await me(theirs.headers)).statusCode).toBe(200);
    expect((await endSession(mine.headers, 'not-a-session')).statusCode).toBe(400);
  });

  it('signs out every other device and keeps the caller signed in', async () => {
    const user = await createTestUser(app);
    const stranger = await createTestUser(app);
    const kept = await signIn(user, WINDOWS_CHROME);
    const others = [await signIn(user, IPHONE_SAFARI), await signIn(user, 'curl/8.5.0')];
    const strangers = await signIn(stranger, WINDOWS_CHROME);

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/profile/sessions/others',
      headers: kept.headers,
    });
    expect(response.statusCode).toBe(204);
    for (const other of others) expect((await me(other.headers)).statusCode).toBe(401);
    expect((await me(kept.headers)).statusCode).toBe(200);
    expect((await me(strangers.headers)).statusCode).toBe(200);
    const { items } = await list(kept.headers);
    expect(items).toEqual([expect.objectContaining({ current: true, browser: 'Chrome 131' })]);
  });

  it('is for signed-in members only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile/sessions' })).statusCode).toBe(
      401,
    );
    const ended = await app.inject({ method: 'DELETE', url: '/api/profile/sessions/others' });
    expect(ended.statusCode).toBe(401);
  });
});
