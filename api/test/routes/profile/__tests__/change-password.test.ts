import { eq } from 'drizzle-orm';

import { sessions, users } from '../../../../src/db/schema';
import { verifyPassword } from '../../../../src/lib/auth/passwords';
import { CHANGE_PASSWORD_RATE_LIMIT } from '../../../../src/lib/profile/change-password';
import { useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

const NEW_PASSWORD = 'a brand new passphrase';

describe('PATCH /api/profile/change-password', () => {
  const { app } = useTestApp();

  function changePassword(headers: { authorization: string }, payload: Record<string, string>) {
    return app.inject({ method: 'PATCH', url: '/api/profile/change-password', headers, payload });
  }

  async function passwordHashOf(user: Pick<TestUser, 'id'>): Promise<string | null> {
    const [row] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    return row!.passwordHash;
  }

  it('changes the password and signs out every other session of the user only', async () => {
    const user = await createTestUser(app);
    const stranger = await createTestUser(app);
    const own = await authHeaderFor(app, user);
    const otherDevice = await authHeaderFor(app, user);
    const strangerSession = await authHeaderFor(app, stranger);
    const oldHash = await passwordHashOf(user);

    const response = await changePassword(own, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const newHash = await passwordHashOf(user);
    expect(newHash).not.toBe(oldHash);
    expect(newHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(newHash!, user.password)).toBe(false);
    expect(await verifyPassword(newHash!, NEW_PASSWORD)).toBe(true);

    const profile = (headers: { authorization: string }) =>
      app.inject({ method: 'GET', url: '/api/profile', headers });
    expect((await profile(own)).statusCode).toBe(200);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(strangerSession)).statusCode).toBe(200);
    const userSessions = await app.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(userSessions.filter((session) => session.revokedAt === null)).toHaveLength(1);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    const oldHash = await passwordHashOf(user);

    const response = await changePassword(headers, {
      currentPassword: `${user.password}!`,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      fields: { currentPassword: ['messages.currentPasswordIncorrect'] },
    });
    expect(await passwordHashOf(user)).toBe(oldHash);
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    const oldHash = await passwordHashOf(user);

    const response = await changePassword(headers, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}?`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({
      confirmPassword: ['validation.passwordsDoNotMatch'],
    });
    expect(await passwordHashOf(user)).toBe(oldHash);
  });

  it.each([
    [
      'the nickname',
      (user: TestUser) => `my ${user.nickname} forever`,
      // Test accounts' addresses are their nicknames at example.com.
      ['validation.passwordContainsEmail', 'validation.passwordContainsNickname'],
    ],
    ['a common password', () => 'password123', ['validation.passwordTooCommon']],
  ])('refuses a new password with %s, as sign-up does', async (_what, password, message) => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    const oldHash = await passwordHashOf(user);
    const newPassword = password(user);

    const response = await changePassword(headers, {
      currentPassword: user.password,
      newPassword,
      confirmPassword: newPassword,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ newPassword: message });
    expect(await passwordHashOf(user)).toBe(oldHash);
  });

  it('forbids it for an account without a password (Google sign-in only)', async () => {
    const user = await createTestUser(app);
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const headers = await authHeaderFor(app, user);

    const response = await changePassword(headers, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(await passwordHashOf(user)).toBeNull();
  });

  it('stops guessing the current password after a few attempts', async () => {
    const user = await createTestUser(app);
    const headers = await authHeaderFor(app, user);
    const guess = (currentPassword: string) =>
      changePassword(headers, {
        currentPassword,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });

    for (let attempt = 0; attempt < CHANGE_PASSWORD_RATE_LIMIT.max; attempt += 1) {
      expect((await guess(`guess-${attempt}`)).statusCode).toBe(400);
    }
    const blocked = await guess(user.password);

    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifyPassword((await passwordHashOf(user))!, user.password)).toBe(true);
  });
});
