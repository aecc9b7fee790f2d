import {
  DEFAULT_RUNTIME_CONFIG,
  REQUEST_TIMEOUT_MS,
  tokenPairSchema,
  type TokenPair,
} from '@carclub/contracts';
import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiBaseUrl, setApiBaseUrl } from './api-url';
import { isAuthPathWithoutRefresh, isRefreshTokenPath, REFRESH_TOKEN_PATH } from './auth-paths';
import { requestLanguage } from './language';

export const DEFAULT_BASE_URL = DEFAULT_RUNTIME_CONFIG.apiBaseUrl;
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export interface TokenStore {
  getTokens(): TokenPair | null;
  setTokens(tokens: TokenPair): void;
  clearTokens(): void;
}

export interface ApiClientConfig {
  /** Where the API lives; relative paths of every call, the refresh call included, resolve here. */
  baseURL?: string;
  tokenStore: TokenStore;
  /** Called once per failed refresh, after the tokens were cleared (e.g. go to /login). */
  onSessionExpired: () => void;
}

type RetryableConfig = InternalAxiosRequestConfig & { retriedAfterRefresh?: boolean };

export const apiClient: AxiosInstance = axios.create({
  // Calls made before the session configures the client (a guest's, say) still reach the API.
  baseURL: apiBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  xsrfCookieName: XSRF_COOKIE_NAME,
  xsrfHeaderName: XSRF_HEADER_NAME,
  // Repeated keys (ids=a&ids=b) rather than axios' ids[]=a, as Fastify's query parser expects.
  paramsSerializer: { indexes: null },
});

let settings: ApiClientConfig | null = null;
let refreshInFlight: Promise<TokenPair> | null = null;

/** Called by the session at start-up; calling again replaces the previous configuration. */
export function configureApiClient(config: ApiClientConfig): void {
  settings = config;
  refreshInFlight = null;
  setApiBaseUrl(config.baseURL);
  apiClient.defaults.baseURL = apiBaseUrl();
}

const bearer = (accessToken: string) => `Bearer ${accessToken}`;

function sentAccessToken(config: InternalAxiosRequestConfig): string | null {
  const header = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : null;
}

function attachSessionAndLanguage(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const tokens = settings?.tokenStore.getTokens();
  // The refresh call proves itself with the refresh token; the expired access token adds nothing.
  if (tokens && !isRefreshTokenPath(config.url)) {
    config.headers.set('Authorization', bearer(tokens.accessToken));
  }
  const lang = requestLanguage();
  if (config.params instanceof URLSearchParams) {
    if (!config.params.has('lang')) config.params.set('lang', lang);
  } else {
    config.params = { lang, ...(config.params as Record<string, unknown> | undefined) };
  }
  return config;
}

async function runRefresh(current: ApiClientConfig): Promise<TokenPair> {
  const { tokenStore, onSessionExpired } = current;
  try {
    const refreshToken = tokenStore.getTokens()?.refreshToken;
    if (!refreshToken) throw new Error('No refresh token is stored');
    const response = await apiClient.post<unknown>(REFRESH_TOKEN_PATH, { refreshToken });
    const tokens = tokenPairSchema.parse(response.data);
    tokenStore.setTokens(tokens);
    return tokens;
  } catch (error) {
    tokenStore.clearTokens();
    onSessionExpired();
    throw error;
  }
}

/**
 * One refresh for every caller that hits a 401 meanwhile: the API rotates refresh tokens and
 * revokes the whole family when a spent one is reused, so two parallel refreshes would sign the
 * user out.
 */
function refreshTokens(current: ApiClientConfig): Promise<TokenPair> {
  refreshInFlight ??= runRefresh(current).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * For a call that cannot go through axios (the notification stream, read with fetch): the access
 * token the client would send now, or null when no one is signed in.
 */
export function currentAccessToken(): string | null {
  return settings?.tokenStore.getTokens()?.accessToken ?? null;
}

/**
 * A fresh access token after `rejected` was refused (401), sharing the one refresh with every axios
 * call that hit a 401 meanwhile; the token stored since, when another call already refreshed. A
 * failed refresh ends the session as it does for axios calls, and rejects.
 */
export async function refreshAccessToken(rejected: string): Promise<string> {
  const current = settings;
  if (!current) throw new Error('The API client is not configured');
  const stored = current.tokenStore.getTokens();
  if (stored && stored.accessToken !== rejected) return stored.accessToken;
  return (await refreshTokens(current)).accessToken;
}

async function retryAfterRefresh(error: AxiosError): Promise<unknown> {
  const config = error.config as RetryableConfig | undefined;
  const current = settings;
  if (
    !current ||
    !config ||
    error.response?.status !== 401 ||
    config.retriedAfterRefresh ||
    isAuthPathWithoutRefresh(config.url)
  ) {
    throw error;
  }
  const usedToken = sentAccessToken(config);
  // An anonymous call has no session to refresh or to expire.
  if (usedToken === null) throw error;

  config.retriedAfterRefresh = true;
  const stored = current.tokenStore.getTokens();
  let accessToken: string;
  if (stored && stored.accessToken !== usedToken) {
    // Another call already refreshed while this one was in flight.
    accessToken = stored.accessToken;
  } else {
    try {
      accessToken = (await refreshTokens(current)).accessToken;
    } catch {
      throw error;
    }
  }
  config.headers.set('Authorization', bearer(accessToken));
  return apiClient.request(config);
}

// Synchronous (it awaits nothing), so a call leaves in the same tick it is made, as axios would
// send it without interceptors.
apiClient.interceptors.request.use(attachSessionAndLanguage, undefined, { synchronous: true });
apiClient.interceptors.response.use(undefined, retryAfterRefresh);
