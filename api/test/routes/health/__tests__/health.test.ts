import { randomUUID } from 'node:crypto';

import type { App } from '../../../../src/app-type';
import { APP_VERSION } from '../../../../src/lib/version';
import { s3TestEnv, startS3Server, useS3Server } from '../../../support/s3-server';
import { DATABASE_TIMEOUT_MS, useTestApp, withTestApp } from '../../../support/test-app';

describe('GET /api/health', () => {
  const { app } = useTestApp({ database: 'none' });

  it('reports ok, the version, a whole number of seconds up and the process that answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ status: string; version: string; uptimeSeconds: number }>();
    expect(body).toEqual({
      status: 'ok',
      version: APP_VERSION,
      uptimeSeconds: expect.any(Number),
      pid: process.pid,
    });
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is only mounted under the API prefix', async () => {
    // Outside /api the path is a page of the site (here: not built, 503), never the probe.
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('uptimeSeconds');
  });
});

describe('GET /api/ready', () => {
  it(
    'says ready, never cached, when the database answers',
    () =>
      withTestApp({ database: 'shared' }, async (app) => {
        const response = await app.inject({ method: 'GET', url: '/api/ready' });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ready' });
        expect(response.headers['cache-control']).toBe('no-store');
      }),
    DATABASE_TIMEOUT_MS,
  );

  it('answers 503 in the error payload while /api/health stays 200 when the database cannot serve', async () => {
    // The `none` test database throws on any use, as a database that cannot answer does.
    await withTestApp({ database: 'none' }, async (app) => {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });

      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable',
      });
      expect(health.statusCode).toBe(200);
    });
  });
});

describe('GET /api/ready with the media in a bucket', () => {
  const s3 = useS3Server();
  const ready = (app: App) => app.inject({ method: 'GET', url: '/api/ready' });

  it(
    'says ready when the bucket answers',
    () =>
      withTestApp(
        { database: 'shared', env: s3TestEnv(s3.endpoint, `ready-${randomUUID()}`) },
        async (app) => {
          const response = await ready(app);

          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ status: 'ready' });
        },
      ),
    DATABASE_TIMEOUT_MS,
  );

  it(
    'answers 503 in the error payload, as for the database, when the bucket is not there',
    () =>
      withTestApp(
        {
          database: 'shared',
          env: { ...s3TestEnv(s3.endpoint, 'ready'), S3_BUCKET: 'no-such-bucket' },
        },
        async (app) => {
          const response = await ready(app);
          const health = await app.inject({ method: 'GET', url: '/api/health' });

          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Service Unavailable',
          });
          expect(response.headers['retry-after']).toBe('5');
          expect(response.headers['cache-control']).toBe('no-store');
          expect(health.statusCode).toBe(200);
        },
      ),
    DATABASE_TIMEOUT_MS,
  );

  it(
    'is no longer ready once the S3 server stops',
    async () => {
      const server = await startS3Server();
      let stopped = false;
      try {
        await withTestApp(
          { database: 'shared', env: s3TestEnv(server.endpoint, `ready-${randomUUID()}`) },
          async (app) => {
            expect((await ready(app)).statusCode).toBe(200);

            await server.stop();
            stopped = true;
            const response = await ready(app);

            expect(response.statusCode).toBe(503);
            expect(response.json()).toMatchObject({
              statusCode: 503,
              error: 'Service Unavailable',
            });
          },
        );
      } finally {
        if (!stopped) await server.stop();
      }
    },
    DATABASE_TIMEOUT_MS,
  );
});
