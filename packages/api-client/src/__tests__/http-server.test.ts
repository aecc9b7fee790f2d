import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toApiError } from '../api-error';
import { apiClient } from '../client';
import { configure } from './fake-api';

/**
 * The same client over the browser's real transport (jsdom's XMLHttpRequest) against a real
 * HTTP server, to prove the headers, query and timeouts reach the wire.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const PAGE_ORIGIN = 'http://localhost';
let server: Server;
let origin: string;
let received: Received[] = [];
let validToken = 'access-2';

function startServer(): Promise<void> {
  server = createServer((request, response) => {
    // The page (jsdom at http://localhost) and this server differ in port, so CORS applies.
    response.setHeader('Access-Control-Allow-Origin', PAGE_ORIGIN);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
      response.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, X-XSRF-TOKEN',
      );
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const path = new URL(request.url ?? '/', origin).pathname;
      if (path === '/slow') return; // never answers
      response.setHeader('Content-Type', 'application/json');
      if (path === '/api/auth/refresh-token') {
        response.end(JSON.stringify({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
        return;
      }
      if (request.headers.authorization !== `Bearer ${validToken}`) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Expired' }),
        );
        return;
      }
      response.end(JSON.stringify({ ok: true }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

beforeAll(startServer);

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  received = [];
  validToken = 'access-2';
  localStorage.setItem('i18nextLng', 'uk');
});

const toApi = (request: Received) => request.method !== 'OPTIONS';

it('sends bearer, lang and the XSRF header named per spec over XMLHttpRequest', async () => {
  validToken = 'access-1';
  configure({ accessToken: 'access-1', refreshToken: 'refresh-1' }, `${origin}/api`);
  document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';

  // Cross-origin here, so the XSRF header is opted in; on the site the API is same-origin.
  const response = await apiClient.get('/private-transport', {
    params: { modelIds: ['golf', 'polo'] },
    withXSRFToken: true,
  });

  expect(response.data).toEqual({ ok: true });
  const [request] = received.filter(toApi);
  expect(request?.url).toBe('/api/private-transport?lang=uk&modelIds=golf&modelIds=polo');
  expect(request?.headers.authorization).toBe('Bearer access-1');
  expect(request?.headers['x-xsrf-token']).toBe('xsrf-value');
});

it('refreshes and retries over the real transport', async () => {
  const { tokenStore } = configure(
    { accessToken: 'access-1', refreshToken: 'refresh-1' },
    `${origin}/api`,
  );

  await expect(apiClient.get('/profile')).resolves.toMatchObject({ data: { ok: true } });

  expect(
    received.filter(toApi).map((request) => [request.method, request.url.split('?')[0]]),
  ).toEqual([
    ['GET', '/api/profile'],
    ['POST', '/api/auth/refresh-token'],
    ['GET', '/api/profile'],
  ]);
  expect(JSON.parse(received.filter(toApi)[1]?.body ?? '')).toEqual({ refreshToken: 'refresh-1' });
  expect(tokenStore.getTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
});

it('reports a real timeout as a timeout', async () => {
  configure(null, origin);
  const error = await apiClient.get('/slow', { timeout: 100 }).catch((caught: unknown) => caught);
  expect(toApiError(error)).toMatchObject({ kind: 'timeout', status: 408 });
});

it('reports an unreachable server as a network error', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  configure(null, `http://127.0.0.1:${port}`);
  // jsdom reports the refused connection on the console, as a browser would.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom keeps an XHR's timeout timer after a network error; a short one lets Jest exit promptly.
  const error = await apiClient
    .get('/profile', { timeout: 500 })
    .catch((caught: unknown) => caught);
  consoleError.mockRestore();

  expect(toApiError(error)).toMatchObject({ kind: 'network_error' });
  expect(toApiError(error).status).toBeUndefined();
});
