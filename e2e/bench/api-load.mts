/**
 * The API under load (issue 16, point 8): requests per second and latency at 50 connections of
 * a member's vehicle list and a car's public page, served by one process (`WEB_CONCURRENCY=1`,
 * "before") and by the default, one process per core ("after"). A throwaway PostgreSQL server (as
 * `.ci/run` starts one) gets 2,000 demo members with 20,000 vehicles; the API runs as production
 * runs it, compiled (`node api/dist/server.js`), at its default log level with the lines going
 * nowhere; autocannon loads it from a process of its own. Goal: `GET /api/private-transport`
 * ≥ 2,500 req/s with p99 ≤ 40 ms. The HTML page needs a built site (`BENCH_SITE_DIR`, default
 * `e2e/.site`, which `pnpm bench` builds); without one it is skipped.
 * Alone: `pnpm --filter @carclub/e2e exec tsx bench/api-load.mts`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import {
  API_DIR,
  postgresBin,
  SITE_DIR,
  startCompiledServer,
  startPostgres,
} from './bench-server.mts';
import { runTimingClient } from './timing.mts';

// The API is CommonJS and finds its migrations through __dirname: required, not imported.
const require = createRequire(import.meta.url);
const { seedDemo } =
  require('../../api/src/cli/demo/seed-demo.ts') as typeof import('../../api/src/cli/demo/seed-demo.ts');
const { sessions } =
  require('../../api/src/db/schema/users.ts') as typeof import('../../api/src/db/schema/users.ts');
const { openDatabase } =
  require('../../api/src/plugins/db.ts') as typeof import('../../api/src/plugins/db.ts');
const { signAccessToken } =
  require('../../api/src/lib/auth/access-token.ts') as typeof import('../../api/src/lib/auth/access-token.ts');

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 2_000);
const VEHICLES = Number(process.env.BENCH_LOAD_VEHICLES ?? 20_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Not counted: the first seconds fill the pools, caches and the JIT of every process. */
const WARM_UP_S = 2;
const GOAL = { requestsPerSecond: 2_500, p99Ms: 40 };
/** A browser's page view, so that the public page does what it does for visitors (counts a view). */
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Target {
  /** The route, as the table shows it. */
  name: string;
  path: string;
  headers: Record<string, string>;
  goal?: boolean;
}

interface LoadResult {
  requestsPerSecond: number;
  /** Answers in all. */
  requests: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time the load generator itself used (user + system). */
  cpuMs: number;
}

/**
 * Runs autocannon in the timing client's process of its own, which also reports its own CPU time:
 * the load generator shares the machine's cores with the API and PostgreSQL.
 */
const LOAD_CLIENT = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { module, url, headers, connections, seconds } = JSON.parse(input);
const { default: autocannon } = await import(module);
const result = await autocannon({ url, headers, connections, duration: seconds });
const { user, system } = process.cpuUsage();
process.stdout.write(JSON.stringify({
  requestsPerSecond: result.requests.average,
  requests: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
  cpuMs: (user + system) / 1000,
}));
`;

const autocannonModule = pathToFileURL(require.resolve('autocannon')).href;

function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  return runTimingClient<LoadResult>(LOAD_CLIENT, {
    module: autocannonModule,
    url,
    headers,
    connections: CONNECTIONS,
    seconds,
  });
}

/** The server process that answers a new connection. */
function answeringPid(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A new connection each time (no agent): the cluster hands connections, not requests, round.
    const request = get(`${origin}/api/health`, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve((JSON.parse(body) as { pid: number }).pid));
    });
    request.on('error', reject);
  });
}

/** How many different processes answer new connections' health probes (all workers are up). */
async function answeringProcesses(origin: string, expected: number): Promise<number> {
  const pids = new Set<number>();
  for (let attempt = 0; attempt < 100 && pids.size < expected; attempt += 1) {
    pids.add(await answeringPid(origin));
    if (pids.size < expected) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.size;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) spent by every live process, by pid, and each one's parent. */
function processTicks(): Map<number, { parent: number; ticks: number }> {
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces), from field 3 on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // It ended meanwhile.
    }
  }
  return processes;
}

/** CPU ticks of `root` and its descendants. */
function treeTicks(all: Map<number, { parent: number; ticks: number }>, root: number): number {
  let ticks = 0;
  for (const [pid, { ticks: own }] of all) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = all.get(at)?.parent) {
      if (at === root) {
        ticks += own;
        break;
      }
    }
  }
  return ticks;
}

/** Busy and total ticks of the whole machine, all cores together (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - values[3]! - values[4]!, total };
}

/** Where the machine's CPU went while a load ran: the API's processes, PostgreSQL's, the rest. */
export interface CpuShares {
  apiPercent: number;
  postgresPercent: number;
  /** Every other process, the load generator among them. */
  restPercent: number;
  /** The share of the machine that `ms` of CPU time is over the same span. */
  percentOf: (ms: number) => number;
  /** CPU time of the API's processes and of PostgreSQL's. */
  apiMs: number;
  postgresMs: number;
}

export function cpuMeter(serverPid: number, postgresPid: number): () => CpuShares {
  const before = { tree: processTicks(), machine: machineTicks() };
  return () => {
    const tree = processTicks();
    const machine = machineTicks();
    const spent = (root: number) =>
      treeTicks(tree, root) -
      // Processes gone since (a worker replaced) are not counted; the trees here are stable.
      treeTicks(before.tree, root);
    const total = machine.total - before.machine.total;
    const api = spent(serverPid);
    const postgres = spent(postgresPid);
    const busy = machine.busy - before.machine.busy;
    const percent = (ticks: number) => Math.round((ticks / total) * 100);
    return {
      apiPercent: percent(api),
      postgresPercent: percent(postgres),
      restPercent: percent(Math.max(0, busy - api - postgres)),
      percentOf: (ms) => percent((ms / 1000) * TICKS_PER_SECOND),
      apiMs: (api / TICKS_PER_SECOND) * 1000,
      postgresMs: (postgres / TICKS_PER_SECOND) * 1000,
    };
  };
}

interface Row {
  endpoint: string;
  processes: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  /**
   * Of the whole machine's CPU (all cores) during the run: the API's processes, PostgreSQL's, the
   * load generator, and everything else (other work on the machine).
   */
  'CPU % api/pg/load/rest': string;
  /** CPU time one answer cost the API, PostgreSQL and the load generator, in ms. */
  'CPU ms/req api/pg/load': string;
  goal: string;
}

async function measureServer(
  env: Record<string, string>,
  processes: number,
  targets: Target[],
  postgresPid: number,
): Promise<Row[]> {
  const { origin, server, stop } = await startCompiledServer(env, processes);
  try {
    const answering = await answeringProcesses(origin, processes);
    if (answering !== processes) throw new Error(`${answering} of ${processes} processes answer`);
    const rows: Row[] = [];
    for (const target of targets) {
      const probe = await fetch(`${origin}${target.path}`, { headers: target.headers });
      if (!probe.ok) {
        process.stdout.write(`Skipped ${target.path}: it answers ${probe.status}.\n`);
        continue;
      }
      await load(`${origin}${target.path}`, target.headers, WARM_UP_S);
      const meter = cpuMeter(server.pid!, postgresPid);
      const result = await load(`${origin}${target.path}`, target.headers, DURATION_S);
      const cpu = meter();
      const requestsPerSecond = Math.round(result.requestsPerSecond);
      const { p50, p99 } = result;
      const met = requestsPerSecond >= GOAL.requestsPerSecond && p99 <= GOAL.p99Ms;
      rows.push({
        endpoint: target.name,
        processes,
        'req/s': requestsPerSecond,
        'p50 ms': p50,
        'p99 ms': p99,
        'non-2xx': result.failed,
        'CPU % api/pg/load/rest': [
          cpu.apiPercent,
          cpu.postgresPercent,
          cpu.percentOf(result.cpuMs),
          Math.max(0, cpu.restPercent - cpu.percentOf(result.cpuMs)),
        ].join('/'),
        'CPU ms/req api/pg/load': [cpu.apiMs, cpu.postgresMs, result.cpuMs]
          .map((ms) => (ms / result.requests).toFixed(2))
          .join('/'),
        goal: target.goal
          ? `≥ ${GOAL.requestsPerSecond} req/s, p99 ≤ ${GOAL.p99Ms} ms: ${met ? 'met' : 'NOT met'}`
          : '—',
      });
    }
    return rows;
  } finally {
    await stop();
  }
}

export async function benchApiLoad(): Promise<Row[] | undefined> {
  const bin = postgresBin();
  if (bin === undefined) {
    process.stdout.write('\nAPI under load skipped: no PostgreSQL in /usr/lib/postgresql.\n');
    return undefined;
  }
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  const postgres = await startPostgres(bin);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-load-'));
  try {
    process.stdout.write(
      `\nAPI under load: seeding ${USERS} members and ${VEHICLES} vehicles on PostgreSQL…\n`,
    );
    const secret = randomBytes(32).toString('hex');
    const opened = await openDatabase({ databaseUrl: postgres.url });
    let member: { id: string; nickname: string; slug: string; vehicles: number };
    let token: string;
    try {
      await seedDemo(opened.db, { users: USERS, vehicles: VEHICLES });
      // The demo member with the most vehicles, so that the first page of the list is full.
      const { rows } = (await opened.db.execute<typeof member>(
        `SELECT u.id, u.nickname, count(*)::int AS vehicles, min(v.slug) AS slug
           FROM vehicles v JOIN users u ON u.id = v.owner_id
          WHERE v.hidden_at IS NULL
          GROUP BY u.id ORDER BY 3 DESC LIMIT 1`,
      )) as { rows: (typeof member)[] };
      member = rows[0]!;
      const sessionId = randomUUID();
      await opened.db.insert(sessions).values({ id: sessionId, userId: member.id });
      ({ token } = await signAccessToken(
        { sub: member.id, sid: sessionId, roles: ['user'] },
        { secret },
      ));
      await opened.db.execute('VACUUM ANALYZE');
    } finally {
      await opened.close();
    }

    const page = `/u/${encodeURIComponent(member.nickname)}/car/${encodeURIComponent(member.slug)}`;
    const targets: Target[] = [
      {
        name: 'GET /api/private-transport (page 1)',
        path: '/api/private-transport?page=1&limit=12',
        headers: { authorization: `Bearer ${token}` },
        goal: true,
      },
      {
        name: 'GET /api/users/{nickname}/vehicles/{slug}',
        path: `/api/users/${encodeURIComponent(member.nickname)}/vehicles/${encodeURIComponent(member.slug)}`,
        headers: { 'user-agent': BROWSER_AGENT },
      },
    ];
    if (existsSync(path.join(SITE_DIR, 'shell', 'index.html'))) {
      targets.push({
        name: 'GET /u/{nickname}/car/{slug} (HTML)',
        path: page,
        headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html' },
      });
    } else {
      process.stdout.write(`Skipped ${page}: no built site in ${SITE_DIR}.\n`);
    }

    const env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SITE_DIR,
      JWT_SECRET: secret,
      // What `pnpm start` sets (README, Performance: uploads).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...(process.env.BENCH_LOAD_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOAD_LOG_LEVEL } : {}),
    };
    const cores = availableParallelism();
    process.stdout.write(
      `A member with ${member.vehicles} vehicles; ${CONNECTIONS} connections, ${DURATION_S} s per ` +
        `endpoint after ${WARM_UP_S} s of warm-up; ${cores} cores, load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}.\n`,
    );
    const rows = [
      ...(await measureServer(env, 1, targets, postgres.pid)),
      ...(await measureServer(env, cores, targets, postgres.pid)),
    ];
    process.stdout.write(
      `\nAPI under load on PostgreSQL (${USERS} members, ${VEHICLES} vehicles): one process, then WEB_CONCURRENCY's default (${cores})\n`,
    );
    console.table(rows);
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    postgres.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchApiLoad().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
