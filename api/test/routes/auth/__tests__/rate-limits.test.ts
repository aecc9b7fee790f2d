import type { LightMyRequestResponse } from 'fastify';

import { AUTH_RATE_LIMITS } from '../../../../src/lib/auth/rate-limits';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { createTestUser } from '../../../support/users';
import { type AuthTestApp, buildAuthTestApp, newIdentity, newIp } from '../auth-test-kit';

describe('auth routes: rate limits', () => {
  let kit: AuthTestApp;

  beforeAll(async () => {
    kit = await buildAuthTestApp();
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => kit?.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    kit.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectTooManyRequests(response: LightMyRequestResponse, windowMs: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too Many Requests',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  }

  it('limits logins per IP address, whatever the accounts', async () => {
    const { max, windowMs } = AUTH_RATE_LIMITS.loginPerIp;
    const ip = newIp();
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await post(
        '/api/auth/login',
        { email: newIdentity().email, password: 'wrong password' },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: newIdentity().email, password: 'wrong password' },
      ip,
    );
    expectTooManyRequests(blocked, windowMs);
    // Another address is not affected.
    const elsewhere = await post(
      '/api/auth/login',
      { email: newIdentity().email, password: 'wrong password' },
      newIp(),
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits logins per account from any address, and a success resets the count', async () => {
    const { max, windowMs } = AUTH_RATE_LIMITS.loginPerAccount;
    const user = await createTestUser(kit.app);
    const wrong = { email: user.email, password: 'wrong password' };

    for (let attempt = 0; attempt < max - 1; attempt += 1) {
      expect((await post('/api/auth/login', wrong, newIp())).statusCode).toBe(401);
    }
    const success = await post(
      '/api/auth/login',
      { email: user.email.toUpperCase(), password: user.password },
      newIp(),
    );
    expect(success.statusCode).toBe(200);

    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/auth/login', wrong, newIp())).statusCode).toBe(401);
    }
    expectTooManyRequests(await post('/api/auth/login', wrong, newIp()), windowMs);
    // Even the right password waits now: the account key counts before the password is checked.
    const right = await post(
      '/api/auth/login',
      { email: user.email, password: user.password },
      newIp(),
    );
    expect(right.statusCode).toBe(429);
  });

  it('limits registrations per IP address', async () => {
    const { max, windowMs } = AUTH_RATE_LIMITS.registerPerIp;
    const ip = newIp();
    const taken = newIdentity();
    expect((await post('/api/auth/register', taken, newIp())).statusCode).toBe(201);
    // Repeated e-mails answer 409 without hashing, and count all the same.
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/auth/register', taken, ip)).statusCode).toBe(409);
    }
    expectTooManyRequests(await post('/api/auth/register', newIdentity(), ip), windowMs);
  });

  it.each([
    ['/api/auth/forgot-password', 'forgotPasswordPerIp', 'forgotPasswordPerAccount'],
    ['/api/auth/resend-activation', 'resendActivationPerIp', 'resendActivationPerAccount'],
  ] as const)('limits %s per IP address and per account', async (url, perIp, perAccount) => {
    const ipRule = AUTH_RATE_LIMITS[perIp];
    const ip = newIp();
    for (let attempt = 0; attempt < ipRule.max; attempt += 1) {
      expect((await post(url, { email: newIdentity().email }, ip)).statusCode).toBe(202);
    }
    expectTooManyRequests(await post(url, { email: newIdentity().email }, ip), ipRule.windowMs);

    const accountRule = AUTH_RATE_LIMITS[perAccount];
    const email = newIdentity().email;
    for (let attempt = 0; attempt < accountRule.max; attempt += 1) {
      expect((await post(url, { email }, newIp())).statusCode).toBe(202);
    }
    expectTooManyRequests(
      await post(url, { email: email.toUpperCase() }, newIp()),
      accountRule.windowMs,
    );
  });
});

describe('auth routes: addresses exempt from the per-IP limits', () => {
  const EXEMPT = '203.0.113.50';
  let kit: AuthTestApp;

  beforeAll(async () => {
    kit = await buildAuthTestApp({ RATE_LIMIT_EXEMPT_IPS: `198.51.100.9, ${EXEMPT}` });
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => kit?.close());

  const post = (url: string, payload: object, remoteAddress: string) =>
    kit.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('are never counted per IP, while every other address still is', async () => {
    const { max } = AUTH_RATE_LIMITS.registerPerIp;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      expect((await post('/api/auth/register', newIdentity(), EXEMPT)).statusCode).toBe(201);
    }
    const other = newIp();
    for (let attempt = 0; attempt < max; attempt += 1) {
      await post('/api/auth/register', newIdentity(), other);
    }
    expect((await post('/api/auth/register', newIdentity(), other)).statusCode).toBe(429);
  });

  it('still count per account', async () => {
    const { max } = AUTH_RATE_LIMITS.forgotPasswordPerAccount;
    const email = newIdentity().email;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/auth/forgot-password', { email }, EXEMPT)).statusCode).toBe(202);
    }
    expect((await post('/api/auth/forgot-password', { email }, EXEMPT)).statusCode).toBe(429);
  });
});
