import { eq } from 'drizzle-orm';

import { users } from '../../../../src/db/schema';
import { useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

/**
 * A bearer token alone must not move the account to another address: forgot-password would then
 * hand the account to whoever owns the new one.
 */
describe('PUT /api/profile: the e-mail address', () => {
  const { app } = useTestApp();

  async function signedIn(): Promise<{ user: TestUser; headers: { authorization: string } }> {
    const user = await createTestUser(app);
    return { user, headers: await authHeaderFor(app, user) };
  }

  const put = (headers: { authorization: string }, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

  async function storedEmail(userId: string): Promise<string> {
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row!.email;
  }

  const REFUSAL = {
    statusCode: 403,
    error: 'Forbidden',
    message: 'The e-mail address cannot be changed with this request',
    details: { fields: { email: ['errors.forbidden'] } },
  };

  it('is refused when it differs, and nothing of the profile is stored', async () => {
    const { user, headers } = await signedIn();

    const response = await put(headers, {
      nickname: `${user.nickname}x`,
      email: 'attacker@example.net',
      city: 'Odesa',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
    expect(await storedEmail(user.id)).toBe(user.email);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(profile.json()).toMatchObject({ nickname: user.nickname, city: null });
  });

  it("answers alike for another member's address, so it reveals nobody's", async () => {
    const { user, headers } = await signedIn();
    const other = await createTestUser(app);

    const taken = await put(headers, { nickname: user.nickname, email: other.email });
    const free = await put(headers, { nickname: user.nickname, email: 'nobody@example.net' });

    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual(free.json());
    expect(await storedEmail(user.id)).toBe(user.email);
    expect(await storedEmail(other.id)).toBe(other.email);
  });

  it('is accepted unchanged, in any letter case or padding, as the profile form sends it', async () => {
    const { user, headers } = await signedIn();

    const response = await put(headers, {
      nickname: user.nickname,
      email: `  ${user.email.toUpperCase()} `,
      city: 'Lviv',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, city: 'Lviv' });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('still gets the schema message for a malformed address', async () => {
    const { headers } = await signedIn();

    const response = await put(headers, { nickname: 'valid.nick', email: 'not-an-email' });

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ email: ['validation.invalidEmail'] });
  });
});
