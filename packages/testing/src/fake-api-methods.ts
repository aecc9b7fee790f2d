import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/** What a stand-in for one HTTP method may answer; a rejection is passed on as the failure. */
export interface FakeAnswer {
  data?: unknown;
  status?: number;
  headers?: Record<string, string>;
}

const BODYLESS = new Set(['get', 'delete', 'head', 'options']);

/** The query as the feature gave it: without the `lang` the client adds to every call. */
function callerParams(config: InternalAxiosRequestConfig): Record<string, unknown> | undefined {
  if (config.params === undefined || config.params instanceof URLSearchParams) return undefined;
  const entries = Object.entries(config.params as Record<string, unknown>).filter(
    ([name]) => name !== 'lang',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The arguments of axios' method helpers: `(url, options?)` or `(url, body, options?)`. */
function callArguments(config: InternalAxiosRequestConfig, method: string): unknown[] {
  const params = callerParams(config);
  const options = {
    ...(params && { params }),
    ...(config.signal && { signal: config.signal }),
    ...(config.onUploadProgress && { onUploadProgress: config.onUploadProgress }),
    // Only a caller's own choice (a download as a blob), not axios' default.
    ...(config.responseType &&
      config.responseType !== 'json' && { responseType: config.responseType }),
  };
  const rest = Object.keys(options).length > 0 ? [options] : [];
  if (BODYLESS.has(method)) return [config.url, ...rest];
  const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return [config.url, body, ...rest];
}

/**
 * For page tests that plan answers per HTTP method: replaces the transport of `client` (the real
 * api-client stays in charge of everything above it) with one jest mock per method, called like
 * axios' helpers — `get(url, {params, signal})`, `post(url, body, {onUploadProgress})`,
 * `delete(url)` — and answering `{ data }` or rejecting with the failure (e.g. `httpError(404)`).
 * Called at the top of a test file, every mock is reset before each test, ahead of the file's own
 * `beforeEach`, so that a test's plan never leaks into the next.
 */
export function fakeApiMethods(client: AxiosInstance) {
  const methods = {
    get: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  } satisfies Record<string, jest.Mock>;
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    const mock = (methods as Record<string, jest.Mock | undefined>)[method];
    if (!mock) throw new Error(`No stand-in for ${method.toUpperCase()} ${config.url}`);
    const answer = (await mock(...callArguments(config, method))) as FakeAnswer | undefined;
    return {
      data: answer?.data,
      status: answer?.status ?? 200,
      statusText: '',
      headers: answer?.headers ?? {},
      config,
    };
  };
  client.defaults.adapter = adapter;
  beforeEach(() => {
    for (const mock of Object.values(methods)) mock.mockReset();
  });
  return methods;
}
