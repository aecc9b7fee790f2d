import { Writable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { App } from '../../../src/app-type';
import { redactUrl } from '../../../src/lib/logger';
import { buildTestApp, makeTempDir, removeTempDir } from '../../support/test-app';

const BEARER = 'eyJhbGciOiJIUzI1NiJ9.bearer-secret.signature';
const PASSWORD = 'hunter2-very-secret';
const REFRESH_TOKEN = 'refresh-secret-7f3a';
const COOKIE_TOKEN = 'cookie-secret-19bd';
const QUERY_TOKEN = 'activation-secret-55aa';

const signIn: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/api/test/sign-in',
    {
      schema: {
        body: z.object({
          email: z.string(),
          password: z.string(),
          session: z.object({ refreshToken: z.string() }),
        }),
      },
    },
    async (request) => {
      // What a careless route might log: everything it got.
      request.log.info({ headers: request.headers, body: request.body }, 'sign-in attempt');
      throw new Error('database unavailable');
    },
  );
};

describe('logging', () => {
  let siteDir: string;
  let app: App;
  let lines: string[];

  beforeEach(async () => {
    siteDir = await makeTempDir();
    lines = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = buildTestApp({ SITE_DIR: siteDir, LOG_LEVEL: 'info' }, { logStream });
    app.register(signIn);
  });

  afterEach(async () => {
    await app.close();
    await removeTempDir(siteDir);
  });

  it('never writes bearer tokens, cookies, passwords or tokens, wherever they appear', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/sign-in?token=${QUERY_TOKEN}&lang=uk`,
      headers: { authorization: `Bearer ${BEARER}`, cookie: `auth_tokens=${COOKIE_TOKEN}` },
      payload: {
        email: 'driver@example.com',
        password: PASSWORD,
        session: { refreshToken: REFRESH_TOKEN },
      },
    });
    expect(response.statusCode).toBe(500);

    const output = lines.join('');
    // The request, the route's own log call and the failure were all logged…
    expect(output).toContain('sign-in attempt');
    expect(output).toContain('database unavailable');
    expect(output).toContain('driver@example.com');
    expect(output).toContain('/api/test/sign-in?token=[Redacted]&lang=uk');
    // …without a single secret.
    for (const secret of [
      BEARER,
      'bearer-secret',
      PASSWORD,
      REFRESH_TOKEN,
      COOKIE_TOKEN,
      QUERY_TOKEN,
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[Redacted]');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/auth/activate?token=abc', '/api/auth/activate?token=[Redacted]'],
    ['/cb?code=xyz&state=s1', '/cb?code=[Redacted]&state=s1'],
    [
      '/x?refreshToken=a&accessToken=b&page=2',
      '/x?refreshToken=[Redacted]&accessToken=[Redacted]&page=2',
    ],
    ['/x?PASSWORD=a', '/x?PASSWORD=[Redacted]'],
    ['/x?%74oken=a', '/x?%74oken=[Redacted]'],
    ['/x?search=%E0%A4%A', '/x?search=%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
