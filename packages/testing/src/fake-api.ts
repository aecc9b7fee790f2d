import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A request as it would leave the browser, after the client's interceptors. */
export interface SentRequest {
  method: string;
  /** Everything axios would put on the wire after the host: base URL, path and query. */
  url: string;
  path: string;
  /** Header name (lower case) -> value. */
  headers: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export type TransportFailure = 'network' | 'timeout' | 'etimedout' | 'canceled';

export type Reply = { status: number; data?: unknown } | { fail: TransportFailure };

export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

/**
 * `'GET /api/auth/me'` → a reply, a list of replies given one per call (the last repeats), or a
 * function answering when the test decides. Unknown routes answer 404, like the API would.
 */
export type Routes = Record<string, Reply | Reply[] | (() => Promise<Reply>)>;

function failure(kind: TransportFailure, config: InternalAxiosRequestConfig): Error {
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

const routeOf = (request: SentRequest) => `${request.method} ${request.path}`;

function routesHandler(routes: Routes): Handler {
  const calls = new Map<string, number>();
  return async (request) => {
    const route = routeOf(request);
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
    return reply;
  };
}

function sentRequest(client: AxiosInstance, config: InternalAxiosRequestConfig): SentRequest {
  const url = client.getUri(config);
  const headers = Object.fromEntries(
    Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
      name.toLowerCase(),
      String(value),
    ]),
  );
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url,
    path: new URL(url, 'http://localhost').pathname,
    headers,
    authorization: headers.authorization,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  };
}

/**
 * Replaces only the transport (the axios adapter) of `client` with `answer`, a handler or a
 * table of routes; everything above it (interceptors, URL building, status validation) is the
 * real client. Mirrors axios' own adapters: a status rejected by validateStatus becomes an
 * AxiosError carrying the response. `to` lists the requests sent to a path (`/api/auth/me`) or
 * a route (`GET /api/auth/me`).
 */
export function fakeApi(client: AxiosInstance, answer: Handler | Routes) {
  const handler = typeof answer === 'function' ? answer : routesHandler(answer);
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = sentRequest(client, config);
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
  client.defaults.adapter = adapter;
  return {
    sent,
    to: (pathOrRoute: string) =>
      sent.filter((request) =>
        pathOrRoute.includes(' ') ? routeOf(request) === pathOrRoute : request.path === pathOrRoute,
      ),
  };
}
