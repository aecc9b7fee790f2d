import { isTokenPair, tokenPairSchema } from '..';

describe('isTokenPair', () => {
  it.each([
    [{ accessToken: 'a', refreshToken: 'r' }, true],
    [{ accessToken: 'a', refreshToken: 'r', extra: 1 }, true],
    [{ accessToken: '', refreshToken: 'r' }, false],
    [{ accessToken: 'a' }, false],
    [{ accessToken: 1, refreshToken: 'r' }, false],
    [null, false],
    ['a.r', false],
    [undefined, false],
  ])('agrees with tokenPairSchema on %p', (value, expected) => {
    expect(isTokenPair(value)).toBe(expected);
    expect(tokenPairSchema.safeParse(value).success).toBe(expected);
  });
});
