import { buildApp } from '../../../src/app';
import type { App } from '../../../src/app-type';
import { loadConfig } from '../../../src/config';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../support/postgres-server';
import {
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
  TEST_JWT_SECRET,
} from '../../support/test-app';

const bin = postgresBinaries();
if (bin === undefined) {
  // CI installs PostgreSQL (.ci/run); a machine without it cannot run this fault.
  console.warn(
    'PostgreSQL fault tests skipped: no /usr/lib/postgresql/<version>/bin on this machine',
  );
}
const describeWithPostgres = bin === undefined ? describe.skip : describe;

let sequence = 0;
function register(app: App) {
  sequence += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `killed${sequence}@example.com`,
      password: 'Zq8#correct-horse-battery',
      nickname: `killed${sequence}`,
    },
  });
}

describeWithPostgres('the API on a PostgreSQL server that is killed under it', () => {
  let server: ThrowawayPostgres;
  let dataDir: string;
  let app: App;

  beforeAll(async () => {
    server = await startThrowawayPostgres(bin!);
    dataDir = await makeTempDir();
    app = buildApp(
      loadConfig({
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
        SITE_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: TEST_JWT_SECRET,
        RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      }),
    );
    await app.ready();
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    server?.remove();
    await removeTempDir(dataDir);
  });

  it(
    'answers a write with 503 in the error payload at once, stays alive but not ready, and is ready again when the server is back',
    async () => {
      expect((await register(app)).statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      server.kill();

      const started = Date.now();
      const failed = await register(app);
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('5');
      expect(failed.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Service Unavailable',
      });

      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });

      server.start();
      const back = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ status: 'ready' });
      expect((await register(app)).statusCode).toBe(201);
    },
    DATABASE_TIMEOUT_MS,
  );
});
