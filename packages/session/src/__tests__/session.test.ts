/**
 * @jest-environment-options {"url": "https://localhost/"}
 */
import { apiClient } from '@carclub/api-client';
import type { CurrentUser, TokenPair } from '@carclub/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import {
  configureSession,
  CURRENT_USER_QUERY_KEY,
  currentUserQueryOptions,
  forgetSession,
  hasRole,
  leaveEndedSession,
  logout,
  queryClient,
  signIn,
  startSession,
  useCurrentUser,
  useIsAdmin,
  useSessionStore,
  waitForAuth,
} from '../index';
import { fakeApi } from './fake-api';

const tokens: TokenPair = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const rotated: TokenPair = { accessToken: 'access-2', refreshToken: 'refresh-2' };
const user: CurrentUser = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'ann',
  roles: ['user'],
  permissions: [],
  restrictions: [],
};
const admin: CurrentUser = { ...user, id: 'u2', nickname: 'boss', roles: ['user', 'admin'] };

const ME = 'GET /api/auth/me';
const REFRESH = 'POST /api/auth/refresh-token';
const LOGOUT = 'DELETE /api/auth/logout';

let navigate: jest.Mock<void | Promise<void>, [string]>;
let reportError: jest.Mock<void, [unknown]>;

function storeCookie(pair: unknown): void {
  document.cookie = `auth_tokens=${encodeURIComponent(JSON.stringify(pair))}; path=/`;
}

function cookieTokens(): unknown {
  const raw = Cookies.get('auth_tokens');
  return raw === undefined ? null : JSON.parse(raw);
}

const session = () => useSessionStore.getState();

/** Resolves to 'pending' while the promise has not settled, else to its value. */
async function peek<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, Promise.resolve('pending' as const)]);
}

beforeEach(() => {
  queryClient.clear();
  useSessionStore.setState({ tokens: null, user: null, status: 'idle' });
  Cookies.remove('auth_tokens', { path: '/' });
  window.history.replaceState(null, '', '/');
  navigate = jest.fn();
  reportError = jest.fn();
  configureSession({ navigate, reportError });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('startSession', () => {
  it('is signed out without a request when no token is stored', async () => {
    const api = fakeApi({ [ME]: { status: 200, data: user } });

    await expect(startSession()).resolves.toBeNull();

    expect(api.sent).toHaveLength(0);
    expect(session()).toEqual(expect.objectContaining({ user: null, status: 'anonymous' }));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });

  it('loads the user with the stored access token', async () => {
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 200, data: user } });

    await expect(startSession()).resolves.toEqual(user);

    expect(api.to(ME)).toEqual([expect.objectContaining({ authorization: 'Bearer access-1' })]);
    expect(session()).toEqual(expect.objectContaining({ tokens, user, status: 'authenticated' }));
  });

  it('points the api-client at the configured base URL', async () => {
    storeCookie(tokens);
    const api = fakeApi({ 'GET /v2/auth/me': { status: 200, data: user } });

    await expect(startSession({ baseURL: 'https://api.carclub.test/v2' })).resolves.toEqual(user);

    expect(api.sent.map(({ path }) => path)).toEqual(['/v2/auth/me']);
  });

  it('removes a malformed cookie and starts signed out', async () => {
    document.cookie = 'auth_tokens=%7Bbroken; path=/';
    const api = fakeApi({ [ME]: { status: 200, data: user } });

    await expect(startSession()).resolves.toBeNull();

    expect(api.sent).toHaveLength(0);
    expect(document.cookie).not.toContain('auth_tokens');
    expect(session().status).toBe('anonymous');
  });

  it('clears the credentials on 403 and does not retry', async () => {
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 403 } });

    await expect(startSession()).resolves.toBeNull();

    expect(api.to(ME)).toHaveLength(1);
    expect(cookieTokens()).toBeNull();
    expect(session()).toEqual(expect.objectContaining({ tokens: null, status: 'anonymous' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 refreshes once; when that fails, clears the credentials and goes to login', async () => {
    window.history.replaceState(null, '', '/my/cars?page=2');
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 401 }, [REFRESH]: { status: 401 } });

    await expect(startSession()).resolves.toBeNull();

    expect(api.to(ME)).toHaveLength(1);
    expect(api.to(REFRESH)).toEqual([
      expect.objectContaining({ body: { refreshToken: 'refresh-1' } }),
    ]);
    expect(cookieTokens()).toBeNull();
    expect(session()).toEqual(expect.objectContaining({ tokens: null, status: 'anonymous' }));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmy%2Fcars%3Fpage%3D2');
  });

  it('on 401 with a successful refresh, stores the new pair and loads the user', async () => {
    storeCookie(tokens);
    const api = fakeApi({
      [ME]: [{ status: 401 }, { status: 200, data: user }],
      [REFRESH]: { status: 200, data: rotated },
    });

    await expect(startSession()).resolves.toEqual(user);

    expect(api.to(ME).map(({ authorization }) => authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(cookieTokens()).toEqual(rotated);
    expect(session().tokens).toEqual(rotated);
  });

  it('retries other failures twice, 1 s and 2 s apart', async () => {
    jest.useFakeTimers();
    storeCookie(tokens);
    const api = fakeApi({
      [ME]: [{ status: 500 }, { fail: 'network' }, { status: 200, data: user }],
    });

    const started = startSession();
    await jest.advanceTimersByTimeAsync(0);
    expect(api.to(ME)).toHaveLength(1);
    expect(session().status).toBe('loading');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(api.to(ME)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(api.to(ME)).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);

    await expect(started).resolves.toEqual(user);
    expect(api.to(ME)).toHaveLength(3);
    expect(session().status).toBe('authenticated');
  });

  it('treats the user as signed out after the third failure, keeping the tokens', async () => {
    jest.useFakeTimers();
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 503 } });

    const started = startSession();
    await jest.advanceTimersByTimeAsync(3_000);

    await expect(started).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.to(ME)).toHaveLength(3);
    expect(session()).toEqual(expect.objectContaining({ user: null, status: 'anonymous' }));
    expect(cookieTokens()).toEqual(tokens);
  });

  it('treats a malformed user payload as a failure', async () => {
    jest.useFakeTimers();
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 200, data: { id: 'u1' } } });

    const started = startSession();
    await jest.advanceTimersByTimeAsync(3_000);

    await expect(started).resolves.toBeNull();
    expect(api.to(ME)).toHaveLength(3);
    expect(session().status).toBe('anonymous');
  });
});

describe('current user query', () => {
  it('follows spec §4 and §9: key auth/me, fresh 5 min, no refetch on focus', () => {
    expect(currentUserQueryOptions()).toEqual(
      expect.objectContaining({
        queryKey: ['auth', 'me'],
        staleTime: 300_000,
        refetchOnWindowFocus: false,
        retry: 2,
      }),
    );
  });

  it('keeps the known user when a background refetch fails', async () => {
    jest.useFakeTimers();
    storeCookie(tokens);
    fakeApi({ [ME]: [{ status: 200, data: user }, { status: 500 }] });
    await startSession();

    const refetch = queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    await jest.advanceTimersByTimeAsync(3_000);
    await refetch;

    expect(session()).toEqual(expect.objectContaining({ user, status: 'authenticated' }));
  });

  it('mirrors cache updates, such as a new nickname, into the store', async () => {
    storeCookie(tokens);
    fakeApi({ [ME]: { status: 200, data: user } });
    await startSession();

    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { ...user, nickname: 'annie' });

    expect(session().user?.nickname).toBe('annie');
  });

  it('is served to components by useCurrentUser and useIsAdmin', async () => {
    storeCookie(tokens);
    fakeApi({ [ME]: { status: 200, data: admin } });
    await startSession();

    const { result } = renderHook(() => ({ me: useCurrentUser().data, isAdmin: useIsAdmin() }));

    expect(result.current).toEqual({ me: admin, isAdmin: true });
  });

  it('lets components load the user themselves', async () => {
    storeCookie(tokens);
    useSessionStore.getState().setTokens(tokens);
    fakeApi({ [ME]: { status: 200, data: user } });

    const { result } = renderHook(() => ({ me: useCurrentUser().data, isAdmin: useIsAdmin() }));

    await waitFor(() => expect(result.current).toEqual({ me: user, isAdmin: false }));
    expect(session().status).toBe('authenticated');
  });
});

describe('hasRole', () => {
  it('checks the roles of a user, and is false without one', () => {
    expect(hasRole(admin, 'admin')).toBe(true);
    expect(hasRole(user, 'admin')).toBe(false);
    expect(hasRole(user, 'user')).toBe(true);
    expect(hasRole(null, 'user')).toBe(false);
    expect(hasRole(undefined, 'user')).toBe(false);
  });
});

describe('signIn', () => {
  it('stores the tokens and loads their user, even after an anonymous start', async () => {
    const api = fakeApi({ [ME]: { status: 200, data: user } });
    await startSession();

    await expect(signIn(tokens)).resolves.toEqual(user);

    expect(api.to(ME)).toEqual([expect.objectContaining({ authorization: 'Bearer access-1' })]);
    expect(cookieTokens()).toEqual(tokens);
    expect(session()).toEqual(expect.objectContaining({ tokens, user, status: 'authenticated' }));
  });

  it('resolves null and forgets the tokens when they are rejected', async () => {
    fakeApi({ [ME]: { status: 403 } });
    await startSession();

    await expect(signIn(tokens)).resolves.toBeNull();

    expect(cookieTokens()).toBeNull();
    expect(session().status).toBe('anonymous');
  });
});

describe('logout', () => {
  async function signedIn(routes: Parameters<typeof fakeApi>[0]) {
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 200, data: user }, ...routes });
    await startSession();
    queryClient.setQueryData(['my-vehicles', 1], ['car']);
    return api;
  }

  function expectSignedOutAtHome() {
    expect(cookieTokens()).toBeNull();
    expect(session()).toEqual(
      expect.objectContaining({ tokens: null, user: null, status: 'anonymous' }),
    );
    expect(queryClient.getQueryData(['my-vehicles', 1])).toBeUndefined();
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  }

  it('ends the session on the server, then drops credentials and cache and goes home', async () => {
    const api = await signedIn({ [LOGOUT]: { status: 204 } });

    await logout();

    expect(api.to(LOGOUT)).toEqual([expect.objectContaining({ authorization: 'Bearer access-1' })]);
    expectSignedOutAtHome();
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', { status: 500 }],
    ['an expired session', { status: 401 }],
    ['no connection', { fail: 'network' }],
  ] as const)('does the same on %s, reporting the failure', async (_case, reply) => {
    const api = await signedIn({ [LOGOUT]: reply });

    await logout();

    expectSignedOutAtHome();
    expect(api.to(REFRESH)).toHaveLength(0);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('navigates only after the logout call has finished', async () => {
    let finishLogout: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finishLogout = resolve;
    });
    const api = await signedIn({
      [LOGOUT]: async () => {
        await finished;
        return { status: 204 };
      },
    });

    const loggingOut = logout();
    await waitFor(() => expect(api.to(LOGOUT)).toHaveLength(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(cookieTokens()).toEqual(tokens);

    finishLogout();
    await loggingOut;
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves for home before dropping the credentials, so a private page never sees them gone', async () => {
    await signedIn({ [LOGOUT]: { status: 204 } });
    let tokensWhileLeaving: unknown;
    let arriveHome: () => void = () => undefined;
    navigate.mockImplementation(() => {
      tokensWhileLeaving = cookieTokens();
      return new Promise<void>((resolve) => {
        arriveHome = resolve;
      });
    });

    const loggingOut = logout();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(tokensWhileLeaving).toEqual(tokens);
    expect(session().status).not.toBe('anonymous');

    arriveHome();
    await loggingOut;
    expectSignedOutAtHome();
  });

  it('goes home, not to sign in, when a call made while leaving meets the ended session', async () => {
    const api = await signedIn({
      [LOGOUT]: { status: 204 },
      'GET /api/private-transport': { status: 401 },
      [REFRESH]: { status: 401 },
    });
    window.history.replaceState(null, '', '/my/cars');
    // The page being left still fetches with the token the server has just revoked.
    navigate.mockImplementation(async () => {
      await expect(apiClient.get('/private-transport')).rejects.toThrow();
    });

    await logout();

    expect(api.to(REFRESH)).toHaveLength(1);
    expect(navigate.mock.calls).toEqual([['/']]);
    expectSignedOutAtHome();
  });

  it('tells mounted components that nobody is signed in', async () => {
    await signedIn({ [LOGOUT]: { status: 204 } });
    const { result } = renderHook(() => useCurrentUser().data);
    expect(result.current).toEqual(user);

    await act(() => logout());

    await waitFor(() => expect(result.current).toBeNull());
  });
});

describe('leaveEndedSession (an account just deleted)', () => {
  it('keeps the credentials and the user while it leaves, though a call meets the ended session', async () => {
    storeCookie(tokens);
    const api = fakeApi({
      [ME]: { status: 200, data: user },
      'GET /api/private-transport': { status: 401 },
      [REFRESH]: { status: 401 },
    });
    await startSession();
    window.history.replaceState(null, '', '/profile/settings');
    let whileLeaving: unknown;

    await leaveEndedSession(async () => {
      // The private page being left still fetches with the revoked token, and asks who is in.
      await expect(apiClient.get('/private-transport')).rejects.toThrow();
      await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      whileLeaving = { cookie: cookieTokens(), user: session().user };
    });

    expect(api.to(REFRESH)).toHaveLength(1);
    // Its guard saw the member all along: nothing sent them to sign in.
    expect(whileLeaving).toEqual({ cookie: tokens, user });
    expect(navigate).not.toHaveBeenCalled();
    // The page it reached drops them once on screen.
    expect(cookieTokens()).toEqual(tokens);
    forgetSession();
    expect(cookieTokens()).toBeNull();
    expect(session()).toEqual(
      expect.objectContaining({ tokens: null, user: null, status: 'anonymous' }),
    );
  });

  it('drops the session itself when the page it went to never does', async () => {
    jest.useFakeTimers();
    storeCookie(tokens);
    fakeApi({ [ME]: { status: 200, data: user } });
    await startSession();
    await leaveEndedSession(() => undefined);
    expect(cookieTokens()).toEqual(tokens);
    jest.advanceTimersByTime(5_000);
    expect(cookieTokens()).toBeNull();
    expect(session().status).toBe('anonymous');
  });
});

describe('an expired session during any call', () => {
  async function signedInAt(path: string) {
    window.history.replaceState(null, '', path);
    storeCookie(tokens);
    const api = fakeApi({
      [ME]: { status: 200, data: user },
      'GET /api/private-transport': { status: 401 },
      [REFRESH]: { status: 401 },
    });
    await startSession();
    queryClient.setQueryData(['profile'], { nickname: 'ann' });
    return api;
  }

  it('signs out, drops the cache and sends the user to login with the way back', async () => {
    await signedInAt('/my/cars?page=2&status=sold');

    await expect(apiClient.get('/private-transport')).rejects.toThrow();

    expect(cookieTokens()).toBeNull();
    expect(session()).toEqual(expect.objectContaining({ tokens: null, status: 'anonymous' }));
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/my/cars?page=2&status=sold')}`,
    );
  });

  it('stays on the login page when already there', async () => {
    await signedInAt('/login?redirect=%2Fprofile');

    await expect(apiClient.get('/private-transport')).rejects.toThrow();

    expect(cookieTokens()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('tokens shared between tabs', () => {
  it('uses a pair rotated by another tab instead of the spent one', async () => {
    storeCookie(tokens);
    const api = fakeApi({ [ME]: { status: 200, data: user }, 'GET /api/profile': { status: 200 } });
    await startSession();

    storeCookie(rotated);
    await apiClient.get('/profile');

    expect(api.to('GET /api/profile')).toEqual([
      expect.objectContaining({ authorization: 'Bearer access-2' }),
    ]);
    expect(session().tokens).toEqual(rotated);
  });

  it('keeps the pair in memory when the browser does not keep the cookie', async () => {
    const api = fakeApi({ [ME]: { status: 200, data: user }, 'GET /api/profile': { status: 200 } });
    await startSession();
    await signIn(tokens);

    Cookies.remove('auth_tokens', { path: '/' });
    await apiClient.get('/profile');

    expect(api.to('GET /api/profile')).toEqual([
      expect.objectContaining({ authorization: 'Bearer access-1' }),
    ]);
  });
});

describe('waitForAuth', () => {
  beforeEach(() => jest.useFakeTimers());

  it('resolves at once when the session is known', async () => {
    useSessionStore.getState().setUser(user);
    await expect(peek(waitForAuth())).resolves.toEqual(user);

    useSessionStore.getState().setUser(null);
    await expect(peek(waitForAuth())).resolves.toBeNull();
  });

  it('polls every 50 ms while the session loads', async () => {
    useSessionStore.getState().setLoading();
    const waiting = waitForAuth();

    await jest.advanceTimersByTimeAsync(120);
    useSessionStore.getState().setUser(user);
    expect(await peek(waiting)).toBe('pending');
    await jest.advanceTimersByTimeAsync(29);
    expect(await peek(waiting)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);

    await expect(peek(waiting)).resolves.toEqual(user);
  });

  it('gives up after 3 s and treats the user as signed out', async () => {
    const waiting = waitForAuth();

    await jest.advanceTimersByTimeAsync(2_999);
    expect(await peek(waiting)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);

    await expect(peek(waiting)).resolves.toBeNull();
  });

  it('waits for a session that is starting', async () => {
    storeCookie(tokens);
    fakeApi({ [ME]: [{ status: 502 }, { status: 200, data: admin }] });

    void startSession();
    const waiting = waitForAuth();
    await jest.advanceTimersByTimeAsync(1_050);

    await expect(peek(waiting)).resolves.toEqual(admin);
  });
});
