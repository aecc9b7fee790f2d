/**
 * The built site the browser benches load (`run.mts`, `lighthouse.mts`): the API server serving
 * `e2e/.site` on BENCH_PORT, built first if a source changed (as `pnpm start` does). A site that
 * already answers there is used as it is.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3200);
export const SITE_ORIGIN = `http://127.0.0.1:${PORT}`;

export const siteEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SITE_DIR: path.join(here, '../.site'),
  DATA_DIR: path.join(here, '../.data-bench'),
  PUBLIC_URL: SITE_ORIGIN,
  LOG_LEVEL: 'warn',
  // lighthouse.mts's admin, who trusts the author of the post it measures.
  ADMIN_EMAILS: '*@admins.bench.carclub.test',
};

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${SITE_ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not start on ${SITE_ORIGIN}`);
}

/** Serves the site unless it already answers; the returned function stops what this started. */
export async function startSite(): Promise<() => void> {
  try {
    await waitForHealth(Date.now() + 1_000);
    return () => {};
  } catch {
    // not running: start it below
  }
  execFileSync(
    'pnpm',
    ['exec', 'tsx', 'packages/federation/src/cli/build-site.ts', '--if-changed'],
    { cwd: REPO_ROOT, stdio: 'inherit', env: siteEnv },
  );
  const site: ChildProcess = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['src/server.ts'],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: siteEnv,
      // A group of its own: `.bin/tsx` is a shell script, which passes no signal on to the
      // server it starts, so a SIGTERM to it alone left the site serving after the bench.
      detached: true,
    },
  );
  await waitForHealth(Date.now() + 900_000);
  return () => process.kill(-site.pid!, 'SIGTERM');
}
