import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sparePort } from '../support/ports.ts';

// The API is CommonJS and finds its migrations through __dirname: it is required, not imported.
const require = createRequire(import.meta.url);
const { buildApp } = require('../../api/src/app.ts') as typeof import('../../api/src/app.ts');
const { loadConfig } =
  require('../../api/src/config.ts') as typeof import('../../api/src/config.ts');

export type BenchApp = ReturnType<typeof buildApp>;

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
export const API_DIR = path.join(REPO_ROOT, 'api');
/** The built site the page benches serve: `BENCH_SITE_DIR`, else the one `pnpm bench` builds. */
export const SITE_DIR = process.env.BENCH_SITE_DIR ?? path.resolve(here, '../.site');

/** The API config every bench starts from, and the throw-away folder it keeps its data in. */
export interface BenchFolder {
  dataDir: string;
  /** DATA_DIR and SITE_DIR in the folder, a silent log, a fresh secret. */
  env: Record<string, string>;
  remove: () => void;
}

export function benchFolder(name: string): BenchFolder {
  const dataDir = mkdtempSync(path.join(tmpdir(), `carclub-bench-${name}-`));
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** `work` with the API built in this process on `env`, ready and not listening; closed after. */
export async function withBuiltApp<T>(
  env: Record<string, string>,
  work: (app: BenchApp) => Promise<T>,
): Promise<T> {
  const app = buildApp(loadConfig(env));
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * Runs `bench` against the API built in this process, on the embedded database (PGlite, the
 * default deployment) unless `env` names a DATABASE_URL, in a throw-away folder, listening on a
 * port the system picks, so it never collides with the journeys or the rest of the bench; closes it
 * and removes the folder after. `env` adds to the bench config (`benchFolder`).
 */
export async function withBenchApi<T>(
  name: string,
  env: Record<string, string>,
  bench: (app: BenchApp, origin: string) => Promise<T>,
): Promise<T> {
  const folder = benchFolder(name);
  try {
    return await withBuiltApp({ ...folder.env, ...env }, async (app) =>
      bench(app, await app.listen({ host: '127.0.0.1', port: 0 })),
    );
  } finally {
    folder.remove();
  }
}

/** The flag that makes a bench file the API's own process (`startApiChild`). */
const SERVE_FLAG = '--serve';

/**
 * A bench file run alone (`tsx bench/<file>.mts`, `moduleUrl` its `import.meta.url`): its figures
 * printed (by `print`, or by the bench itself), or its error and exit code 1. Started by
 * `startApiChild`, it runs `serve` instead. Imported by `run.mts`, it does nothing.
 */
export function runWhenMain<T>(
  moduleUrl: string,
  bench: () => Promise<T>,
  print: (figures: T) => void = () => {},
  serve?: () => Promise<unknown>,
): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const run =
    serve !== undefined && process.argv.includes(SERVE_FLAG) ? serve() : bench().then(print);
  run.catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

/**
 * The API alone in a child process, so that its memory is measured apart from the load: the bench
 * file `moduleUrl` again with the serve flag, whose `serve` calls `serveApi`. As `pnpm start` runs
 * the API (api/package.json): two malloc arenas unless the caller says. `ipc` opens a message
 * channel to it.
 */
export function startApiChild(
  moduleUrl: string,
  env: Record<string, string>,
  ipc = false,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), SERVE_FLAG], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env },
  });
}

/** In the child: the API on the config its environment gives, on PORT, until SIGTERM. */
export async function serveApi(): Promise<BenchApp> {
  const app = buildApp(loadConfig());
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  return app;
}

/** Ends a child process and waits for it to exit. */
export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory now and at its peak (VmHWM), in KB, from /proc. */
export function processMemoryKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Resets the kernel's peak-RSS mark (VmHWM) of `pid`, so start-up does not count. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Until the server answers its health check; throws if it exits or `timeoutMs` (a minute) passes
 * first.
 */
export async function waitForHealth(
  origin: string,
  server: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start on ${origin}`);
}

/**
 * The compiled API (`api/dist`, as `pnpm start` runs it) on a spare port in `processes` processes,
 * once it answers; `stop` ends it and waits for it to exit. `nodeArgs` go before the script
 * (`--cpu-prof`).
 */
export async function startCompiledServer(
  env: Record<string, string>,
  processes: number,
  nodeArgs: string[] = [],
): Promise<{ origin: string; server: ChildProcess; stop: () => Promise<void> }> {
  const port = await sparePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port), WEB_CONCURRENCY: String(processes) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, server, stop };
}

/** The newest PostgreSQL installed from Debian's packages, if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  return latest === undefined ? undefined : path.join(root, latest, 'bin');
}

/** initdb refuses to run as root, so root runs the server tools as `postgres`, like `.ci/run`. */
function runAsPostgres(binary: string, args: string[]): void {
  if (process.getuid?.() === 0) {
    const quoted = [binary, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'ignore' });
  } else {
    execFileSync(binary, args, { stdio: 'ignore' });
  }
}

export interface PostgresServer {
  url: string;
  /** The server's process (the postmaster), whose CPU the load benches count. */
  pid: number;
  stop: () => void;
}

/** A throwaway PostgreSQL server on a spare port (as `.ci/run` starts one); `stop` removes it. */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-bench-pg-'));
  if (process.getuid?.() === 0) {
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dataDir, postgresUid, -1);
    chmodSync(dataDir, 0o700);
  }
  const port = await sparePort();
  const stop = () => {
    try {
      runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
    runAsPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, stop };
}
