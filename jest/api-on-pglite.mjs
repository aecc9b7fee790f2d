// With TEST_DATABASE_URL set (`.ci/run` starts a server), `pnpm test:unit` runs the API's tests
// on that PostgreSQL server (ADR 0115). This pass then runs again, on the embedded PGlite that
// `pnpm start` uses, the suites of the code that differs by driver; the journeys cover the rest
// of PGlite, as the site runs on it. Without a server the unit run was on PGlite already: skip.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Code that branches on the driver or reads its raw results: add its suite here. */
const DRIVER_DEPENDENT_SUITES = [
  // Check constraints, and the SQLSTATE of a unique violation as each driver reports it.
  'api/test/db/__tests__/vehicle-enum-checks.test.ts',
  'api/test/lib/db/',
  'api/test/plugins/__tests__/error-handler.test.ts',
  // Raw `db.execute` results (counts, batched inserts).
  'api/test/lib/analytics/',
  'api/test/routes/admin/__tests__/overview.test.ts',
  'api/test/cli/',
  // LISTEN/NOTIFY (db/listen.ts) and the reminder jobs (pg-boss on a server, in-process here).
  'api/test/routes/notifications/',
  'api/test/routes/reminders/',
  // Triggers that keep the counters (migration 0021), and the raw subquery of first replies.
  'api/test/routes/discussions/',
  'api/test/routes/posts/',
  // Hand-written SQL: LIKE … ESCAPE of a bound prefix, ORDER BY a bound comparison (@ autocomplete).
  'api/test/routes/members/__tests__/suggest.test.ts',
  // A conditional upsert (ON CONFLICT … WHERE) and a date column read as text (trust counters).
  'api/test/lib/trust/',
];

if (!process.env.TEST_DATABASE_URL) {
  // Said, not silent: whoever reads `pnpm test`'s output sees why this step ran nothing.
  console.log('API driver suites on PGlite: already run by test:unit (no TEST_DATABASE_URL).');
  process.exit(0);
}
const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const result = spawnSync(
  process.execPath,
  [jest, '--selectProjects', 'api', ...process.argv.slice(2), '--', ...DRIVER_DEPENDENT_SUITES],
  { stdio: 'inherit', env: { ...process.env, API_TEST_DATABASE: 'pglite' } },
);
process.exit(result.status ?? 1);
