import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { makeTempDir, removeTempDir } from '../../support/test-app';

const API_DIR = path.resolve(__dirname, '../../..');

/** `pnpm cli …` as a newcomer runs it: the CLI's own process, its output as they would read it. */
function runCli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
}

describe('pnpm cli against the embedded database of a running server', () => {
  let dataDir: string;
  let server: ChildProcess;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    await mkdir(path.join(dataDir, 'db'));
    // Stands for the running server: another process, holding the database folder's lock as the
    // server does (the CLI's own parent would count as itself). Its one line on stdout, `held`, says
    // the lock is taken; the test waits for it.
    server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--eval',
        `require('./src/db/data-dir-lock.ts').acquireDataDirLock(${JSON.stringify(path.join(dataDir, 'db'))}).then(() => { console.log('held'); setInterval(() => {}, 60_000); });`,
      ],
      { cwd: API_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout!.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
    });
  }, 60_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await removeTempDir(dataDir);
  });

  it.each([
    ['seed-demo', '--users', '2'],
    ['grant-role', 'someone@example.com', 'admin'],
  ])(
    '%s says in one line to stop the server first, and exits 1 without a stack',
    (...args) => {
      const result = runCli(args, { DATA_DIR: dataDir, SITE_DIR: dataDir });

      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      // One line: where the database is, who holds it, what to do; no stack trace.
      expect(result.stderr).toMatch(
        /^The embedded database in [^\n]+ is in use by [^\n]+, most likely the running server: stop the server first, then run this command again\.\n$/,
      );
      expect(result.stderr).toContain(
        `in ${path.join(dataDir, 'db')} is in use by process ${server.pid} `,
      );
    },
    60_000,
  );
});
