/**
 * The API half of `pnpm bench`: throughput and latency of the busiest authenticated reads on a
 * realistic database. Starts a throwaway PostgreSQL server (as `.ci/run` does), seeds 10 000 demo
 * users with 100 000 vehicles, serves the API in this process and loads it with autocannon from a
 * separate process, so the load generator does not steal the server's event loop.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

import { postgresBin, runWhenMain, startPostgres, withBenchApi } from './bench-server.mts';

// The API is CommonJS and finds its migrations through __dirname, which only its own loader sets
// right: it is required, not imported.
const require = createRequire(import.meta.url);
const { seedDemo } =
  require('../../api/src/cli/demo/seed-demo.ts') as typeof import('../../api/src/cli/demo/seed-demo.ts');
const { sessions } =
  require('../../api/src/db/schema/users.ts') as typeof import('../../api/src/db/schema/users.ts');
const { openDatabase } =
  require('../../api/src/plugins/db.ts') as typeof import('../../api/src/plugins/db.ts');

const USERS = Number(process.env.BENCH_API_USERS ?? 10_000);
const VEHICLES = Number(process.env.BENCH_API_VEHICLES ?? 100_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
/** README budget: p99 of the vehicle list under this load. */
const LIST_P99_BUDGET_MS = 25;

interface Target {
  name: string;
  path: string;
  budgetP99Ms?: number;
}

const TARGETS: Target[] = [
  {
    name: 'my vehicles, page 1',
    path: '/api/private-transport?page=1&limit=12',
    budgetP99Ms: LIST_P99_BUDGET_MS,
  },
  {
    name: 'my vehicles, filtered',
    path: '/api/private-transport?page=1&limit=12&status=active&fuelType=petrol&search=a',
    budgetP99Ms: LIST_P99_BUDGET_MS,
  },
  { name: 'current user', path: '/api/auth/me' },
];

interface Row {
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  budget: string;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const autocannonBin = require.resolve('autocannon/autocannon.js');

function autocannon(url: string, headers: Record<string, string>): Promise<AutocannonResult> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(output) as AutocannonResult);
    });
  });
}

export async function benchApi(): Promise<void> {
  const bin = postgresBin();
  if (bin === undefined) {
    process.stdout.write('\nAPI benchmark skipped: no PostgreSQL in /usr/lib/postgresql.\n');
    return;
  }
  const postgres = await startPostgres(bin);
  try {
    process.stdout.write(`\nAPI: seeding ${USERS} users and ${VEHICLES} vehicles on PostgreSQL…\n`);
    const opened = await openDatabase({ databaseUrl: postgres.url });
    const seedStarted = Date.now();
    try {
      await seedDemo(opened.db, { users: USERS, vehicles: VEHICLES });
    } finally {
      await opened.close();
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    process.stdout.write(`Seeded in ${seedSeconds.toFixed(1)} s.\n`);

    await withBenchApi('api', { DATABASE_URL: postgres.url }, async (app, origin) => {
      // The demo member with the most vehicles, so that the first page is full.
      const { rows } = (await app.db.execute<{ id: string; vehicles: number }>(
        'SELECT owner_id AS id, count(*)::int AS vehicles FROM vehicles GROUP BY owner_id ORDER BY 2 DESC LIMIT 1',
      )) as { rows: Array<{ id: string; vehicles: number }> };
      const user = rows[0]!;
      const sessionId = randomUUID();
      await app.db.insert(sessions).values({ id: sessionId, userId: user.id });
      const { token } = await app.accessTokens.sign({
        sub: user.id,
        sid: sessionId,
        roles: ['user'],
      });
      const headers = { authorization: `Bearer ${token}` };
      process.stdout.write(
        `Signed in a demo member with ${user.vehicles} vehicles; ${CONNECTIONS} connections, ${DURATION_S} s per endpoint.\n`,
      );

      const figures: Row[] = [];
      for (const target of TARGETS) {
        const probe = await fetch(`${origin}${target.path}`, { headers });
        if (probe.status === 404) {
          process.stdout.write(`Skipped ${target.path}: the route does not exist yet.\n`);
          continue;
        }
        if (!probe.ok) {
          process.stdout.write(`Skipped ${target.path}: it answers ${probe.status}.\n`);
          continue;
        }
        const result = await autocannon(`${origin}${target.path}`, headers);
        const p99 = result.latency.p99;
        figures.push({
          endpoint: `GET ${target.path}`,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': p99,
          'non-2xx': result.non2xx + result.errors,
          budget:
            target.budgetP99Ms === undefined
              ? '—'
              : `p99 ≤ ${target.budgetP99Ms} ms: ${p99 <= target.budgetP99Ms ? 'within' : 'OVER'}`,
        });
      }
      process.stdout.write(
        `\nAPI on PostgreSQL (${USERS} users, ${VEHICLES} vehicles; seeded in ${seedSeconds.toFixed(1)} s)\n`,
      );
      console.table(figures);
    });
  } finally {
    postgres.stop();
  }
}

runWhenMain(import.meta.url, benchApi);
