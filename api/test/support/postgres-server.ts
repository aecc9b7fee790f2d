import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server of the machine's Debian binaries (as `.ci/run` starts one), for
 * tests that must stop a server under a running app. initdb refuses root, so as root the server
 * runs as the `postgres` user.
 */
export interface ThrowawayPostgres {
  url: string;
  /** SIGKILL-like: the server stops at once, without a shutdown checkpoint (`pg_ctl -m immediate`). */
  kill: () => void;
  start: () => void;
  remove: () => void;
}

/** The newest `/usr/lib/postgresql/<version>/bin`, or undefined when PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carclub-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(quote).join(' ')])
      : spawnSync(file, args);
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${String(result.stderr)}${String(result.stdout)}`);
    }
  };
  if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    remove: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
