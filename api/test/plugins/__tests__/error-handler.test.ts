import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorPayloadSchema, httpErrors } from '../../../src/lib/http-errors';
import { users } from '../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp, withTestApp } from '../../support/test-app';

const testRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/api/test/cars',
    {
      schema: {
        querystring: z.object({ draft: z.enum(['yes', 'no']).optional() }),
        body: z.object({
          name: z.string().min(1, 'validation.required'),
          vin: z
            .string()
            .length(17, 'validation.vinLength')
            .regex(/^[A-HJ-NPR-Z0-9]+$/, 'validation.vinChars'),
          year: z.number().int('validation.invalidYear'),
          engine: z.object({ capacity: z.number().nonnegative('validation.nonNegative') }),
        }),
        response: { 201: z.object({ name: z.string() }) },
      },
    },
    async (request, reply) => reply.code(201).send({ name: request.body.name }),
  );
  api.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  api.get('/api/test/taken', async () => {
    throw httpErrors.conflict('email');
  });
  api.get('/api/test/slow-down', async () => {
    throw httpErrors.tooManyRequests(30);
  });
  api.get(
    '/api/test/bad-output',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => {
      return { id: 'not a number' } as unknown as { id: number };
    },
  );
};

describe('error handler', () => {
  const { app } = useTestApp({ database: 'none' });
  app.register(testRoutes);

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown %s /api route with the 404 payload',
    async (method) => {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${method}:/api/no-such-thing not found`,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('lists every failing body field, nested ones by dotted path, with their message keys', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cars',
      payload: { name: '', vin: 'ioq', year: 2001.5, engine: { capacity: -1 } },
    });

    expect(response.statusCode).toBe(400);
    const body = errorPayloadSchema.parse(response.json());
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Bad Request',
      details: {
        fields: {
          name: ['validation.required'],
          vin: ['validation.vinLength', 'validation.vinChars'],
          year: ['validation.invalidYear'],
          'engine.capacity': ['validation.nonNegative'],
        },
      },
    });
  });

  it('reports missing required fields and invalid query parameters the same way', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/test/cars',
      payload: { name: 'Golf' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details.fields).sort()).toEqual(['engine', 'vin', 'year']);

    const badQuery = await app.inject({
      method: 'POST',
      url: '/api/test/cars?draft=maybe',
      payload: { name: 'Golf', vin: 'WVWZZZ1KZAW000001', year: 2010, engine: { capacity: 1.4 } },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().details.fields)).toEqual(['draft']);
  });

  it("answers what a schema has no message of ours for with the catalogue's key, never zod's English", async () => {
    const wrongBody = await app.inject({ method: 'POST', url: '/api/test/cars', payload: [1] });
    expect(wrongBody.statusCode).toBe(400);
    expect(wrongBody.json().details.fields).toEqual({ body: ['validation.invalidFormat'] });

    const badQuery = await app.inject({
      method: 'POST',
      url: '/api/test/cars?draft=maybe',
      payload: { name: 'Golf', vin: 'WVWZZZ1KZAW000001', year: 2010, engine: { capacity: 1.4 } },
    });
    expect(badQuery.json().details.fields).toEqual({ draft: ['validation.invalidFormat'] });

    // A message of ours stays as it is.
    const emptyName = await app.inject({
      method: 'POST',
      url: '/api/test/cars',
      payload: { name: '', vin: 'WVWZZZ1KZAW000001', year: 2010, engine: { capacity: 1.4 } },
    });
    expect(emptyName.json().details.fields).toEqual({ name: ['validation.required'] });
  });

  it('lets valid input through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cars',
      payload: { name: 'Golf', vin: 'WVWZZZ1KZAW000001', year: 2010, engine: { capacity: 1.4 } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: 'Golf' });
  });

  it('answers malformed JSON with a 400 payload', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cars',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(response.json())).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
    });
  });

  it('hides the message and stack of an unexpected error behind a generic 500 payload', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|\.ts:\d+|at /);
  });

  it('treats a response that breaks its own schema as a 500, not as a client error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-output' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });

  it('sends intentional errors with their message, details and headers', async () => {
    const conflict = await app.inject({ method: 'GET', url: '/api/test/taken' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'email already exists',
      details: { constraint: 'unique', fields: { email: ['errors.unique_email'] } },
    });

    const limited = await app.inject({ method: 'GET', url: '/api/test/slow-down' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too Many Requests',
    });
  });

  it(
    'answers a permission the database refuses with 503 and Retry-After, as an outage',
    () =>
      withTestApp({ database: 'fresh' }, async (onDatabase) => {
        // A role of its own on a shared server, as the API's role would be after a lost grant.
        const role = `carclub_no_grants_${randomBytes(6).toString('hex')}`;
        onDatabase.get('/api/test/no-grant', async () =>
          onDatabase.db.transaction(async (tx) => {
            await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
            return tx.select({ id: users.id }).from(users).limit(1);
          }),
        );
        try {
          await onDatabase.ready();
          await onDatabase.db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN`));
          const response = await onDatabase.inject({ method: 'GET', url: '/api/test/no-grant' });

          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('5');
          expect(response.json()).toEqual({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Service Unavailable',
          });
        } finally {
          await onDatabase.db.execute(sql.raw(`DROP ROLE IF EXISTS ${role}`));
        }
      }),
    DATABASE_TIMEOUT_MS,
  );

  describe('a value the database refuses', () => {
    /** What Drizzle throws: its own error, whose cause is the driver's, quoting the value. */
    function failedQuery(code: string): Error {
      const cause = Object.assign(
        new Error('invalid byte sequence for encoding "UTF8": 0x00 near "ann@example.com"'),
        { code, severity: 'ERROR', detail: 'Key (email)=(ann@example.com)' },
      );
      return Object.assign(
        new Error('Failed query: select 1 where email = $1\nparams: ann@example.com', { cause }),
        { query: 'select 1 where email = $1', params: ['ann@example.com'] },
      );
    }

    async function answerTo(code: string) {
      const lines: string[] = [];
      const logStream = { write: (line: string) => void lines.push(line) };
      const env = { LOG_LEVEL: 'debug' };
      return withTestApp({ database: 'none', env, logStream }, async (logged) => {
        logged.get('/api/test/db-refusal', async () => {
          throw failedQuery(code);
        });
        const response = await logged.inject({ method: 'GET', url: '/api/test/db-refusal' });
        return { response, log: lines.join('') };
      });
    }

    it.each(['22021', '22P02', '22001', '22003', '22007', '22008', '22025'])(
      'is a 400, not a 500, and is logged as a warning without the value (SQLSTATE %s)',
      async (code) => {
        const { response, log } = await answerTo(code);

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Bad Request',
        });
        expect(log).toContain(`"sqlState":"${code}"`);
        expect(log).toContain('"level":40');
        expect(log).not.toContain('ann@example.com');
      },
    );

    it('finds the SQLSTATE on a cause from another realm (PGlite under Jest), not only on Errors', async () => {
      const lines: string[] = [];
      const logStream = { write: (line: string) => void lines.push(line) };
      const env = { LOG_LEVEL: 'warn' };
      await withTestApp({ database: 'none', env, logStream }, async (logged) => {
        logged.get('/api/test/foreign-cause', async () => {
          throw new Error('Failed query', { cause: { code: '22021', message: 'a\u0000b' } });
        });
        const response = await logged.inject({ method: 'GET', url: '/api/test/foreign-cause' });
        expect(response.statusCode).toBe(400);
        expect(lines.join('')).toContain('"sqlState":"22021"');
      });
    });

    it('stays a 500 for database failures that are not about a value (a column the code expects is missing)', async () => {
      const { response, log } = await answerTo('42703');

      expect(response.statusCode).toBe(500);
      expect(log).not.toContain('ann@example.com');
    });
  });
});
