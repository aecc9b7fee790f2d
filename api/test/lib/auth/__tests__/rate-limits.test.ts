import type { AppConfig } from '../../../../src/config';
import {
  AUTH_RATE_LIMITS,
  accountClientKey,
  accountKeyPrefix,
  consumeAccountClientLimit,
  consumeAuthLimit,
  rateLimitKey,
} from '../../../../src/lib/auth/rate-limits';
import type { RateLimiter } from '../../../../src/lib/rate-limiter';
import { openTestRateLimiter, type TestRateLimiter } from '../../../support/rate-limiter';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';

let counters: TestRateLimiter;
beforeAll(async () => {
  counters = await openTestRateLimiter();
}, DATABASE_TIMEOUT_MS);
afterAll(() => counters?.close());
beforeEach(() => counters.clear());

function limiterApp(exempt: string[] = []) {
  const { limiter } = counters;
  const consumed: string[] = [];
  const recording: RateLimiter = {
    ...limiter,
    consume: (key, rule) => {
      consumed.push(key);
      return limiter.consume(key, rule);
    },
  };
  const config = { rateLimitExemptIps: new Set(exempt) } as Pick<
    AppConfig,
    'rateLimitExemptIps'
  > as AppConfig;
  return { app: { config, rateLimiter: recording }, consumed };
}

describe('consumeAuthLimit', () => {
  it('counts per rule and client address', async () => {
    const { app, consumed } = limiterApp();
    await consumeAuthLimit(app, 'loginPerIp', '10.0.0.1');
    await consumeAuthLimit(app, 'registerPerIp', '10.0.0.1');
    expect(consumed).toEqual([
      rateLimitKey('loginPerIp', '10.0.0.1'),
      rateLimitKey('registerPerIp', '10.0.0.1'),
    ]);
    expect(consumed[0]).toBe('auth:loginPerIp:10.0.0.1');
  });

  it('answers 429 once the budget is spent', async () => {
    const { app } = limiterApp();
    const { max } = AUTH_RATE_LIMITS.forgotPasswordPerIp;
    for (let i = 0; i < max; i += 1) {
      await consumeAuthLimit(app, 'forgotPasswordPerIp', '10.0.0.1');
    }
    await expect(consumeAuthLimit(app, 'forgotPasswordPerIp', '10.0.0.1')).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('lets an exempt address skip the per-IP rules only', async () => {
    const { app, consumed } = limiterApp(['10.0.0.9']);
    await consumeAuthLimit(app, 'loginPerIp', '10.0.0.9');
    await consumeAccountClientLimit(app, 'loginPerAccountClient', 'ann@example.com', '10.0.0.9');
    expect(consumed).toEqual([
      accountClientKey('loginPerAccountClient', 'ann@example.com', '10.0.0.9'),
    ]);
  });
});

describe('account keys', () => {
  it('sit under the account prefix, which no other address can share', () => {
    const key = accountClientKey('loginPerAccountClient', 'ann@example.com', '10.0.0.1');
    expect(key.startsWith(accountKeyPrefix('ann@example.com'))).toBe(true);
    // An address that merely begins like another one (or smuggles a separator) stays apart.
    expect(key.startsWith(accountKeyPrefix('ann@example.co'))).toBe(false);
    expect(accountKeyPrefix('a:b@example.com')).not.toContain('a:b');
  });
});
