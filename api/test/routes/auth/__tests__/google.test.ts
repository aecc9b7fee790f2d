import { currentUserSchema, tokenPairSchema } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';

import { profiles, userTokens, users } from '../../../../src/db/schema';
import {
  loginStateKey,
  openLoginState,
  sealLoginState,
} from '../../../../src/lib/auth/google/login-state';
import { HANDOFF_COOKIE, LOGIN_STATE_COOKIE } from '../../../../src/lib/auth/google/cookies';
import { AUTH_RATE_LIMITS } from '../../../../src/lib/auth/rate-limits';
import {
  GOOGLE_TEST_ENV,
  OidcTestProvider,
  type ProviderAccount,
  providerAccount,
  TEST_CLIENT_ID,
  TEST_ISSUER,
  TEST_REDIRECT_URI,
} from '../../../support/google/oidc-test-provider';
import {
  DATABASE_TIMEOUT_MS,
  TEST_JWT_SECRET,
  useTestApp,
  withTestApp,
} from '../../../support/test-app';
import { createTestUser } from '../../../support/users';
import { bearer, newIp } from '../../../support/auth-test-kit';

const CALLBACK_PAGE = '/auth/google/callback';

/** The options of an app that signs in at its own in-process provider. */
function googleTestApp(env: Record<string, string> = {}) {
  const provider = new OidcTestProvider();
  return {
    provider,
    options: { env: { ...GOOGLE_TEST_ENV, ...env }, googleFetch: provider.fetch },
  };
}

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The page the browser is sent to, with its query as an object. */
function pageOf(response: LightMyRequestResponse): { path: string; query: Record<string, string> } {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), 'http://site.invalid');
  return { path: location.pathname, query: Object.fromEntries(location.searchParams) };
}

describe('Google sign-in', () => {
  const { provider, options } = googleTestApp();
  const kit = { app: useTestApp(options).app, provider };

  const start = (query = '', remoteAddress = newIp()) =>
    kit.app.inject({ method: 'GET', url: `/api/auth/google${query}`, remoteAddress });

  /** Start → the provider (sign in as `answer`, or cancel) → back to the API's callback. */
  async function throughProvider(answer: ProviderAccount | 'cancel', query = '') {
    const started = await start(query);
    expect(started.statusCode).toBe(302);
    const loginState = cookieOf(started, LOGIN_STATE_COOKIE)!.value;
    const back = await kit.provider.signIn(String(started.headers.location), answer);
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT_URI);
    const callbackPath = `${back.pathname}${back.search}`;
    const callback = await kit.app.inject({
      method: 'GET',
      url: callbackPath,
      cookies: { [LOGIN_STATE_COOKIE]: loginState },
    });
    return { started, loginState, callbackPath, callback };
  }

  const collect = (handoff: string | undefined) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/auth/google/session',
      ...(handoff === undefined ? {} : { cookies: { [HANDOFF_COOKIE]: handoff } }),
    });

  /** The whole journey for `account`; returns the user the API then knows as signed in. */
  async function signInWithGoogle(account: ProviderAccount, query = '') {
    const { callback } = await throughProvider(account, query);
    expect(pageOf(callback)).toMatchObject({
      path: CALLBACK_PAGE,
      query: { redirect: expect.any(String) },
    });
    expect(pageOf(callback).query).not.toHaveProperty('error');
    const handoff = cookieOf(callback, HANDOFF_COOKIE)!;
    const session = await collect(handoff.value);
    expect(session.statusCode).toBe(200);
    const tokens = tokenPairSchema.parse(session.json());
    const me = await kit.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.statusCode).toBe(200);
    return { callback, handoff, tokens, user: currentUserSchema.parse(me.json()) };
  }

  const userRow = async (id: string) =>
    (await kit.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('sends the browser to the provider with PKCE (S256), state and nonce in an encrypted cookie', async () => {
    const started = await start(`?redirect=${encodeURIComponent('/my/cars?page=2')}`);
    expect(started.statusCode).toBe(302);
    expect(started.headers['cache-control']).toBe('no-store');
    const location = new URL(String(started.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ISSUER}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toEqual({
      client_id: TEST_CLIENT_ID,
      response_type: 'code',
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });

    const cookie = cookieOf(started, LOGIN_STATE_COOKIE)!;
    expect(cookie).toMatchObject({
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    // Encrypted: neither the state nor the nonce (nor the verifier) can be read from it.
    expect(cookie.value).not.toContain(params.state);
    expect(cookie.value).not.toContain(params.nonce);
    const sealed = await openLoginState(cookie.value, loginStateKey(TEST_JWT_SECRET));
    expect(sealed).toMatchObject({
      state: params.state,
      nonce: params.nonce,
      redirect: '/my/cars?page=2',
    });
    // Two sign-ins never share a secret.
    const other = new URL(String((await start()).headers.location)).searchParams;
    expect(other.get('state')).not.toBe(params.state);
    expect(other.get('code_challenge')).not.toBe(params.code_challenge);
  });

  it('creates an active account without a password for a new person, and signs them in', async () => {
    const account = providerAccount({
      name: 'Олена Петренко',
      given_name: 'Олена',
      family_name: 'Петренко',
      email: `Olena.${Date.now()}@Gmail.test`,
    });
    const redirect = '/my/cars?page=2';
    const { callback, handoff, tokens, user } = await signInWithGoogle(
      account,
      `?redirect=${encodeURIComponent(redirect)}&lang=en`,
    );

    // The page reads in the language the sign-in started in.
    expect(pageOf(callback)).toEqual({ path: CALLBACK_PAGE, query: { redirect, lang: 'en' } });
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(handoff).toMatchObject({
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 120,
    });
    // The login state is spent; no secret of any kind is in the URL the browser is sent to.
    expect(cookieOf(callback, LOGIN_STATE_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const location = String(callback.headers.location);
    for (const secret of [handoff.value, tokens.accessToken, tokens.refreshToken]) {
      expect(location).not.toContain(secret);
    }

    // The code was exchanged with the PKCE verifier and the client's credentials.
    const tokenRequest = kit.provider.requests.find((request) => request.url.endsWith('/token'))!;
    const sent = new URLSearchParams(tokenRequest.body);
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    expect(sent.get('redirect_uri')).toBe(TEST_REDIRECT_URI);

    expect(user).toMatchObject({
      email: account.email.toLowerCase(),
      nickname: 'olena.petrenko',
      roles: ['user'],
    });
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      googleSubject: account.sub,
      passwordHash: null,
      language: 'en',
    });
    expect(row.activatedAt).toBeInstanceOf(Date);
    const [profile] = await kit.app.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: 'Олена', lastName: 'Петренко' });
  });

  it('signs an already linked person into the same account', async () => {
    const account = providerAccount();
    const first = await signInWithGoogle(account);
    const before = await kit.app.db.$count(users);
    const second = await signInWithGoogle({ ...account, name: 'Renamed At Google' });
    expect(second.user).toEqual(first.user);
    expect(await kit.app.db.$count(users)).toBe(before);
    expect(second.tokens.refreshToken).not.toBe(first.tokens.refreshToken);
  });

  it('gives a new person whose name is taken the next free nickname', async () => {
    const first = await signInWithGoogle(providerAccount({ name: 'Taras Bulba' }));
    const second = await signInWithGoogle(providerAccount({ name: 'Taras Bulba' }));
    expect(first.user.nickname).toBe('taras.bulba');
    expect(second.user.nickname).toBe('taras.bulba2');
  });

  it('links the account with the same verified e-mail, keeping its password', async () => {
    const existing = await createTestUser(kit.app);
    const account = providerAccount({ email: existing.email.toUpperCase() });
    const { user } = await signInWithGoogle(account);
    expect(user.id).toBe(existing.id);
    expect(user.nickname).toBe(existing.nickname);
    const row = await userRow(existing.id);
    expect(row.googleSubject).toBe(account.sub);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.email, password: existing.password },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('activates a registered but unconfirmed account, dropping the unproven password', async () => {
    const pending = await createTestUser(kit.app, { activated: false });
    const { user } = await signInWithGoogle(providerAccount({ email: pending.email }));
    expect(user.id).toBe(pending.id);
    const row = await userRow(pending.id);
    expect(row.activatedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toBeNull();
  });

  it('refuses a Google account whose e-mail is not verified, creating nothing', async () => {
    const account = providerAccount({ email_verified: false });
    const { callback } = await throughProvider(account, '?redirect=%2Fmy%2Fcars');
    expect(pageOf(callback)).toEqual({
      path: CALLBACK_PAGE,
      query: { redirect: '/my/cars', error: 'unverified' },
    });
    expect(cookieOf(callback, HANDOFF_COOKIE)).toBeUndefined();
    expect(await kit.app.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
  });

  it('refuses an e-mail that belongs to an account linked to another Google account', async () => {
    const existing = await createTestUser(kit.app);
    await kit.app.db
      .update(users)
      .set({ googleSubject: 'google-someone-else' })
      .where(eq(users.id, existing.id));
    const { callback } = await throughProvider(providerAccount({ email: existing.email }));
    expect(pageOf(callback).query).toEqual({ redirect: '/', error: 'conflict' });
    expect((await userRow(existing.id)).googleSubject).toBe('google-someone-else');
  });

  it('refuses a blocked member on the callback page, issuing no hand-off', async () => {
    const existing = await createTestUser(kit.app);
    const account = providerAccount({ email: existing.email });
    const linked = await signInWithGoogle(account);
    await kit.app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, linked.user.id));
    const { callback } = await throughProvider(account);
    expect(pageOf(callback).query).toEqual({ redirect: '/', error: 'blocked' });
    expect(cookieOf(callback, HANDOFF_COOKIE)).toBeUndefined();
  });

  it('tells the user they cancelled at the provider, keeping the redirect target and language', async () => {
    const { callback } = await throughProvider('cancel', '?redirect=%2Fadd-car&lang=uk');
    expect(pageOf(callback)).toEqual({
      path: CALLBACK_PAGE,
      query: { redirect: '/add-car', lang: 'uk', error: 'cancelled' },
    });
  });

  it('refuses an answer whose state does not match the login that started it', async () => {
    const started = await start();
    const back = await kit.provider.signIn(String(started.headers.location), providerAccount());
    back.searchParams.set('state', 'the-state-of-another-login');
    const callback = await kit.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { [LOGIN_STATE_COOKIE]: cookieOf(started, LOGIN_STATE_COOKIE)!.value },
    });
    expect(pageOf(callback).query).toEqual({ redirect: '/', error: 'failed' });
    expect(cookieOf(callback, HANDOFF_COOKIE)).toBeUndefined();
  });

  it('says the sign-in expired when the login cookie is missing or forged', async () => {
    const { callbackPath } = await throughProvider(providerAccount());
    const missing = await kit.app.inject({ method: 'GET', url: callbackPath });
    expect(pageOf(missing).query).toEqual({ redirect: '/', error: 'expired' });
    const forged = await kit.app.inject({
      method: 'GET',
      url: callbackPath,
      cookies: { [LOGIN_STATE_COOKIE]: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c' },
    });
    expect(pageOf(forged).query).toEqual({ redirect: '/', error: 'expired' });
  });

  it('validates the nonce of the ID token and the PKCE verifier of the code', async () => {
    const key = loginStateKey(TEST_JWT_SECRET);
    for (const change of [{ nonce: 'another-nonce' }, { codeVerifier: 'x'.repeat(43) }]) {
      const started = await start();
      const sealed = await openLoginState(cookieOf(started, LOGIN_STATE_COOKIE)!.value, key);
      const tampered = await sealLoginState({ ...sealed!, ...change }, key);
      const back = await kit.provider.signIn(String(started.headers.location), providerAccount());
      const callback = await kit.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { [LOGIN_STATE_COOKIE]: tampered },
      });
      expect(pageOf(callback).query).toEqual({ redirect: '/', error: 'failed' });
      expect(cookieOf(callback, HANDOFF_COOKIE)).toBeUndefined();
    }
  });

  it('hands the session over once: a replayed hand-off is refused', async () => {
    const { callback } = await throughProvider(providerAccount());
    const handoff = cookieOf(callback, HANDOFF_COOKIE)!.value;
    const first = await collect(handoff);
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first, HANDOFF_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    const replay = await collect(handoff);
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toMatchObject({ statusCode: 410, error: 'Gone' });
    expect(await collect(undefined).then((response) => response.statusCode)).toBe(400);
    expect(await collect('not-a-handoff').then((response) => response.statusCode)).toBe(400);
  });

  it('refuses a hand-off older than two minutes', async () => {
    const account = providerAccount();
    const { callback } = await throughProvider(account);
    const handoff = cookieOf(callback, HANDOFF_COOKIE)!.value;
    const [user] = await kit.app.db.select().from(users).where(eq(users.email, account.email));
    await kit.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user!.id), eq(userTokens.purpose, 'google_handoff')));
    const late = await collect(handoff);
    expect(late.statusCode).toBe(410);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'goes home instead of to the off-site target %s',
    async (target) => {
      const { callback } = await throughProvider(
        providerAccount(),
        `?redirect=${encodeURIComponent(target)}`,
      );
      expect(pageOf(callback).query).toEqual({ redirect: '/' });
    },
  );

  it('keeps the site usable when the provider cannot be reached', async () => {
    // Discovery already happened; the token endpoint is what fails here.
    const started = await start();
    const back = await kit.provider.signIn(String(started.headers.location), providerAccount());
    kit.provider.offline = true;
    try {
      const callback = await kit.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { [LOGIN_STATE_COOKIE]: cookieOf(started, LOGIN_STATE_COOKIE)!.value },
      });
      expect(pageOf(callback).query).toEqual({ redirect: '/', error: 'unavailable' });
    } finally {
      kit.provider.offline = false;
    }
  });

  it('documents its three routes in the OpenAPI description', async () => {
    const docs = await kit.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const { paths } = docs.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/auth/google']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/auth/google/callback']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/auth/google/session']!)).toEqual(['post']);
  });

  it('limits sign-in starts per IP address, ending on the page with a message', async () => {
    const { max } = AUTH_RATE_LIMITS.googlePerIp;
    const ip = newIp();
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect(new URL(String((await start('', ip)).headers.location)).origin).toBe(TEST_ISSUER);
    }
    const limited = await start('?redirect=%2Fmy%2Fcars&lang=en', ip);
    expect(pageOf(limited)).toEqual({
      path: CALLBACK_PAGE,
      query: { redirect: '/my/cars', lang: 'en', error: 'rateLimited' },
    });
    expect(cookieOf(limited, LOGIN_STATE_COOKIE)).toBeUndefined();
  });
});

describe('Google sign-in: provider down at first, exempt addresses, configuration', () => {
  it(
    'explains that Google is unavailable when discovery fails, and recovers later',
    async () => {
      const { provider, options } = googleTestApp({ RATE_LIMIT_EXEMPT_IPS: '203.0.113.9' });
      await withTestApp(options, async (app) => {
        const kit = { app, provider };
        await app.ready();
        kit.provider.offline = true;
        const down = await kit.app.inject({
          method: 'GET',
          url: '/api/auth/google?redirect=%2Fabout',
        });
        expect(pageOf(down)).toEqual({
          path: CALLBACK_PAGE,
          query: { redirect: '/about', error: 'unavailable' },
        });
        kit.provider.offline = false;
        const up = await kit.app.inject({ method: 'GET', url: '/api/auth/google' });
        expect(new URL(String(up.headers.location)).origin).toBe(TEST_ISSUER);

        const { max } = AUTH_RATE_LIMITS.googlePerIp;
        for (let attempt = 0; attempt <= max; attempt += 1) {
          const response = await kit.app.inject({
            method: 'GET',
            url: '/api/auth/google',
            remoteAddress: '203.0.113.9',
          });
          expect(new URL(String(response.headers.location)).origin).toBe(TEST_ISSUER);
        }
      });
    },
    DATABASE_TIMEOUT_MS,
  );

  it('hides Google sign-in when it is not configured: routes 404, no flag in /config.js', async () => {
    await withTestApp({ database: 'none' }, async (app) => {
      for (const [method, url] of [
        ['GET', '/api/auth/google?redirect=%2F'],
        ['GET', '/api/auth/google/callback?code=x&state=y'],
        ['POST', '/api/auth/google/session'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
      const config = await app.inject({ method: 'GET', url: '/config.js' });
      expect(config.body).not.toContain('googleSignIn');
    });
  });

  it('tells the browser apps that Google sign-in is configured', async () => {
    await withTestApp({ database: 'none', env: GOOGLE_TEST_ENV }, async (app) => {
      const config = await app.inject({ method: 'GET', url: '/config.js' });
      expect(config.body).toContain('"googleSignIn":true');
    });
  });
});
