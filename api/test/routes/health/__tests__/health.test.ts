import type { App } from '../../../../src/app-type';
import { APP_VERSION } from '../../../../src/lib/version';
import { buildTestApp, makeTempDir, removeTempDir } from '../../../support/test-app';

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

  it('reports ok, the version and a whole number of seconds up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ status: string; version: string; uptimeSeconds: number }>();
    expect(body).toEqual({ status: 'ok', version: APP_VERSION, uptimeSeconds: expect.any(Number) });
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is only mounted under the API prefix', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(404);
  });
});
