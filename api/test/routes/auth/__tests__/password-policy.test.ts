import { eq } from 'drizzle-orm';

import { users } from '../../../../src/db/schema';
import { verifyPassword } from '../../../../src/lib/auth/passwords';
import { issueUserToken } from '../../../../src/lib/auth/user-tokens';
import { createTestUser } from '../../../support/users';
import { newIdentity, newIp, useAuthTestApp } from '../../../support/auth-test-kit';

describe('auth routes: the password policy and reserved nicknames', () => {
  const kit = useAuthTestApp();

  const post = (url: string, payload: object) =>
    kit.app.inject({ method: 'POST', url, payload, remoteAddress: newIp() });

  async function countUsers(email: string): Promise<number> {
    return (await kit.app.db.select().from(users).where(eq(users.email, email))).length;
  }

  describe('POST /auth/register', () => {
    it.each([
      ['12345678', 'validation.passwordTooCommon'],
      ['Password', 'validation.passwordTooCommon'],
      ['qwertyuiop', 'validation.passwordTooCommon'],
      ['        ', 'validation.passwordOneCharacter'],
    ])('refuses %p with a 400 naming the password field', async (password, message) => {
      const identity = newIdentity();
      const response = await post('/api/auth/register', { ...identity, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        details: { fields: { password: [message] } },
      });
      expect(await countUsers(identity.email)).toBe(0);
    });

    it('refuses the e-mail address itself and a password containing the nickname', async () => {
      const identity = newIdentity();
      const asEmail = await post('/api/auth/register', { ...identity, password: identity.email });
      expect(asEmail.statusCode).toBe(400);
      expect(asEmail.json().details.fields).toEqual({
        password: ['validation.passwordContainsEmail', 'validation.passwordContainsNickname'],
      });

      const withNickname = await post('/api/auth/register', {
        ...identity,
        email: `other-${identity.email}`,
        password: `My ${identity.nickname.toUpperCase()} rides!`,
      });
      expect(withNickname.statusCode).toBe(400);
      expect(withNickname.json().details.fields).toEqual({
        password: ['validation.passwordContainsNickname'],
      });
    });

    it.each(['admin', 'Support', 'moderator', 'carclub', 'root', 'api', 'dashboard', 'car.club'])(
      'refuses the reserved nickname %p with a 400 naming the nickname field',
      async (nickname) => {
        const response = await post('/api/auth/register', { ...newIdentity(), nickname });
        expect(response.statusCode).toBe(400);
        expect(response.json().details.fields).toEqual({
          nickname: ['validation.reservedNickname'],
        });
      },
    );

    it('still creates an account with an uncommon password', async () => {
      const identity = newIdentity();
      const response = await post('/api/auth/register', {
        ...identity,
        password: 'Gearbox-oil-7-litres',
      });
      expect(response.statusCode).toBe(201);
      expect(await countUsers(identity.email)).toBe(1);
    });
  });

  describe('POST /auth/reset-password', () => {
    async function resetLink() {
      const user = await createTestUser(kit.app);
      const token = await issueUserToken(kit.app.db, user.id, 'password_reset');
      return { user, token };
    }

    const reset = (token: string, password: string) =>
      post('/api/auth/reset-password', { token, password, confirmPassword: password });

    it('refuses a common password and keeps the link usable', async () => {
      const { user, token } = await resetLink();

      const refused = await reset(token, 'iloveyou1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields).toEqual({
        password: ['validation.passwordTooCommon'],
      });

      expect((await reset(token, 'Gearbox-oil-7-litres')).statusCode).toBe(204);
      const [row] = await kit.app.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash!, 'Gearbox-oil-7-litres')).toBe(true);
    });

    it("refuses the account's e-mail name and nickname, which only the server knows", async () => {
      const { user, token } = await resetLink();
      const [name] = user.email.split('@');

      const withEmail = await reset(token, `${name!.toUpperCase()}-2024`);
      expect(withEmail.statusCode).toBe(400);
      expect(withEmail.json().details.fields.password).toContain(
        'validation.passwordContainsEmail',
      );

      const withNickname = await reset(token, `the-${user.nickname}-garage`);
      expect(withNickname.statusCode).toBe(400);
      expect(withNickname.json().details.fields.password).toContain(
        'validation.passwordContainsNickname',
      );

      const [row] = await kit.app.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash!, user.password)).toBe(true);
    });
  });
});
