import { HttpError } from '../../../src/lib/http-errors';
import { openTestRateLimiter, type TestRateLimiter } from '../../support/rate-limiter';
import { DATABASE_TIMEOUT_MS } from '../../support/test-app';

async function rejection(consume: () => Promise<void>): Promise<HttpError> {
  try {
    await consume();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('the rate limiter (counters in the database)', () => {
  const rule = { max: 3, windowMs: 60_000 };
  let test: TestRateLimiter;

  beforeAll(async () => {
    test = await openTestRateLimiter();
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => test?.close());
  beforeEach(async () => {
    await test.clear();
    test.clock.now = 1_000_000;
  });

  it('allows `max` requests per window, then answers 429 with Retry-After', async () => {
    const { limiter, clock } = test;
    for (let i = 0; i < 3; i += 1) await limiter.consume('login:ip:1', rule);
    clock.now += 15_000;
    const error = await rejection(() => limiter.consume('login:ip:1', rule));
    expect(error.toPayload()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too Many Requests',
    });
    expect(error.headers['retry-after']).toBe('45');
  });

  it('counts keys separately and starts a new window when the old one ends', async () => {
    const { limiter, clock } = test;
    for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule);
    await expect(limiter.consume('b', rule)).resolves.toBeUndefined();
    await expect(limiter.consume('a', rule)).rejects.toBeInstanceOf(HttpError);
    clock.now += 60_000;
    await expect(limiter.consume('a', rule)).resolves.toBeUndefined();
  });

  it('forgets a key on reset', async () => {
    const { limiter } = test;
    for (let i = 0; i < 3; i += 1) await limiter.consume('a', rule);
    await limiter.reset('a');
    await expect(limiter.consume('a', rule)).resolves.toBeUndefined();
  });

  it('loses no count when requests race: of 40 at once against a budget of 10, 10 pass', async () => {
    const { limiter } = test;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => limiter.consume('race', { max: 10, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await limiter.peek('race')).toEqual({ count: 40, resetInMs: 60_000 });
  });

  it('hit counts in the same windows as consume and never throws', async () => {
    const { limiter, clock } = test;
    const start = clock.now;
    for (let i = 1; i <= 5; i += 1) {
      expect(await limiter.hit('failures', { windowMs: 60_000 })).toEqual({
        count: i,
        resetInMs: 60_000 - (clock.now - start),
      });
      clock.now += 1_000;
    }
    await expect(limiter.consume('failures', { max: 5, windowMs: 60_000 })).rejects.toMatchObject({
      statusCode: 429,
    });
    clock.now = start + 60_000;
    expect(await limiter.hit('failures', { windowMs: 60_000 })).toEqual({
      count: 1,
      resetInMs: 60_000,
    });
  });

  it('peek reads a window without counting, and nothing once it has ended', async () => {
    const { limiter, clock } = test;
    expect(await limiter.peek('a')).toBeUndefined();
    await limiter.hit('a', { windowMs: 10_000 });
    clock.now += 4_000;
    expect(await limiter.peek('a')).toEqual({ count: 1, resetInMs: 6_000 });
    expect(await limiter.peek('a')).toEqual({ count: 1, resetInMs: 6_000 });
    clock.now += 6_000;
    expect(await limiter.peek('a')).toBeUndefined();
  });

  it('resetPrefix forgets every key under the prefix and nothing else, wildcards included', async () => {
    const { limiter } = test;
    const rule = { windowMs: 60_000 };
    await limiter.hit('auth:account:ann%40example.com:login:1', rule);
    await limiter.hit('auth:account:ann%40example.com:mail', rule);
    await limiter.hit('auth:account:ann%40example.com.ua:mail', rule);
    // `%` and `_` would be LIKE wildcards: a prefix with them must match only itself.
    await limiter.hit('auth:account:a_n%40example.com:mail', rule);
    await limiter.resetPrefix('auth:account:ann%40example.com:');
    await limiter.resetPrefix('auth:account:a%');
    expect(await limiter.peek('auth:account:ann%40example.com:login:1')).toBeUndefined();
    expect(await limiter.peek('auth:account:ann%40example.com:mail')).toBeUndefined();
    expect((await limiter.peek('auth:account:ann%40example.com.ua:mail'))?.count).toBe(1);
    expect((await limiter.peek('auth:account:a_n%40example.com:mail'))?.count).toBe(1);
  });

  it('sweep deletes the ended windows only', async () => {
    const { limiter, clock } = test;
    await limiter.hit('short', { windowMs: 1_000 });
    await limiter.hit('long', { windowMs: 60_000 });
    clock.now += 1_000;
    await limiter.sweep();
    clock.now -= 1_000;
    // Seen from before the sweep, only a row still in the table can answer.
    expect(await limiter.peek('short')).toBeUndefined();
    expect((await limiter.peek('long'))?.count).toBe(1);
  });
});
