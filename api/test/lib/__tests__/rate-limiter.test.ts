import { HttpError } from '../../../src/lib/http-errors';
import { createRateLimiter } from '../../../src/lib/rate-limiter';

function rejection(consume: () => void): HttpError {
  try {
    consume();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a 429');
}

describe('createRateLimiter', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('allows `max` requests per window, then answers 429 with Retry-After', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) limiter.consume('login:ip:1', rule);
    now += 15_000;
    const error = rejection(() => limiter.consume('login:ip:1', rule));
    expect(error.toPayload()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too Many Requests',
    });
    expect(error.headers['retry-after']).toBe('45');
  });

  it('counts keys separately and starts a new window when the old one ends', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) limiter.consume('a', rule);
    expect(() => limiter.consume('b', rule)).not.toThrow();
    expect(() => limiter.consume('a', rule)).toThrow(HttpError);
    now = 60_000;
    expect(() => limiter.consume('a', rule)).not.toThrow();
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter(() => 0);
    for (let i = 0; i < 3; i += 1) limiter.consume('a', rule);
    limiter.reset('a');
    expect(() => limiter.consume('a', rule)).not.toThrow();
  });
});
