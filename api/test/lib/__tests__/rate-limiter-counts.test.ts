import { createRateLimiter } from '../../../src/lib/rate-limiter';

describe('createRateLimiter: counting without refusing', () => {
  it('hit counts in the same windows as consume and never throws', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let i = 1; i <= 5; i += 1) {
      expect(limiter.hit('failures', { windowMs: 60_000 })).toEqual({
        count: i,
        resetInMs: 60_000 - now,
      });
      now += 1_000;
    }
    expect(() => limiter.consume('failures', { max: 5, windowMs: 60_000 })).toThrow(
      expect.objectContaining({ statusCode: 429 }),
    );
    now = 60_000;
    expect(limiter.hit('failures', { windowMs: 60_000 })).toEqual({
      count: 1,
      resetInMs: 60_000,
    });
  });

  it('peek reads a window without counting, and nothing once it has ended', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    expect(limiter.peek('a')).toBeUndefined();
    limiter.hit('a', { windowMs: 10_000 });
    now = 4_000;
    expect(limiter.peek('a')).toEqual({ count: 1, resetInMs: 6_000 });
    expect(limiter.peek('a')).toEqual({ count: 1, resetInMs: 6_000 });
    now = 10_000;
    expect(limiter.peek('a')).toBeUndefined();
  });

  it('resetPrefix forgets every key under the prefix and nothing else', () => {
    const limiter = createRateLimiter(() => 0);
    const rule = { windowMs: 60_000 };
    limiter.hit('auth:account:ann%40example.com:login:1', rule);
    limiter.hit('auth:account:ann%40example.com:mail', rule);
    limiter.hit('auth:account:ann%40example.com.ua:mail', rule);
    limiter.resetPrefix('auth:account:ann%40example.com:');
    expect(limiter.peek('auth:account:ann%40example.com:login:1')).toBeUndefined();
    expect(limiter.peek('auth:account:ann%40example.com:mail')).toBeUndefined();
    expect(limiter.peek('auth:account:ann%40example.com.ua:mail')?.count).toBe(1);
  });
});
