import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

import {
  acquireDataDirLock,
  DatabaseStartError,
  LOCK_FILE_NAME,
} from '../../../src/db/data-dir-lock';
import { openDatabase } from '../../../src/plugins/db';
import { makeTempDir, removeTempDir } from '../../support/test-app';

/** The pid of a process that has run and exited: a holder that is gone. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

describe('the embedded database folder lock', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await makeTempDir();
  });

  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('records pid and host, and refuses a second holder with one line naming the folder and the holder', async () => {
    const lock = await acquireDataDirLock(dir);
    const recorded = JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')) as {
      pid: number;
      host: string;
    };
    expect(recorded).toMatchObject({ pid: process.pid, host: hostname() });

    // Our own pid and our parent's count as stale (a restarted container reuses low pids), so the
    // other holder is a process that is surely alive and not ours: pid 1.
    await lock.release();
    await writeFile(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );

    const refused = acquireDataDirLock(dir);
    await expect(refused).rejects.toBeInstanceOf(DatabaseStartError);
    const message = await refused.catch((error: Error) => error.message);
    expect(message).not.toContain('\n');
    expect(message).toContain(dir);
    expect(message).toContain(`process 1 on host ${hostname()}`);
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: 'earlier' }),
    );

    const lock = await acquireDataDirLock(dir);

    const recorded = JSON.parse(await readFile(lock.file, 'utf8')) as { pid: number };
    expect(recorded.pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock left before the machine rebooted, even when its pid is alive again', async () => {
    await writeFile(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, host: hostname(), bootId: 'an-earlier-boot', startedAt: 'x' }),
    );
    const onLinux = existsSync('/proc/sys/kernel/random/boot_id');

    const attempt = acquireDataDirLock(dir);

    if (onLinux) await expect(attempt).resolves.toMatchObject({ file: expect.any(String) });
    else await expect(attempt).rejects.toBeInstanceOf(DatabaseStartError);
  });

  it('never takes over a lock of another host, whose processes it cannot see', async () => {
    await writeFile(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: deadPid(), host: 'another-host', startedAt: 'x' }),
    );

    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      /in use by process \d+ on host another-host/,
    );
  });

  it('releases only its own lock', async () => {
    const lock = await acquireDataDirLock(dir);
    const other = JSON.stringify({ pid: 1, host: hostname(), startedAt: 'later' });
    await writeFile(lock.file, other);

    await lock.release();

    expect(await readFile(lock.file, 'utf8')).toBe(other);
  });

  it('reports a data folder that cannot be created (its parent is a file) in one line', async () => {
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'not a folder');
    const pgliteDir = path.join(file, 'db');

    const opening = openDatabase({ pgliteDir });

    await expect(opening).rejects.toBeInstanceOf(DatabaseStartError);
    const message = await opening.catch((error: Error) => error.message);
    expect(message).toMatch(new RegExp(`^The data folder ${pgliteDir} is not writable \\(ENOTDIR`));
    expect(message).not.toContain('\n');
  });
});
