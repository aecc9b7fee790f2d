import type * as ApiClientModule from '@carclub/api-client';
import {
  AUTH_POLL_MS,
  AUTH_WAIT_MS,
  type CurrentUser,
  type Role,
  type TokenPair,
} from '@carclub/contracts';
import {
  hashKey,
  queryOptions,
  useQuery,
  type QueryCacheNotifyEvent,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  CURRENT_USER_QUERY_KEY,
  CURRENT_USER_STALE_TIME_MS,
  HOME_PATH,
  LOGIN_PATH,
  QUERY_RETRY_COUNT,
  REDIRECT_PARAM,
} from './constants';
import { queryClient, retryDelay } from './query-client';
import { sessionConfig } from './session-config';
import { useSessionStore } from './store';
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from './token-cookie';

const CURRENT_USER_QUERY_HASH = hashKey(CURRENT_USER_QUERY_KEY);

const sameTokens = (a: TokenPair | null, b: TokenPair | null) =>
  a?.accessToken === b?.accessToken && a?.refreshToken === b?.refreshToken;

/**
 * The cookie is shared by every tab, so a refresh made in another tab (which rotates the refresh
 * token) is picked up here instead of replaying a spent token, which would revoke the session.
 * Memory is the fallback where the browser refuses the Secure cookie (plain http off localhost).
 */
function currentTokens(): TokenPair | null {
  const fromCookie = readTokenCookie();
  const session = useSessionStore.getState();
  if (fromCookie && !sameTokens(fromCookie, session.tokens)) session.setTokens(fromCookie);
  return fromCookie ?? session.tokens;
}

function saveTokens(tokens: TokenPair): void {
  writeTokenCookie(tokens);
  useSessionStore.getState().setTokens(tokens);
}

function forgetTokens(): void {
  removeTokenCookie();
  useSessionStore.getState().setTokens(null);
}

function clearCredentials(): void {
  removeTokenCookie();
  useSessionStore.getState().clear();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}

/** Drops every trace of the signed-in user: credentials and all cached data. */
function endSession(): void {
  // Components showing the user see the sign-out before clear() detaches them from its query.
  clearCredentials();
  queryClient.clear();
  // Known to be signed out: nothing to fetch the next time the current user is asked for.
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}

/**
 * Set while logout() or leaveEndedSession() runs: the server has ended the session, so a request
 * still carrying its token is refused and its refresh fails. That expiry is the sign-out itself,
 * which goes where it goes on its own and drops the credentials once there; dropping them or
 * sending the user to sign in from the page they are leaving would win that race (the page's
 * guard answers a missing user with the sign-in page).
 */
let signingOut = false;

function expireSession(): void {
  if (signingOut) return;
  endSession();
  const { pathname, search } = window.location;
  // The login page keeps the way back it already has instead of being sent back to itself.
  if (pathname === LOGIN_PATH) return;
  const back = encodeURIComponent(`${pathname}${search}`);
  // Expiry is noticed inside a failed request, which nothing awaits: the navigation runs on its own.
  void sessionConfig().navigate(`${LOGIN_PATH}?${REDIRECT_PARAM}=${back}`);
}

let apiBaseURL: string | undefined;
let apiClientModule: Promise<typeof ApiClientModule> | null = null;

/**
 * The API client (axios) and the response schemas (zod) load the first time the session needs
 * the network: a guest's page, which has no token to check, downloads neither.
 */
function api(): Promise<typeof ApiClientModule> {
  apiClientModule ??= import('@carclub/api-client').then((module) => {
    module.configureApiClient({
      baseURL: apiBaseURL,
      tokenStore: {
        getTokens: currentTokens,
        setTokens: saveTokens,
        clearTokens: () => {
          if (!signingOut) clearCredentials();
        },
      },
      onSessionExpired: expireSession,
    });
    return module;
  });
  return apiClientModule;
}

async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  if (!currentTokens()) return null;
  const [{ isApiError, request }, { currentUserSchema }] = await Promise.all([
    api(),
    import('@carclub/contracts'),
  ]);
  try {
    return await request(currentUserSchema, { url: '/auth/me', signal });
  } catch (error) {
    const status = isApiError(error) ? error.status : undefined;
    const isAuthRejection = status === 401 || status === 403;
    // Rejected credentials stay rejected: signed out at once, no retry (unless the sign-out is
    // under way, which drops them itself once it has left the page).
    if (isAuthRejection && !signingOut) {
      forgetTokens();
      return null;
    }
    throw error;
  }
}

/**
 * Spec §4: no stored token means no user (and no request); 401/403 clear the credentials; other
 * failures are retried twice, and a user that cannot be loaded at all counts as signed out.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    // Explicit, because fetchQuery() would otherwise not retry at all.
    retry: QUERY_RETRY_COUNT,
    retryDelay,
  });
}

/**
 * The store follows the current-user query, however its data changes: a fetch, a failed fetch,
 * or setQueryData() after a profile update. A failed refetch keeps the user already known.
 */
function mirrorCurrentUser(event: QueryCacheNotifyEvent): void {
  if (event.type !== 'updated' || event.query.queryHash !== CURRENT_USER_QUERY_HASH) return;
  const { data, fetchStatus } = event.query.state as { data: unknown; fetchStatus: string };
  const session = useSessionStore.getState();
  // Only fetchCurrentUser (which validates) and deliberate setQueryData calls write this query.
  if (data) session.setUser(data as CurrentUser);
  else if (fetchStatus !== 'idle') session.setLoading();
  else session.setUser(null);
}

queryClient.getQueryCache().subscribe(mirrorCurrentUser);

async function loadCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await queryClient.fetchQuery(currentUserQueryOptions());
  } catch {
    return null;
  }
}

export interface StartSessionOptions {
  /** The API base URL from the runtime config; the api-client defaults to '/api'. */
  baseURL?: string;
}

let startedWithTokens = false;

/**
 * Whether the page started with stored credentials: the server saw the same cookie, so it rendered
 * the header of a member whose user is loading, and the browser hydrates that header first.
 */
export const startedWithStoredSession = (): boolean => startedWithTokens;

/**
 * Boots the session once per page: reads the auth_tokens cookie, wires the api-client to it and
 * resolves the current user (null when signed out or when the user cannot be loaded).
 */
export function startSession(options: StartSessionOptions = {}): Promise<CurrentUser | null> {
  apiBaseURL = options.baseURL;
  // Configured afresh for this start; the module itself stays cached by the bundler.
  apiClientModule = null;
  const tokens = readTokenCookie();
  startedWithTokens = tokens !== null;
  useSessionStore.getState().setTokens(tokens);
  return loadCurrentUser();
}

/** Stores the tokens of a fresh login and loads their user. */
export async function signIn(tokens: TokenPair): Promise<CurrentUser | null> {
  saveTokens(tokens);
  // A fetch still running with the previous (missing) tokens must not answer for the new ones.
  await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  try {
    return await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  } catch {
    return null;
  }
}

/**
 * Drops the credentials and every cached query without calling the API, for when the server has
 * already ended the session: a password reset ends all of the account's sessions.
 */
export function forgetSession(): void {
  clearTimeout(leaveFallback);
  signingOut = false;
  endSession();
}

/** How long leaveEndedSession waits for the page it went to before it drops the session itself. */
const LEAVE_FALLBACK_MS = 5_000;

/**
 * Leaves a session the server has already ended on purpose (the account deleted): `go` navigates
 * away and the page it reaches calls forgetSession() once it is on screen, so that the private
 * page being left never sees the member gone and sends them to sign in on the way. Until then a
 * call refused with the ended session drops nothing; should that page never come, the session is
 * dropped anyway a few seconds later.
 */
let leaveFallback: ReturnType<typeof setTimeout> | undefined;

export async function leaveEndedSession(go: () => void | Promise<void>): Promise<void> {
  signingOut = true;
  try {
    await go();
  } catch (error) {
    forgetSession();
    throw error;
  }
  leaveFallback = setTimeout(forgetSession, LEAVE_FALLBACK_MS);
}

/**
 * Spec §4: the logout call, then, even when it fails (the failure is only reported), the
 * credentials and every cached query are dropped and the browser goes home.
 */
export async function logout(): Promise<void> {
  signingOut = true;
  try {
    try {
      const { request } = await api();
      await request({ method: 'DELETE', url: '/auth/logout' });
    } catch (error) {
      sessionConfig().reportError(error);
    }
    // Home first: dropped credentials on a private page would make its guard send the user to
    // sign in, racing this navigation (and winning it on a busy machine).
    await sessionConfig().navigate(HOME_PATH);
    endSession();
  } finally {
    signingOut = false;
  }
}

/**
 * For route guards: resolves the user as soon as the session knows it, polling every 50 ms, and
 * null when it is signed out or still unknown after 3 s.
 */
export function waitForAuth(): Promise<CurrentUser | null> {
  const deadline = Date.now() + AUTH_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      const { status, user } = useSessionStore.getState();
      if (status === 'authenticated' || status === 'anonymous') resolve(user);
      else if (Date.now() >= deadline) resolve(null);
      else setTimeout(check, AUTH_POLL_MS);
    };
    check();
  });
}

/**
 * The current user (null when signed out), kept fresh for 5 min. Always the page's one client,
 * whatever QueryClientProvider is around, because the session lives there.
 */
export function useCurrentUser(): UseQueryResult<CurrentUser | null> {
  return useQuery(currentUserQueryOptions(), queryClient);
}

export function hasRole(user: CurrentUser | null | undefined, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}

export function useIsAdmin(): boolean {
  return hasRole(useCurrentUser().data, 'admin');
}
