// Runs the API's media suites again with the test apps' media in a real S3-compatible server
// (s3rver on 127.0.0.1, started by api/test/support/global-setup.ts): everything that stores,
// serves, copies, sweeps, exports or deletes photos, through the S3 driver (ADR 0145). The other
// suites and the journeys use the local folder, the default.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Code that writes, reads or deletes stored files: add its suite here. */
const MEDIA_SUITES = [
  'api/test/lib/media/__tests__/stored-images.test.ts',
  'api/test/lib/media/__tests__/sweep-media.test.ts',
  'api/test/lib/vehicles/__tests__/image-backfill.test.ts',
  'api/test/plugins/__tests__/storage.test.ts',
  // Readiness asks the store whether it answers.
  'api/test/routes/health/',
  'api/test/routes/media/',
  'api/test/routes/private-transport/__tests__/vehicle-images.test.ts',
  'api/test/routes/private-transport/__tests__/vehicle-image-variants.test.ts',
  'api/test/routes/private-transport/__tests__/upload-refusals.test.ts',
  'api/test/routes/logbook/__tests__/logbook-photos.test.ts',
  'api/test/routes/logbook/__tests__/logbook-private-photos.test.ts',
  'api/test/routes/posts/__tests__/post-photos.test.ts',
  'api/test/routes/profile/__tests__/your-data.test.ts',
  'api/test/cli/__tests__/demo-images.test.ts',
];

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const result = spawnSync(
  process.execPath,
  [jest, '--selectProjects', 'api', ...process.argv.slice(2), '--', ...MEDIA_SUITES],
  { stdio: 'inherit', env: { ...process.env, API_TEST_STORAGE: 's3' } },
);
process.exit(result.status ?? 1);
