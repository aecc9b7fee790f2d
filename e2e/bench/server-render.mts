/**
 * How long the server takes to answer a vehicle's page as HTML (issue 16, point 7): a throwaway
 * PostgreSQL server gets 10,000 demo members with 100,000 vehicles (bulk inserts, as
 * `pnpm cli seed-demo` does), the compiled API (`node api/dist/server.js`, WEB_CONCURRENCY's
 * default, one process per core) serves the built site, and a timing client of its own keeps 10
 * requests in flight for vehicles' pages, as a visitor's browser asks for them: twice, once over
 * the same 200 pages again and again (shared links: each render's markup is kept while its data
 * is unchanged, ADR 0105) and once over 10,000 pages each asked for once (every page rendered).
 * Prints p50/p95/p99 of the whole answer (headers to the last byte of HTML) beside the 30 ms budget
 * and the CPU time the API's processes spent per page. Budget: p95 ≤ 30 ms. Then one car's public
 * logbook entry whose story is 20,000 `[` beside one with a plain story, each asked for again and
 * again (issue 29 point 9: the preview text of such a story once held a process ~250 ms a view).
 *
 * BENCH_RENDER_PROFILE=1 adds a run of one process under `--cpu-prof` and prints where its CPU
 * time went (by package and by function). Needs a built site (`BENCH_SITE_DIR`, default
 * `e2e/.site`, which `pnpm bench` builds). Alone: `pnpm --filter @carclub/e2e exec tsx
 * bench/server-render.mts`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { cpuMeter } from './api-load.mts';
import {
  API_DIR,
  postgresBin,
  SITE_DIR,
  startCompiledServer,
  startPostgres,
} from './bench-server.mts';
import { percentile, runTimingClient } from './timing.mts';

const require = createRequire(import.meta.url);
const { seedDemo } =
  require('../../api/src/cli/demo/seed-demo.ts') as typeof import('../../api/src/cli/demo/seed-demo.ts');
const { openDatabase } =
  require('../../api/src/plugins/db.ts') as typeof import('../../api/src/plugins/db.ts');
const { logbookEntries } =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');

const USERS = Number(process.env.BENCH_RENDER_USERS ?? 10_000);
const VEHICLES = Number(process.env.BENCH_RENDER_VEHICLES ?? 100_000);
const CONCURRENCY = 10;
/** The pages asked for again and again, as shared links are. */
const PAGES = 200;
/** The pages asked for once each: more than the run can ask for, so none is asked for twice. */
const PAGES_ONCE = 10_000;
const DURATION_S = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
/** Not counted: fills the pools, caches and JIT, and loads the shell's and remotes' server builds. */
const WARM_UP_S = 3;
const BUDGET_P95_MS = 30;
/** A story that once cost a regex building the preview text a quadratic scan (issue 29). */
const BRACKET_STORY = '['.repeat(20_000);
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * Keeps `concurrency` requests in flight over keep-alive connections for `seconds`, each for the
 * next of `paths`, and times each from its start to its last byte.
 */
const CLIENT = `
import { Agent, request } from 'node:http';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { origin, paths, headers, concurrency, seconds } = JSON.parse(input);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const url = new URL(origin);
const times = [];
let failed = 0;
let next = 0;
let bytes = 0;
const until = performance.now() + seconds * 1000;
const once = (path) => new Promise((resolve) => {
  const started = performance.now();
  const req = request({ host: url.hostname, port: url.port, path, headers, agent }, (res) => {
    res.on('data', (chunk) => (bytes += chunk.length));
    res.on('end', () => {
      if (res.statusCode === 200) times.push(performance.now() - started);
      else failed += 1;
      resolve();
    });
  });
  req.on('error', () => { failed += 1; resolve(); });
  req.end();
});
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (performance.now() < until) await once(paths[next++ % paths.length]);
}));
agent.destroy();
process.stdout.write(JSON.stringify({ times, failed, bytes }));
`;

interface ClientResult {
  times: number[];
  failed: number;
  bytes: number;
}

function load(origin: string, paths: string[], seconds: number): Promise<ClientResult> {
  return runTimingClient<ClientResult>(CLIENT, {
    origin,
    paths,
    headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html' },
    concurrency: CONCURRENCY,
    seconds,
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

interface Row {
  visits: string;
  processes: number;
  pages: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  failed: number;
  'KB/page': number;
  'CPU ms/page api/pg': string;
  budget: string;
}

/** Self time of a `--cpu-prof` profile, by package (or folder) and by function. */
function summariseProfile(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Array<{
      id: number;
      callFrame: { functionName: string; url: string; lineNumber: number };
    }>;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url.replace(/^file:\/\//, '');
    const pkg =
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (/\.site\/(shell|remotes\/[^/]+)\//.exec(where)?.[1]?.replace(/^/, 'site ') ||
        (/api\/dist\//.test(where)
          ? 'api/dist'
          : where === ''
            ? `(${functionName || 'native'})`
            : where.startsWith('node:')
              ? 'node internals'
              : where));
    add(byPackage, pkg, time);
    add(
      byFunction,
      `${functionName || '(anonymous)'} ${path.basename(where)}:${lineNumber + 1}`,
      time,
    );
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `By package:\n${top(byPackage, 14)}\nBy function:\n${top(byFunction, 20)}`;
}

interface Visits {
  name: string;
  /** Asked for during the warm-up: the hot set itself, or other pages than the measured ones. */
  warmUp: string[];
  measured: string[];
}

async function measure(
  env: Record<string, string>,
  processes: number,
  visits: Visits,
  postgresPid: number,
  profileDir?: string,
): Promise<Row> {
  const paths = visits.measured;
  const { origin, server, stop } = await startCompiledServer(
    env,
    processes,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const probe = await fetch(`${origin}${paths[0]}`, {
      headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html' },
    });
    const html = await probe.text();
    // A page the server failed to render still answers 200, with the shell's empty root.
    if (!probe.ok || /<div id=(["']?)root\1><\/div>/.test(html)) {
      throw new Error(`${paths[0]} was not rendered on the server (${probe.status})`);
    }
    await load(origin, visits.warmUp, WARM_UP_S);
    const meter = cpuMeter(server.pid!, postgresPid);
    const result = await load(origin, paths, DURATION_S);
    const cpu = meter();
    const pages = result.times.length;
    const sorted = [...result.times].sort((a, b) => a - b);
    return {
      visits: visits.name,
      processes,
      pages,
      'req/s': Math.round(pages / DURATION_S),
      'p50 ms': round1(percentile(sorted, 50)),
      'p95 ms': round1(percentile(sorted, 95)),
      'p99 ms': round1(percentile(sorted, 99)),
      failed: result.failed,
      'KB/page': round1(result.bytes / Math.max(1, pages + result.failed) / 1024),
      'CPU ms/page api/pg': `${(cpu.apiMs / pages).toFixed(1)}/${(cpu.postgresMs / pages).toFixed(1)}`,
      budget: profileDir
        ? 'profiled (slower)'
        : `p95 ≤ ${BUDGET_P95_MS} ms: ${percentile(sorted, 95) <= BUDGET_P95_MS ? 'met' : 'NOT met'}`,
    };
  } finally {
    await stop();
  }
}

export async function benchServerRender(): Promise<Row[] | undefined> {
  const bin = postgresBin();
  if (bin === undefined) {
    process.stdout.write('\nServer render skipped: no PostgreSQL in /usr/lib/postgresql.\n');
    return undefined;
  }
  if (!existsSync(path.join(SITE_DIR, 'shell', 'build-info.json'))) {
    process.stdout.write(`\nServer render skipped: no built site in ${SITE_DIR}.\n`);
    return undefined;
  }
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  const postgres = await startPostgres(bin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-render-'));
  try {
    process.stdout.write(
      `\nServer render: seeding ${USERS} members and ${VEHICLES} vehicles on PostgreSQL…\n`,
    );
    const seedStarted = Date.now();
    const opened = await openDatabase({ databaseUrl: postgres.url });
    let paths: string[];
    let pathsOnce: string[];
    let entryPaths: { plain: string; brackets: string };
    try {
      await seedDemo(opened.db, { users: USERS, vehicles: VEHICLES });
      await opened.db.execute('VACUUM ANALYZE');
      // Spread over the table, so that the pages are not all in the same few database pages.
      const { rows } = (await opened.db.execute<{ id: string; nickname: string; slug: string }>(
        `SELECT v.id, u.nickname, v.slug FROM vehicles v JOIN users u ON u.id = v.owner_id
          WHERE v.hidden_at IS NULL ORDER BY md5(v.id::text) LIMIT ${PAGES + PAGES_ONCE}`,
      )) as { rows: Array<{ id: string; nickname: string; slug: string }> };
      const all = rows.map(
        (row) => `/u/${encodeURIComponent(row.nickname)}/car/${encodeURIComponent(row.slug)}`,
      );
      paths = all.slice(0, PAGES);
      pathsOnce = all.slice(PAGES);
      const [plain, brackets] = await opened.db
        .insert(logbookEntries)
        .values(
          ['Changed the oil and the filter at 182,000 km.', BRACKET_STORY].map((story) => ({
            vehicleId: rows[0]!.id,
            title: 'Service',
            entryDate: '2024-05-01',
            category: 'service' as const,
            story,
            visibility: 'public' as const,
          })),
        )
        .returning({ id: logbookEntries.id });
      entryPaths = {
        plain: `${all[0]}/logbook/${plain!.id}`,
        brackets: `${all[0]}/logbook/${brackets!.id}`,
      };
    } finally {
      await opened.close();
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SITE_DIR,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    };
    const cores = availableParallelism();
    const again: Visits = {
      name: `the same ${PAGES} again and again`,
      warmUp: paths,
      measured: paths,
    };
    const once: Visits = { name: 'each page once', warmUp: paths, measured: pathsOnce };
    const rows = [
      await measure(env, cores, again, postgres.pid),
      await measure(env, cores, once, postgres.pid),
    ];
    const entryPage = (name: string, entryPath: string): Visits => ({
      name,
      warmUp: [entryPath],
      measured: [entryPath],
    });
    const storyRows = [
      await measure(
        env,
        cores,
        entryPage('logbook entry, plain story', entryPaths.plain),
        postgres.pid,
      ),
      await measure(
        env,
        cores,
        entryPage('logbook entry, story of 20,000 `[`', entryPaths.brackets),
        postgres.pid,
      ),
    ];
    let profile = '';
    if (process.env.BENCH_RENDER_PROFILE === '1') {
      const profileDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-render-prof-'));
      rows.push(await measure(env, 1, once, postgres.pid, profileDir));
      const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
      if (file) {
        profile = `\nWhere one process's CPU went (${path.join(profileDir, file)}; self time, warm-up included)\n${summariseProfile(path.join(profileDir, file))}\n`;
      }
    }
    process.stdout.write(
      `\nServer render of a vehicle page (HTML) on PostgreSQL with ${VEHICLES} vehicles (seeded in ` +
        `${seedSeconds.toFixed(1)} s): ${CONCURRENCY} requests in flight, ${DURATION_S} s after ` +
        `${WARM_UP_S} s of warm-up; ${cores} cores, load average ` +
        `${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}\n`,
    );
    console.table(rows);
    process.stdout.write(
      '\nA public logbook entry whose story is 20,000 `[` beside one with a plain story (same car, ' +
        `the page asked for again and again, ${CONCURRENCY} in flight)\n`,
    );
    console.table(storyRows.map(({ budget: _budget, ...row }) => row));
    process.stdout.write(profile);
    return [...rows, ...storyRows];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    postgres.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchServerRender().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
