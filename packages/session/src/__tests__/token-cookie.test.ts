/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from '../token-cookie';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  jest.restoreAllMocks();
  removeTokenCookie();
});

describe('auth_tokens cookie', () => {
  it('round-trips the token pair as JSON', () => {
    writeTokenCookie(tokens);

    expect(readTokenCookie()).toEqual(tokens);
    const raw = document.cookie.split('; ').find((entry) => entry.startsWith('auth_tokens='));
    expect(JSON.parse(decodeURIComponent(raw?.slice('auth_tokens='.length) ?? ''))).toEqual(tokens);
  });

  it('is written for the whole site, 7 days, Secure and SameSite=Strict', () => {
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    const before = Date.now();

    writeTokenCookie(tokens);

    const writes = setCookie.mock.calls.map(([value]) => value);
    expect(writes).toHaveLength(1);
    const attributes = (writes[0] ?? '').split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'sameSite=strict']));
    const expires = attributes.find((attribute) => attribute.startsWith('expires='));
    const expiresAt = Date.parse(expires?.slice('expires='.length) ?? '');
    expect(expiresAt - before).toBeGreaterThan(7 * DAY_MS - 2_000);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * DAY_MS);
  });

  it('reads as no tokens when absent', () => {
    expect(readTokenCookie()).toBeNull();
  });

  it.each([
    ['not JSON', 'not-json'],
    ['not a pair', encodeURIComponent(JSON.stringify({ accessToken: 'a' }))],
    ['empty tokens', encodeURIComponent(JSON.stringify({ accessToken: '', refreshToken: '' }))],
    ['a JSON string', encodeURIComponent(JSON.stringify('token'))],
  ])('treats a malformed cookie (%s) as no tokens and removes it', (_case, value) => {
    document.cookie = `auth_tokens=${value}; path=/`;

    expect(readTokenCookie()).toBeNull();
    expect(document.cookie).not.toContain('auth_tokens');
  });

  it('is removed by removeTokenCookie', () => {
    writeTokenCookie(tokens);

    removeTokenCookie();

    expect(readTokenCookie()).toBeNull();
    expect(document.cookie).not.toContain('auth_tokens');
  });
});
