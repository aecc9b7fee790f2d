import { tokenPairSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { sessions, users, userTokens } from '../../../../src/db/schema';
import { hashRefreshToken } from '../../../../src/lib/auth/refresh-token';
import { verifyPassword } from '../../../../src/lib/auth/passwords';
import {
  bearer,
  linkToken,
  newIdentity,
  newIp,
  useAuthTestApp,
} from '../../../support/auth-test-kit';

describe('auth routes: e-mailed links (activation, password reset)', () => {
  const kit = useAuthTestApp();

  /** Posts, then waits for the work done after the answer (lookups and mail). */
  async function post(url: string, payload: object) {
    const response = await kit.app.inject({ method: 'POST', url, payload, remoteAddress: newIp() });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  async function register(identity = newIdentity()) {
    expect((await post('/api/auth/register', identity)).statusCode).toBe(201);
    return { identity, activationToken: linkToken(kit.mails.at(-1), '/activate') };
  }

  async function expire(token: string) {
    await kit.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashRefreshToken(token)));
  }

  async function userByEmail(email: string) {
    const [user] = await kit.app.db.select().from(users).where(eq(users.email, email));
    return user!;
  }

  it('stores link tokens only as hashes, with 48 h for activation and 1 h for reset', async () => {
    const { identity, activationToken } = await register();
    const user = await userByEmail(identity.email);
    expect((await post('/api/auth/forgot-password', { email: identity.email })).statusCode).toBe(
      202,
    );
    const resetToken = linkToken(kit.mails.at(-1), '/reset-password');

    const rows = await kit.app.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    const hours = (row: (typeof rows)[number]) =>
      (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    const byPurpose = Object.fromEntries(rows.map((row) => [row.purpose, row]));
    expect(byPurpose.activation!.tokenHash).toBe(hashRefreshToken(activationToken));
    expect(byPurpose.password_reset!.tokenHash).toBe(hashRefreshToken(resetToken));
    expect(hours(byPurpose.activation!)).toBeCloseTo(48, 5);
    expect(hours(byPurpose.password_reset!)).toBeCloseTo(1, 5);
    expect(rows.map((row) => row.tokenHash)).not.toContain(activationToken);
  });

  it('answers 410 for an expired activation link and 400 for an unknown one', async () => {
    const { activationToken } = await register();
    await expire(activationToken);

    const expired = await post('/api/auth/activate', { token: activationToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      statusCode: 410,
      error: 'Gone',
      details: { fields: { token: ['validation.linkExpired'] } },
    });

    for (const token of ['A'.repeat(43), 'junk']) {
      const unknown = await post('/api/auth/activate', { token });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details.fields).toEqual({ token: ['validation.linkInvalid'] });
    }
    const missing = await post('/api/auth/activate', {});
    expect(missing.json().details.fields).toEqual({ token: ['validation.required'] });
  });

  it('resends activation only to a registered account that is not active, answering alike', async () => {
    const { identity, activationToken } = await register();
    const mailsBefore = kit.mails.length;

    const unknown = await post('/api/auth/resend-activation', { email: newIdentity().email });
    expect(kit.mails).toHaveLength(mailsBefore);

    const pending = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/resend-activation?lang=en',
      payload: { email: identity.email },
      remoteAddress: newIp(),
    });
    await kit.app.backgroundTasks.drain();
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual(unknown.json());
    expect(unknown.statusCode).toBe(202);
    expect(kit.mails).toHaveLength(mailsBefore + 1);
    expect(kit.mails.at(-1)).toMatchObject({
      to: identity.email,
      subject: 'Confirm your CarClub registration',
    });
    const freshToken = linkToken(kit.mails.at(-1), '/activate');
    expect(freshToken).not.toBe(activationToken);

    // Only the newest link works.
    const stale = await post('/api/auth/activate', { token: activationToken });
    expect(stale.statusCode).toBe(400);
    expect((await post('/api/auth/activate', { token: freshToken })).json()).toEqual({
      status: 'activated',
    });

    const active = await post('/api/auth/resend-activation', { email: identity.email });
    expect(active.statusCode).toBe(202);
    expect(active.json()).toEqual(unknown.json());
    expect(kit.mails).toHaveLength(mailsBefore + 1);
  });

  it('mails a reset link only to a known address and answers alike', async () => {
    const { identity } = await register();
    const mailsBefore = kit.mails.length;

    const unknown = await post('/api/auth/forgot-password', { email: newIdentity().email });
    expect(unknown.statusCode).toBe(202);
    expect(kit.mails).toHaveLength(mailsBefore);

    const known = await post('/api/auth/forgot-password', {
      email: identity.email.toUpperCase(),
    });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(kit.mails).toHaveLength(mailsBefore + 1);
    // The account registered without `lang`, so the mail is Ukrainian.
    expect(kit.mails.at(-1)).toMatchObject({
      to: identity.email,
      subject: 'Відновлення пароля в CarClub',
    });
    linkToken(kit.mails.at(-1), '/reset-password');
  });

  it('resets the password: old one stops working, sessions end, the link is single-use', async () => {
    const { identity, activationToken } = await register();
    expect((await post('/api/auth/activate', { token: activationToken })).statusCode).toBe(200);
    const before = tokenPairSchema.parse((await post('/api/auth/login', identity)).json());

    await post('/api/auth/forgot-password', { email: identity.email });
    const resetToken = linkToken(kit.mails.at(-1), '/reset-password');
    const newPassword = 'another long password';

    const mismatch = await post('/api/auth/reset-password', {
      token: resetToken,
      password: newPassword,
      confirmPassword: `${newPassword}?`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details.fields).toEqual({
      confirmPassword: ['validation.passwordsDoNotMatch'],
    });

    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(204);

    const user = await userByEmail(identity.email);
    expect(await verifyPassword(user.passwordHash!, newPassword)).toBe(true);
    expect((await post('/api/auth/login', identity)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: identity.email, password: newPassword })).statusCode,
    ).toBe(200);

    const me = await kit.app.inject({ url: '/api/auth/me', headers: bearer(before.accessToken) });
    expect(me.statusCode).toBe(401);
    const refreshed = await post('/api/auth/refresh-token', {
      refreshToken: before.refreshToken,
    });
    expect(refreshed.statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'yet another password',
      confirmPassword: 'yet another password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().details.fields).toEqual({ token: ['validation.linkInvalid'] });
  });

  it('activates an account through a reset link, since the link proves the address', async () => {
    const { identity } = await register();
    await post('/api/auth/forgot-password', { email: identity.email });
    const resetToken = linkToken(kit.mails.at(-1), '/reset-password');
    const password = 'brand new password';
    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(204);
    expect((await userByEmail(identity.email)).activatedAt).toBeInstanceOf(Date);
    expect((await post('/api/auth/login', { email: identity.email, password })).statusCode).toBe(
      200,
    );
  });

  it('checks a reset link without spending it: valid, used, expired, malformed', async () => {
    const { identity, activationToken } = await register();
    await post('/api/auth/activate', { token: activationToken });
    await post('/api/auth/forgot-password', { email: identity.email });
    const token = linkToken(kit.mails.at(-1), '/reset-password');
    const check = (value: string) => post('/api/auth/reset-password/check', { token: value });

    // Asked twice (a page opened twice), the link still works for the reset itself.
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    const password = 'a brand new password';
    expect(
      (await post('/api/auth/reset-password', { token, password, confirmPassword: password }))
        .statusCode,
    ).toBe(204);

    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().details.fields).toEqual({ token: ['validation.linkInvalid'] });

    for (const garbage of ['garbage', 'x'.repeat(43), `${token}x`]) {
      const malformed = await check(garbage);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details.fields).toEqual({ token: ['validation.linkInvalid'] });
    }
    expect((await check('')).statusCode).toBe(400);

    await post('/api/auth/forgot-password', { email: identity.email });
    const later = linkToken(kit.mails.at(-1), '/reset-password');
    await expire(later);
    const expired = await check(later);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().details.fields).toEqual({ token: ['validation.linkExpired'] });
  });

  it('refuses an expired reset link and leaves the password alone', async () => {
    const { identity, activationToken } = await register();
    await post('/api/auth/activate', { token: activationToken });
    await post('/api/auth/forgot-password', { email: identity.email });
    const token = linkToken(kit.mails.at(-1), '/reset-password');
    await expire(token);

    const expired = await post('/api/auth/reset-password', {
      token,
      password: 'never applied password',
      confirmPassword: 'never applied password',
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().details.fields).toEqual({ token: ['validation.linkExpired'] });

    expect((await post('/api/auth/login', identity)).statusCode).toBe(200);
    const user = await userByEmail(identity.email);
    const live = await kit.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((session) => session.revokedAt === null)).toBe(true);
  });

  it("keeps the owner's reset link working when someone asks for another, until one is used", async () => {
    const { identity, activationToken } = await register();
    await post('/api/auth/activate', { token: activationToken });
    await post('/api/auth/forgot-password', { email: identity.email });
    const owners = linkToken(kit.mails.at(-1), '/reset-password');
    // Anyone may ask for the same address; the owner's link must not stop working because of it.
    await post('/api/auth/forgot-password', { email: identity.email });
    const strangers = linkToken(kit.mails.at(-1), '/reset-password');
    const body = (token: string, password: string) => ({
      token,
      password,
      confirmPassword: password,
    });

    const reset = await post('/api/auth/reset-password', body(owners, 'the one the owner chose'));
    expect(reset.statusCode).toBe(204);
    // Once the password is reset, every other reset link is spent.
    const other = await post('/api/auth/reset-password', body(strangers, 'a later attempt here'));
    expect(other.statusCode).toBe(400);
    expect(other.json().details.fields).toEqual({ token: ['validation.linkInvalid'] });
  });
});
