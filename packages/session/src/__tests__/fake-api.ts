import { apiClient } from '@carclub/api-client';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A request as it would leave the browser. */
export interface SentRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export type Reply = { status: number; data?: unknown } | 'network-error';

/**
 * `'GET /api/auth/me'` → a reply, a list of replies given one per call (the last repeats), or a
 * function answering when the test decides.
 */
export type Routes = Record<string, Reply | Reply[] | (() => Promise<Reply>)>;

function reject(reply: Reply, config: InternalAxiosRequestConfig): AxiosError {
  if (reply === 'network-error')
    return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response: AxiosResponse = {
    data: reply.data,
    status: reply.status,
    statusText: '',
    headers: {},
    config,
  };
  return new AxiosError(
    `Request failed with status code ${reply.status}`,
    reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    undefined,
    response,
  );
}

/**
 * Replaces only the transport (the axios adapter) of the real api-client; unknown routes answer
 * 404 like the API would.
 */
export function fakeApi(routes: Routes) {
  const sent: SentRequest[] = [];
  const calls = new Map<string, number>();
  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(apiClient.getUri(config), 'https://localhost');
    const route = `${(config.method ?? 'get').toUpperCase()} ${url.pathname}`;
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    const call = calls.get(route) ?? 0;
    calls.set(route, call + 1);
    const planned = routes[route] ?? { status: 404 };
    const reply =
      typeof planned === 'function'
        ? await planned()
        : Array.isArray(planned)
          ? (planned[call] ?? planned.at(-1))
          : planned;
    if (!reply) throw new Error(`No reply planned for ${route}`);
    if (reply === 'network-error' || reply.status >= 300) throw reject(reply, config);
    return { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return {
    sent,
    to: (route: string) => sent.filter((request) => `${request.method} ${request.path}` === route),
  };
}
