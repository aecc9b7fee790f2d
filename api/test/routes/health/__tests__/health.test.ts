import type { App } from '../../../../src/app-type';
import { APP_VERSION } from '../../../../src/lib/version';
import {
  buildTestApp,
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
} from '../../../support/test-app';

describe('GET /api/health', () => {
  let siteDir: string;
  let app: App;

  beforeEach(async () => {
    siteDir = await makeTempDir();
    app = buildTestApp({ SITE_DIR: siteDir });
  });

  afterEach(async () => {
    await app.close();
    await removeTempDir(siteDir);
  });

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
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await makeTempDir();
  });

  afterAll(async () => {
    await removeTempDir(siteDir);
  });

  it(
    'says ready, never cached, when the database answers',
    async () => {
      const app = buildTestApp({ SITE_DIR: siteDir }, { database: 'shared' });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/ready' });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ready' });
        expect(response.headers['cache-control']).toBe('no-store');
      } finally {
        await app.close();
      }
    },
    DATABASE_TIMEOUT_MS,
  );

  it('answers 503 in the error payload while /api/health stays 200 when the database cannot serve', async () => {
    // The `none` test database throws on any use, as a database that cannot answer does.
    const app = buildTestApp({ SITE_DIR: siteDir });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });

      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable',
      });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
