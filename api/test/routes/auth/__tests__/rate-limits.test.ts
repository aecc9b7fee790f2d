import type { LightMyRequestResponse } from 'fastify';

import {
  ACCOUNT_CLIENT_RATE_LIMITS,
  AUTH_RATE_LIMITS,
  LOGIN_BACKOFF,
} from '../../../../src/lib/auth/rate-limits';
import { createTestUser } from '../../../support/users';
import { newIdentity, newIp, useAuthTestApp } from '../../../support/auth-test-kit';

describe('auth routes: rate limits', () => {
  const kit = useAuthTestApp();

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

  it('limits wrong passwords per account and client; a success resets that client only', async () => {
    const { max, windowMs } = ACCOUNT_CLIENT_RATE_LIMITS.loginPerAccountClient;
    const user = await createTestUser(kit.app);
    const wrong = { email: user.email, password: 'wrong password' };
    const owner = newIp();

    // Failures from many clients, few enough that the account's backoff has not started.
    for (let attempt = 0; attempt < LOGIN_BACKOFF.freeFailures - 1; attempt += 1) {
      expect((await post('/api/auth/login', wrong, owner)).statusCode).toBe(401);
    }
    const success = await post(
      '/api/auth/login',
      { email: user.email.toUpperCase(), password: user.password },
      owner,
    );
    expect(success.statusCode).toBe(200);
    // The success reset this client's count: it has its whole budget again.
    expect((await post('/api/auth/login', wrong, owner)).statusCode).toBe(401);

    // A stranger guessing as fast as they can is soon told to wait (the account's backoff, then
    // their own budget of `max` failures: see the lib tests, which can move the clock).
    const stranger = newIp();
    const other = await createTestUser(kit.app);
    const wrongOther = { email: other.email, password: 'wrong password' };
    let answer = await post('/api/auth/login', wrongOther, stranger);
    for (let attempt = 1; attempt <= max && answer.statusCode === 401; attempt += 1) {
      answer = await post('/api/auth/login', wrongOther, stranger);
    }
    expectTooManyRequests(answer, windowMs);
    // The owner of that account, from another client, signs in at once.
    const right = await post(
      '/api/auth/login',
      { email: other.email, password: other.password },
      newIp(),
    );
    expect(right.statusCode).toBe(200);
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
    ['/api/auth/forgot-password', 'forgotPasswordPerIp', 'forgotPasswordPerAccountClient'],
    ['/api/auth/resend-activation', 'resendActivationPerIp', 'resendActivationPerAccountClient'],
  ] as const)(
    'limits %s per IP address and per account and client',
    async (url, perIp, perAccount) => {
      const ipRule = AUTH_RATE_LIMITS[perIp];
      const ip = newIp();
      for (let attempt = 0; attempt < ipRule.max; attempt += 1) {
        expect((await post(url, { email: newIdentity().email }, ip)).statusCode).toBe(202);
      }
      expectTooManyRequests(await post(url, { email: newIdentity().email }, ip), ipRule.windowMs);

      const accountRule = ACCOUNT_CLIENT_RATE_LIMITS[perAccount];
      const email = newIdentity().email;
      const client = newIp();
      for (let attempt = 0; attempt < accountRule.max; attempt += 1) {
        expect((await post(url, { email }, client)).statusCode).toBe(202);
      }
      expectTooManyRequests(
        await post(url, { email: email.toUpperCase() }, client),
        accountRule.windowMs,
      );
      // Another client asking about the same account is not refused.
      expect((await post(url, { email }, newIp())).statusCode).toBe(202);
    },
  );
});

describe('auth routes: addresses exempt from the per-IP limits', () => {
  const EXEMPT = '203.0.113.50';
  const kit = useAuthTestApp({ RATE_LIMIT_EXEMPT_IPS: `198.51.100.9, ${EXEMPT}` });

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

  it('still count per account and client', async () => {
    const { max } = ACCOUNT_CLIENT_RATE_LIMITS.forgotPasswordPerAccountClient;
    const email = newIdentity().email;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/auth/forgot-password', { email }, EXEMPT)).statusCode).toBe(202);
    }
    expect((await post('/api/auth/forgot-password', { email }, EXEMPT)).statusCode).toBe(429);
  });
});
