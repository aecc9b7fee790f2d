import { pageViewerAuthorization } from '../../../../src/lib/server-render';

const cookie = (value: string) => `i18nextLng=uk; auth_tokens=${encodeURIComponent(value)}`;

describe("a page's viewer, from the apps' token cookie", () => {
  it('is the access token of a stored token pair', () => {
    const tokens = JSON.stringify({ accessToken: 'a.b.c', refreshToken: 'r' });
    expect(pageViewerAuthorization(cookie(tokens))).toBe('Bearer a.b.c');
  });

  it('is nobody without the cookie, or with one that is no token pair', () => {
    expect(pageViewerAuthorization(undefined)).toBeUndefined();
    expect(pageViewerAuthorization('i18nextLng=en')).toBeUndefined();
    expect(pageViewerAuthorization(cookie('{not json'))).toBeUndefined();
    expect(pageViewerAuthorization(cookie('{"accessToken":"a.b.c"}'))).toBeUndefined();
  });
});
