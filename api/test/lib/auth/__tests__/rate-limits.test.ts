import type { AppConfig } from '../../../../src/config';
import {
  AUTH_RATE_LIMITS,
  consumeAuthLimit,
  rateLimitKey,
} from '../../../../src/lib/auth/rate-limits';
import { createRateLimiter, type RateLimiter } from '../../../../src/lib/rate-limiter';

function limiterApp(exempt: string[] = []) {
  const rateLimiter: RateLimiter = createRateLimiter(() => 0);
  const consumed: string[] = [];
  const recording: RateLimiter = {
    consume: (key, rule) => {
      consumed.push(key);
      rateLimiter.consume(key, rule);
    },
    reset: (key) => rateLimiter.reset(key),
  };
  const config = { rateLimitExemptIps: new Set(exempt) } as Pick<
    AppConfig,
    'rateLimitExemptIps'
  > as AppConfig;
  return { app: { config, rateLimiter: recording }, consumed };
}

describe('consumeAuthLimit', () => {
  it('counts per rule and subject', () => {
    const { app, consumed } = limiterApp();
    consumeAuthLimit(app, 'loginPerIp', '10.0.0.1');
    consumeAuthLimit(app, 'loginPerAccount', 'ann@example.com');
    expect(consumed).toEqual([
      rateLimitKey('loginPerIp', '10.0.0.1'),
      rateLimitKey('loginPerAccount', 'ann@example.com'),
    ]);
    expect(consumed[0]).toBe('auth:loginPerIp:10.0.0.1');
  });

  it('answers 429 once the budget is spent', () => {
    const { app } = limiterApp();
    const { max } = AUTH_RATE_LIMITS.forgotPasswordPerAccount;
    for (let i = 0; i < max; i += 1) {
      consumeAuthLimit(app, 'forgotPasswordPerAccount', 'ann@example.com');
    }
    expect(() => consumeAuthLimit(app, 'forgotPasswordPerAccount', 'ann@example.com')).toThrow(
      expect.objectContaining({ statusCode: 429 }),
    );
  });

  it('lets an exempt address skip the per-IP rules only', () => {
    const { app, consumed } = limiterApp(['10.0.0.9']);
    consumeAuthLimit(app, 'loginPerIp', '10.0.0.9');
    consumeAuthLimit(app, 'loginPerAccount', '10.0.0.9');
    expect(consumed).toEqual([rateLimitKey('loginPerAccount', '10.0.0.9')]);
  });
});
