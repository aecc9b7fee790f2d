// Runs the API's Jest project again with every test app on the PostgreSQL server named by
// TEST_DATABASE_URL (`.ci/run` starts one). Without it there is no server to use: skip, loudly.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set (.ci/run sets it).');
  process.exit(0);
}
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const result = spawnSync(
  process.execPath,
  [jest, ...process.argv.slice(2), '--selectProjects', 'api'],
  { stdio: 'inherit', env: { ...process.env, API_TEST_DATABASE: 'postgres' } },
);
process.exit(result.status ?? 1);
