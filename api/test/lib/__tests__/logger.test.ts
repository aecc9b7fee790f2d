import { Writable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sql } from 'drizzle-orm';

import { users } from '../../../src/db/schema';
import { describeError, redactUrl } from '../../../src/lib/logger';
import { useTestApp } from '../../support/test-app';

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

/** The log lines an app writes, emptied before each test (a beforeEach of the caller's describe). */
function useLogLines(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logStream };
}

describe('logging', () => {
  const { lines, logStream } = useLogLines();
  const { app } = useTestApp({ database: 'none', env: { LOG_LEVEL: 'info' }, logStream });
  app.register(signIn);

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

describe('logging a failed database query', () => {
  const EMAIL = 'olena.kovalenko@example.com';
  const NICKNAME = 'OlenaK1990';
  const PHONE = '+380671234567';

  /** Routes that fail inside the database with personal data in the statement's parameters. */
  const failingQueries: FastifyPluginAsyncZod = async (api) => {
    // The value is quoted back in PostgreSQL's own message: invalid input syntax for type uuid.
    api.get('/api/test/cast', async () => {
      await api.db.execute(sql`select ${EMAIL}::uuid, ${PHONE}::text`);
    });
    // A unique violation, whose detail names the duplicated value: Key (email)=(…) already exists.
    api.get('/api/test/duplicate', async () => {
      const row = { email: EMAIL, nickname: NICKNAME, passwordHash: PHONE };
      await api.db.transaction(async (tx) => {
        await tx.insert(users).values(row);
        await tx.insert(users).values({ ...row, nickname: `${NICKNAME}-2` });
      });
    });
  };

  const { lines, logStream } = useLogLines();
  const { app } = useTestApp({ database: 'shared', env: { LOG_LEVEL: 'info' }, logStream });
  app.register(failingQueries);

  it.each([
    // A value the database refuses is the request's fault (400), still logged to be found.
    ['/api/test/cast', 400, 'database refused a value', '22P02', 'select $1::uuid, $2::text'],
    ['/api/test/duplicate', 500, 'request failed', '23505', 'values (default, $1, $2, $3'],
  ])(
    'logs %s by its statement and SQLSTATE, without the personal data in it',
    async (url, status, logMessage, code, statement) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);

      const output = lines.join('');
      expect(output).toContain(logMessage);
      expect(output).toContain(`"code":"${code}"`);
      expect(output).toContain(statement);
      for (const personal of [EMAIL, 'olena.kovalenko', NICKNAME, PHONE]) {
        expect(output).not.toContain(personal);
      }
    },
  );
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

describe('describeError', () => {
  it('keeps the class, code and frames of an error, and nothing of its message', () => {
    const error = Object.assign(new TypeError('no such user bob@example.com'), { code: 'E_X' });
    const described = describeError(error);
    expect(described).toMatchObject({ type: 'TypeError', code: 'E_X' });
    expect(described.frames).toEqual(expect.arrayContaining([expect.stringMatching(/^at /)]));
    expect(JSON.stringify(described)).not.toContain('bob@example.com');
    expect(describeError('bob@example.com')).toEqual({ type: 'string' });
  });
});
