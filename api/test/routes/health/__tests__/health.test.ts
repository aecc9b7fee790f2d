import { APP_VERSION } from '../../../../src/lib/version';
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
