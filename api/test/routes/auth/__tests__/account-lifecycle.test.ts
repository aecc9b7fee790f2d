import { currentUserSchema, PERMISSIONS, tokenPairSchema } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { profiles, refreshTokens, sessions, users } from '../../../../src/db/schema';
import {
  bearer,
  linkToken,
  newIdentity,
  newIp,
  useAuthTestApp,
} from '../../../support/auth-test-kit';

describe('auth routes: register → activate → login → me → refresh → logout', () => {
  const kit = useAuthTestApp();

  const post = (url: string, payload: object, remoteAddress = newIp()) =>
    kit.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('walks a new account through its whole life', async () => {
    const { app, mails } = kit;
    const identity = newIdentity();
    const mailsBefore = mails.length;

    const registered = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/register?lang=en',
      payload: { ...identity, email: `  ${identity.email.toUpperCase()} ` },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ email: identity.email });

    const [row] = await app.db.select().from(users).where(eq(users.email, identity.email));
    expect(row).toMatchObject({ nickname: identity.nickname, language: 'en', activatedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await app.db.select().from(profiles).where(eq(profiles.userId, row!.id))).toHaveLength(
      1,
    );
    // Registration signs nobody in.
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual([]);

    // The activation mail goes after the answer.
    await app.backgroundTasks.drain();
    expect(mails).toHaveLength(mailsBefore + 1);
    const activationMail = mails.at(-1)!;
    expect(activationMail.to).toBe(identity.email);
    expect(activationMail.subject).toBe('Confirm your CarClub registration');
    const activationToken = linkToken(activationMail, '/activate');

    // Not activated yet: the right password is told so, on the e-mail field.
    const early = await post('/api/auth/login', identity);
    expect(early.statusCode).toBe(403);
    expect(early.json().details.fields).toEqual({ email: ['validation.accountNotActivated'] });

    const activated = await post('/api/auth/activate', { token: activationToken });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ status: 'activated' });
    const again = await post('/api/auth/activate', { token: activationToken });
    expect(again.json()).toEqual({ status: 'alreadyActivated' });

    const loggedIn = await post('/api/auth/login', {
      email: identity.email.toUpperCase(),
      password: identity.password,
    });
    expect(loggedIn.statusCode).toBe(200);
    const firstPair = tokenPairSchema.parse(loggedIn.json());

    const me = await app.inject({ url: '/api/auth/me', headers: bearer(firstPair.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(currentUserSchema.parse(me.json())).toEqual({
      id: row!.id,
      email: identity.email,
      nickname: identity.nickname,
      roles: ['user'],
      permissions: [],
      restrictions: [],
    });

    const refreshed = await post('/api/auth/refresh-token', {
      refreshToken: firstPair.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const secondPair = tokenPairSchema.parse(refreshed.json());
    expect(secondPair.refreshToken).not.toBe(firstPair.refreshToken);
    expect(secondPair.accessToken).not.toBe(firstPair.accessToken);
    const meAgain = await app.inject({
      url: '/api/auth/me',
      headers: bearer(secondPair.accessToken),
    });
    expect(meAgain.json()).toMatchObject({ id: row!.id });

    const loggedOut = await app.inject({
      method: 'DELETE',
      url: '/api/auth/logout',
      headers: bearer(secondPair.accessToken),
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(loggedOut.body).toBe('');
    const afterLogout = await app.inject({
      url: '/api/auth/me',
      headers: bearer(secondPair.accessToken),
    });
    expect(afterLogout.statusCode).toBe(401);
    const refreshAfterLogout = await post('/api/auth/refresh-token', {
      refreshToken: secondPair.refreshToken,
    });
    expect(refreshAfterLogout.statusCode).toBe(401);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const { app } = kit;
    const identity = newIdentity();
    const user = await registerActivated(identity);
    const login = tokenPairSchema.parse((await post('/api/auth/login', identity)).json());
    const rotated = tokenPairSchema.parse(
      (await post('/api/auth/refresh-token', { refreshToken: login.refreshToken })).json(),
    );

    const replay = await post('/api/auth/refresh-token', { refreshToken: login.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });

    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.revokedAt).toBeInstanceOf(Date);
    // The token the thief or the user got from the rotation is dead too, and so is its access token.
    const next = await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken });
    expect(next.statusCode).toBe(401);
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(rotated.accessToken) });
    expect(me.statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with the same token succeed', async () => {
    const identity = newIdentity();
    await registerActivated(identity);
    const login = tokenPairSchema.parse((await post('/api/auth/login', identity)).json());

    const answers = await Promise.all([
      post('/api/auth/refresh-token', { refreshToken: login.refreshToken }),
      post('/api/auth/refresh-token', { refreshToken: login.refreshToken }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    const { app } = kit;
    const identity = newIdentity();
    const user = await registerActivated(identity);
    const login = tokenPairSchema.parse((await post('/api/auth/login', identity)).json());
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.sessionId, session!.id));

    for (const refreshToken of [login.refreshToken, 'A'.repeat(43), 'not a token']) {
      const response = await post('/api/auth/refresh-token', { refreshToken });
      expect(response.statusCode).toBe(401);
    }
    const missing = await post('/api/auth/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual({ refreshToken: ['validation.required'] });
  });

  it('names the taken field on a repeated e-mail or nickname, ignoring case', async () => {
    const identity = newIdentity();
    expect((await post('/api/auth/register', identity)).statusCode).toBe(201);

    const sameEmail = await post('/api/auth/register', {
      ...newIdentity(),
      email: identity.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().details).toEqual({
      constraint: 'unique',
      fields: { email: ['errors.unique_email'] },
    });

    const sameNickname = await post('/api/auth/register', {
      ...newIdentity(),
      nickname: identity.nickname.toUpperCase(),
    });
    expect(sameNickname.statusCode).toBe(409);
    expect(sameNickname.json().details.fields).toEqual({ nickname: ['errors.unique_nickname'] });
  });

  it('answers two identical concurrent sign-ups with one 201 and one 409', async () => {
    const identity = newIdentity();
    const answers = await Promise.all([
      post('/api/auth/register', identity),
      post('/api/auth/register', identity),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409)!;
    expect(Object.keys(conflict.json().details.fields)).toEqual(['email']);
  });

  it('lists every failing field of a registration', async () => {
    const response = await post('/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      nickname: '-x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({
      email: ['validation.invalidEmail'],
      password: ['validation.passwordTooShort'],
      nickname: ['validation.invalidNickname'],
    });
    const empty = await post('/api/auth/register', {});
    expect(Object.keys(empty.json().details.fields).sort()).toEqual([
      'email',
      'nickname',
      'password',
    ]);
  });

  it('answers 401 alike for an unknown e-mail, a wrong password and a password-less account', async () => {
    const { app } = kit;
    const identity = newIdentity();
    const user = await registerActivated(identity);
    const google = newIdentity('google');
    await app.db.insert(users).values({
      email: google.email,
      nickname: google.nickname,
      passwordHash: null,
      activatedAt: new Date(),
    });

    const attempts = [
      { email: newIdentity().email, password: identity.password },
      { email: identity.email, password: `${identity.password}!` },
      { email: google.email, password: google.password },
    ];
    const bodies = [];
    for (const attempt of attempts) {
      const response = await post('/api/auth/login', attempt);
      expect(response.statusCode).toBe(401);
      bodies.push(response.json());
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const [googleUser] = await app.db.select().from(users).where(eq(users.email, google.email));
    for (const userId of [user.id, googleUser!.id]) {
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    }
  });

  it('re-hashes a password stored with weaker argon2 parameters on login', async () => {
    const { app } = kit;
    const { hash } = await import('@node-rs/argon2');
    const identity = newIdentity();
    const user = await registerActivated(identity);
    const weak = await hash(identity.password, { algorithm: 2, memoryCost: 8192, timeCost: 1 });
    await app.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));

    expect((await post('/api/auth/login', identity)).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe(weak);
    expect(row!.passwordHash).toContain('m=19456,t=2,p=1');
  });

  it('lists every permission for an admin', async () => {
    const { app } = kit;
    const identity = newIdentity();
    const user = await registerActivated(identity);
    await app.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, user.id));
    const login = tokenPairSchema.parse((await post('/api/auth/login', identity)).json());
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(login.accessToken) });
    expect(me.json()).toMatchObject({
      roles: ['user', 'admin'],
      permissions: [...PERMISSIONS],
      restrictions: [],
    });
  });

  it('requires a signed-in caller for me and logout', async () => {
    expect((await kit.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await kit.app.inject({ method: 'DELETE', url: '/api/auth/logout' })).statusCode).toBe(
      401,
    );
  });

  /** Registers through the API and follows the activation mail. */
  async function registerActivated(identity: ReturnType<typeof newIdentity>) {
    const registered = await post('/api/auth/register', identity);
    expect(registered.statusCode).toBe(201);
    await kit.app.backgroundTasks.drain();
    const token = linkToken(kit.mails.at(-1), '/activate');
    expect((await post('/api/auth/activate', { token })).statusCode).toBe(200);
    const [user] = await kit.app.db.select().from(users).where(eq(users.email, identity.email));
    return user!;
  }
});
