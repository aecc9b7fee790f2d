import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import { freePort } from './postgres-server';
import { TEST_JWT_SECRET } from './test-app';

/**
 * The production server as an operator runs it: `node dist/server.js`, compiled by the API's build
 * (what `pnpm start` runs), one process per test on 127.0.0.1 and a free port.
 */
export const API_DIR = path.resolve(__dirname, '..', '..');
/** A first start creates, migrates and seeds the embedded database: long on a busy machine. */
export const START_TIMEOUT_MS = 90_000;
export const SHUTDOWN_LIMIT_MS = 10_000;
export const NOBODY = 65_534;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<Exit>;
  stdout: () => string;
  stderr: () => string;
}

/** The server itself, or `pnpm start`'s supervisor of it (ADR 0116). */
export const SERVER_SCRIPT = 'dist/server.js';
export const SUPERVISOR_SCRIPT = 'scripts/serve.mjs';

export function spawnServer(
  env: Record<string, string>,
  options: { uid?: number; gid?: number; script?: string } = {},
): Omit<RunningServer, 'port' | 'url'> {
  const { script = SERVER_SCRIPT, ...ids } = options;
  const child = spawn(process.execPath, [script], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      // One process each, unless a test asks for a cluster.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...ids,
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

export async function startServer(
  env: Record<string, string>,
  script = SERVER_SCRIPT,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({ ...env, PORT: String(port) }, { script });
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { ...server, port, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not start: ${server.stderr()}`);
}

/** Kills the server (if it still runs) and waits for it to exit. */
export async function stop(server: RunningServer | undefined): Promise<void> {
  if (server === undefined) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
  }
  await server.exited;
}

/** Compiles the API into dist/ (nothing to do when the sources are those of the last build). */
export function buildApi(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
  if (build.status !== 0) throw new Error(`the API build failed: ${String(build.stderr)}`);
}

/** A JSON POST to the server at `url`, as a browser's fetch sends it. */
export function postJson(
  url: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Resolves once `condition` holds, checked every 100 ms; throws naming `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
