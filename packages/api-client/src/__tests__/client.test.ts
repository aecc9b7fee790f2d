import { isAxiosError } from 'axios';
import { AUTH_PATHS_WITHOUT_REFRESH } from '../auth-paths';
import { apiUrl } from '../api-url';
import { apiClient, currentAccessToken, refreshAccessToken } from '../client';
import { configure, delay, fakeApi, type SentRequest } from './fake-api';

const OLD = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const NEW = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const authorization = (request: SentRequest | undefined) => request?.headers.authorization;

/** A protected API: accepts only `validToken`, rotates tokens on refresh after `refreshDelay` ms. */
function protectedApi({
  validToken = NEW.accessToken,
  refresh = { status: 200, data: NEW },
  refreshDelay = 20,
}: {
  validToken?: string;
  refresh?: { status: number; data?: unknown };
  refreshDelay?: number;
} = {}) {
  return fakeApi(async (request) => {
    if (request.path.endsWith('/auth/refresh-token')) {
      await delay(refreshDelay);
      return refresh;
    }
    return authorization(request) === `Bearer ${validToken}`
      ? { status: 200, data: { path: request.path } }
      : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Token expired' } };
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

beforeEach(() => {
  localStorage.clear();
});

describe('request defaults', () => {
  it('uses /api, a 20 s timeout and the XSRF cookie and header names', () => {
    configure(null);
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(20_000);
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends the stored access token as a bearer header', async () => {
    configure(OLD);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/auth/me');
    expect(authorization(api.sent[0])).toBe('Bearer access-1');
  });

  it('sends no Authorization header without tokens', async () => {
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/auth/me');
    expect(api.sent[0]?.headers).not.toHaveProperty('authorization');
  });

  it('defaults the lang parameter to en when no language is stored', async () => {
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/profile');
    expect(api.sent[0]?.url).toBe('/api/profile?lang=en');
  });

  it.each([
    ['uk', 'uk'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['de', 'en'],
  ])('sends the stored language %p as lang=%s', async (stored, expected) => {
    localStorage.setItem('i18nextLng', stored);
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/profile');
    expect(new URL(api.sent[0]?.url ?? '', 'http://x').searchParams.get('lang')).toBe(expected);
  });

  it('keeps other query parameters and writes lists as repeated keys', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/private-transport', {
      params: { page: 2, manufacturerIds: ['vw', 'bmw'] },
    });
    expect(api.sent[0]?.url).toBe(
      '/api/private-transport?lang=uk&page=2&manufacturerIds=vw&manufacturerIds=bmw',
    );
  });

  it('lets a call ask for a specific language', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/country', { params: new URLSearchParams({ lang: 'en' }) });
    await apiClient.get('/state', { params: { lang: 'en' } });
    expect(api.sent.map((request) => request.url)).toEqual([
      '/api/country?lang=en',
      '/api/state?lang=en',
    ]);
  });

  it('resolves paths against the configured base URL', async () => {
    configure(null, 'https://api.example.test/v1/');
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/auth/me');
    await apiClient.get('private-transport');
    expect(api.sent.map((request) => request.url)).toEqual([
      'https://api.example.test/v1/auth/me?lang=en',
      'https://api.example.test/v1/private-transport?lang=en',
    ]);
  });

  it('falls back to /api when reconfigured without a base URL', async () => {
    configure(null, 'https://api.example.test');
    configure(null);
    const api = fakeApi(() => ({ status: 200, data: {} }));
    await apiClient.get('/auth/me');
    expect(api.sent[0]?.path).toBe('/api/auth/me');
  });
});

describe('token refresh', () => {
  it('refreshes once for five concurrent 401s and retries each call with the new token', async () => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    const api = protectedApi();

    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const responses = await Promise.all(paths.map((path) => apiClient.get(path)));

    expect(responses.map((response) => response.data)).toEqual(
      paths.map((path) => ({ path: `/api${path}` })),
    );
    expect(api.to('/api/auth/refresh-token')).toHaveLength(1);
    for (const path of paths) {
      expect(api.to(`/api${path}`).map(authorization)).toEqual([
        'Bearer access-1',
        'Bearer access-2',
      ]);
    }
    expect(tokenStore.setTokens).toHaveBeenCalledTimes(1);
    expect(tokenStore.setTokens).toHaveBeenCalledWith(NEW);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('posts the refresh token to auth/refresh-token on the configured base URL', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    configure(OLD, 'https://api.example.test/v2');
    const api = protectedApi();

    await apiClient.get('/profile');

    const [refresh] = api.to('/v2/auth/refresh-token');
    expect(refresh?.method).toBe('POST');
    expect(refresh?.url).toBe('https://api.example.test/v2/auth/refresh-token?lang=uk');
    expect(refresh?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refresh?.headers).not.toHaveProperty('authorization');
  });

  it('starts a new refresh for a 401 after the previous refresh finished', async () => {
    const { tokenStore } = configure(OLD);
    let valid = NEW.accessToken;
    const third = { accessToken: 'access-3', refreshToken: 'refresh-3' };
    const api = fakeApi((request) => {
      if (request.path === '/api/auth/refresh-token') {
        const body = request.body as { refreshToken: string };
        return { status: 200, data: body.refreshToken === 'refresh-1' ? NEW : third };
      }
      return authorization(request) === `Bearer ${valid}` ? { status: 200 } : { status: 401 };
    });

    await apiClient.get('/a');
    valid = third.accessToken;
    await apiClient.get('/b');

    expect(api.to('/api/auth/refresh-token').map((request) => request.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'refresh-2' },
    ]);
    expect(tokenStore.getTokens()).toEqual(third);
  });

  it('retries a call at most once: a second 401 is final', async () => {
    const { onSessionExpired } = configure(OLD);
    const api = protectedApi({ validToken: 'never-valid' });

    const error = await rejection(apiClient.get('/profile'));

    expect(statusOf(error)).toBe(401);
    expect(api.to('/api/profile')).toHaveLength(2);
    expect(api.to('/api/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ...AUTH_PATHS_WITHOUT_REFRESH.map((path) => `/${path}`),
    'auth/login',
    '/auth/login?next=/garage',
    'https://api.example.test/api/auth/logout',
  ])('does not refresh on a 401 from %s', async (url) => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    const api = fakeApi(() => ({ status: 401 }));

    const error = await rejection(apiClient.post(url, {}));

    expect(statusOf(error)).toBe(401);
    expect(api.sent).toHaveLength(1);
    expect(tokenStore.clearTokens).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('still refreshes for paths that only resemble auth paths', async () => {
    configure(OLD);
    const api = protectedApi();
    await apiClient.get('/auth/login-history');
    await apiClient.get('/auth/me');
    expect(api.to('/api/auth/refresh-token')).toHaveLength(1);
  });

  it('does not refresh on other statuses', async () => {
    configure(OLD);
    const api = fakeApi(() => ({ status: 403 }));
    expect(statusOf(await rejection(apiClient.get('/profile')))).toBe(403);
    expect(api.sent).toHaveLength(1);
  });

  it('clears the tokens and expires the session once when the refresh fails', async () => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    const api = protectedApi({ refresh: { status: 401 } });

    const errors = await Promise.all(
      ['/a', '/b', '/c'].map((path) => rejection(apiClient.get(path))),
    );

    expect(errors.map(statusOf)).toEqual([401, 401, 401]);
    expect(errors.map((error) => (isAxiosError(error) ? error.config?.url : null))).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(api.to('/api/auth/refresh-token')).toHaveLength(1);
    expect(tokenStore.clearTokens).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.getTokens()).toBeNull();
    expect(api.to('/api/a')).toHaveLength(1);
  });

  it.each([
    ['a network failure', { fail: 'network' as const }],
    ['a server error', { status: 500 }],
    ['a response without both tokens', { status: 200, data: { accessToken: 'access-2' } }],
  ])('treats %s during refresh as a failed refresh', async (_name, reply) => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    fakeApi((request) => (request.path === '/api/auth/refresh-token' ? reply : { status: 401 }));

    await rejection(apiClient.get('/profile'));

    expect(tokenStore.clearTokens).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.setTokens).not.toHaveBeenCalled();
  });

  it('expires the session without a refresh call when no refresh token is left', async () => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    const api = fakeApi(() => {
      // Signed out elsewhere (another tab) while the call was in flight.
      tokenStore.clearTokens();
      return { status: 401 };
    });

    expect(statusOf(await rejection(apiClient.get('/profile')))).toBe(401);

    expect(api.to('/api/auth/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('leaves an anonymous 401 alone: no session to refresh or expire', async () => {
    const { onSessionExpired } = configure(null);
    const api = protectedApi();

    expect(statusOf(await rejection(apiClient.get('/profile')))).toBe(401);

    expect(api.sent).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries with tokens refreshed meanwhile instead of refreshing again', async () => {
    const { tokenStore } = configure(OLD);
    const api = fakeApi((request) => {
      if (authorization(request) === `Bearer ${NEW.accessToken}`) return { status: 200 };
      // The session was refreshed by another call while this one was on its way.
      tokenStore.setTokens(NEW);
      return { status: 401 };
    });

    await apiClient.get('/profile');

    expect(api.to('/api/auth/refresh-token')).toHaveLength(0);
    expect(api.to('/api/profile').map(authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });
});

describe('the token for calls made without axios (the notification stream)', () => {
  it('gives the stored access token, null when signed out, and the address under the base URL', () => {
    configure(OLD, 'https://api.example/v1');
    expect(currentAccessToken()).toBe('access-1');
    expect(apiUrl('/notifications/stream')).toBe('https://api.example/v1/notifications/stream');
    configure(null);
    expect(currentAccessToken()).toBeNull();
    expect(apiUrl('/notifications/stream')).toBe('/api/notifications/stream');
  });

  it('refreshes once for the stream and the axios calls refused at the same time', async () => {
    const { tokenStore } = configure(OLD);
    const api = protectedApi();

    const [fresh] = await Promise.all([refreshAccessToken('access-1'), apiClient.get('/profile')]);

    expect(fresh).toBe('access-2');
    expect(api.to('/api/auth/refresh-token')).toHaveLength(1);
    expect(tokenStore.getTokens()).toEqual(NEW);
  });

  it('answers with the token stored since, without a refresh, when another call already refreshed', async () => {
    configure(NEW);
    const api = protectedApi();
    await expect(refreshAccessToken('access-1')).resolves.toBe('access-2');
    expect(api.sent).toHaveLength(0);
  });

  it('ends the session and rejects when the refresh fails', async () => {
    const { tokenStore, onSessionExpired } = configure(OLD);
    protectedApi({ refresh: { status: 401 } });
    await expect(refreshAccessToken('access-1')).rejects.toBeTruthy();
    expect(tokenStore.clearTokens).toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
