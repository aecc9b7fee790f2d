import type { TokenPair } from '@carclub/contracts';
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient, configureApiClient, type TokenStore } from '../client';

/** A request as it would leave the browser. */
export interface SentRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply =
  { status: number; data?: unknown } | { fail: 'network' | 'timeout' | 'etimedout' | 'canceled' };

export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

function failure(
  kind: 'network' | 'timeout' | 'etimedout' | 'canceled',
  config: InternalAxiosRequestConfig,
) {
  switch (kind) {
    case 'network':
      return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    case 'timeout':
      return new AxiosError(
        `timeout of ${config.timeout}ms exceeded`,
        AxiosError.ECONNABORTED,
        config,
      );
    case 'etimedout':
      return new AxiosError(
        `timeout of ${config.timeout}ms exceeded`,
        AxiosError.ETIMEDOUT,
        config,
      );
    case 'canceled':
      return new axios.CanceledError(undefined, undefined, config);
  }
}

/**
 * Replaces the transport (the axios adapter) with `handler`; everything above it — interceptors,
 * URL building, status validation — is the real client. Mirrors axios' own adapters: a status
 * rejected by validateStatus becomes an AxiosError carrying the response.
 */
export function fakeApi(handler: Handler) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = apiClient.getUri(config);
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      path: new URL(url, 'http://localhost').pathname,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
          name.toLowerCase(),
          String(value),
        ]),
      ),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    sent.push(request);
    const reply = await handler(request);
    if ('fail' in reply) throw failure(reply.fail, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return {
    sent,
    to: (path: string) => sent.filter((request) => request.path === path),
  };
}

/** An in-memory token store with spies, as the session package would provide. */
export function memoryTokenStore(initial: TokenPair | null) {
  let tokens = initial;
  const store = {
    getTokens: jest.fn(() => tokens),
    setTokens: jest.fn((next: TokenPair) => {
      tokens = next;
    }),
    clearTokens: jest.fn(() => {
      tokens = null;
    }),
  } satisfies TokenStore;
  return store;
}

export function configure(initial: TokenPair | null, baseURL?: string) {
  const tokenStore = memoryTokenStore(initial);
  const onSessionExpired = jest.fn();
  configureApiClient({ baseURL, tokenStore, onSessionExpired });
  return { tokenStore, onSessionExpired };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
