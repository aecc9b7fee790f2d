import type { AppConfig } from '../../../../src/config';
import {
  ACCOUNT_CLIENT_RATE_LIMITS,
  admitLoginAttempt,
  clearAccountLimits,
  LOGIN_ACCOUNT_LOCK_FAILURES,
  LOGIN_BACKOFF,
  loginBackoffMs,
  recordLoginFailure,
  recordLoginSuccess,
} from '../../../../src/lib/auth/rate-limits';
import { HttpError } from '../../../../src/lib/http-errors';
import { openTestRateLimiter, type TestRateLimiter } from '../../../support/rate-limiter';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';

const EMAIL = 'owner@example.com';

let counters: TestRateLimiter;
beforeAll(async () => {
  counters = await openTestRateLimiter();
}, DATABASE_TIMEOUT_MS);
afterAll(() => counters?.close());

async function limits() {
  await counters.clear();
  const { clock } = counters;
  clock.now = 1_000_000;
  const app = {
    config: { rateLimitExemptIps: new Set<string>() } as Pick<
      AppConfig,
      'rateLimitExemptIps'
    > as AppConfig,
    rateLimiter: counters.limiter,
  };
  /** One login attempt with a wrong password: admitted and failed, or the 429 it got. */
  const fail = async (ip: string, knownBrowser = false): Promise<HttpError | undefined> => {
    try {
      await admitLoginAttempt(app, EMAIL, ip, async () => knownBrowser);
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    await recordLoginFailure(app, EMAIL);
    return undefined;
  };
  /** Whether the right password from `ip` would be checked now (and then succeed). */
  const succeeds = async (ip: string, knownBrowser = false): Promise<boolean> => {
    try {
      await admitLoginAttempt(app, EMAIL, ip, async () => knownBrowser);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
    await recordLoginSuccess(app, EMAIL, ip);
    return true;
  };
  return { app, clock, fail, succeeds };
}

describe('login limits', () => {
  it('back off from 1 s, doubling, never beyond a minute', async () => {
    expect(loginBackoffMs(0)).toBe(0);
    expect(loginBackoffMs(LOGIN_BACKOFF.freeFailures - 1)).toBe(0);
    expect(loginBackoffMs(LOGIN_BACKOFF.freeFailures)).toBe(1_000);
    expect(loginBackoffMs(LOGIN_BACKOFF.freeFailures + 3)).toBe(8_000);
    expect(loginBackoffMs(LOGIN_BACKOFF.freeFailures + 100)).toBe(60_000);
  });

  it('stop one client after its 10 failures on the account, and only that client', async () => {
    const { clock, fail, succeeds } = await limits();
    const { max } = ACCOUNT_CLIENT_RATE_LIMITS.loginPerAccountClient;
    for (let i = 0; i < max; i += 1) {
      expect(await fail('10.0.0.1')).toBeUndefined();
      clock.now += LOGIN_BACKOFF.maxDelayMs;
    }
    const refused = await fail('10.0.0.1');
    expect(refused?.statusCode).toBe(429);
    // The owner, elsewhere, signs in at once.
    expect(await succeeds('10.0.0.2')).toBe(true);
  });

  it("never keep the owner's right password, from a browser of theirs, waiting for more than a minute", async () => {
    const { clock, fail, succeeds } = await limits();
    // A hundred wrong passwords from fifty machines, as fast as the limits let them.
    for (let i = 0; i < 100; i += 1) await fail(`10.1.0.${i % 50}`);
    expect(loginBackoffMs(60)).toBe(LOGIN_BACKOFF.maxDelayMs);

    // Past the account's lock no new browser is heard, wherever it is...
    const locked = await fail('192.0.2.6');
    expect(locked?.statusCode).toBe(429);
    expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(0);
    // ...but a browser the account has signed in from is not delayed at all.
    expect(await succeeds('192.0.2.7', true)).toBe(true);

    // After a typo the owner waits, but at most a minute, while the guessers keep going.
    expect(await fail('192.0.2.8', true)).toBeUndefined();
    const wait = await fail('192.0.2.8', true);
    expect(wait?.statusCode).toBe(429);
    expect(Number(wait?.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 50; i += 1) await fail(`10.2.0.${i}`);
    clock.now += 60_000;
    expect(await succeeds('192.0.2.8', true)).toBe(true);
  });

  it('lock the account for new browsers after LOGIN_ACCOUNT_LOCK_FAILURES, until its window ends', async () => {
    const { clock, fail, succeeds } = await limits();
    for (let i = 0; i < LOGIN_ACCOUNT_LOCK_FAILURES - 1; i += 1) {
      expect(await fail(`10.4.0.${i}`)).toBeUndefined();
      clock.now += LOGIN_BACKOFF.maxDelayMs;
    }
    expect(await fail('10.4.1.1')).toBeUndefined();
    expect((await fail('10.4.1.2'))?.statusCode).toBe(429);
    clock.now += LOGIN_BACKOFF.windowMs;
    expect(await succeeds('10.4.1.3')).toBe(true);
  });

  it('slow every client down once the account has many failures', async () => {
    const { clock, fail } = await limits();
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures + 2; i += 1) await fail(`10.3.0.${i}`);
    expect(await fail('10.3.1.1')).toBeUndefined();
    const next = await fail('10.3.1.1');
    expect(next?.statusCode).toBe(429);
    clock.now += loginBackoffMs(LOGIN_BACKOFF.freeFailures + 3);
    expect(await fail('10.3.1.1')).toBeUndefined();
  });

  it('start afresh for the whole account once a reset completes', async () => {
    const { app, fail } = await limits();
    for (let i = 0; i < 40; i += 1) await fail(`10.4.0.${i % 4}`);
    expect((await fail('10.4.0.1'))?.statusCode).toBe(429);
    await clearAccountLimits(app, EMAIL);
    // Back to the free failures: no client waits until the account has failed again.
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i += 1) {
      expect(await fail('10.4.0.1')).toBeUndefined();
    }
    expect(await fail('10.4.0.1')).toBeUndefined();
    expect((await fail('10.4.0.1'))?.statusCode).toBe(429);
  });
});
