import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
export const API_DIR = path.resolve(here, '../../api');
/** The built site the page benches serve: `BENCH_SITE_DIR`, else the one `pnpm bench` builds. */
export const SITE_DIR = process.env.BENCH_SITE_DIR ?? path.resolve(here, '../.site');

/**
 * Runs `bench` against the API built in this process on the embedded database (PGlite, the default
 * deployment) in a throw-away folder, listening on a port the system picks, so it never collides
 * with the journeys or the rest of the bench; closes it and removes the folder after. `env` adds
 * to the config (the API's log is silent, its secret a fresh one).
 */
export async function withEmbeddedApi<T>(
  name: string,
  env: Record<string, string>,
  bench: (app: BenchApp, origin: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `carclub-bench-${name}-`));
  const app = buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    }),
  );
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    return await bench(app, origin);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A bench file run alone (`tsx bench/<file>.mts`, `moduleUrl` its `import.meta.url`): its figures
 * printed, or its error and exit code 1. Imported by `run.mts`, it does nothing.
 */
export function runWhenMain<T>(
  moduleUrl: string,
  bench: () => Promise<T>,
  print: (figures: T) => void,
): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  bench()
    .then(print)
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}

/** Until the server answers its health check; throws if it exits or a minute passes first. */
async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
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
