import packageJson from '../../package.json';
import remote from '../routes';

const { prefixes } = packageJson.carclub;

describe('mf-auth routes', () => {
  it('live under the prefixes the shell routes to mf-auth', () => {
    for (const route of remote.routes) {
      expect(prefixes.some((prefix) => route.path?.startsWith(prefix))).toBe(true);
    }
  });

  it('keep sign-in pages for guests and the rest public', () => {
    const access = Object.fromEntries(
      remote.routes.map((route) => [route.path, route.handle.access]),
    );
    expect(access).toEqual({
      '/login': 'guest',
      '/register': 'guest',
      '/activate': 'public',
      '/forgot-password': 'guest',
      '/reset-password': 'public',
      '/confirm-email': 'public',
      '/cancel-email-change': 'public',
      '/unsubscribe': 'public',
      '/auth/google/callback': 'public',
      '/support': 'public',
      '/goodbye': 'public',
      '/legal/site-rules': 'public',
      '/legal/user-rules': 'public',
      '/legal/privacy': 'public',
      '/legal/offer': 'public',
    });
  });
});
