import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file, inside the embedded database's folder (PostgreSQL keeps its postmaster.pid there too). */
export const LOCK_FILE_NAME = 'carclub.lock';

/** Who holds a data folder: what the lock file records. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux), so a lock left by a machine that rebooted is known stale. */
  bootId?: string;
  startedAt: string;
}

/** A start that cannot go on; its message is the one line the operator sees. */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}

/** Another live process (a running server) holds the embedded database's folder. */
export class DataFolderInUseError extends DatabaseStartError {
  constructor(
    readonly dir: string,
    readonly holder: string,
    lockFile: string,
  ) {
    super(
      `The data folder ${dir} is in use by ${holder}; stop that process first ` +
        `(or, if it is gone, delete ${lockFile}). Several servers need DATABASE_URL.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataDirLock {
  file: string;
  release: () => Promise<void>;
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return {
      pid: value.pid,
      host: value.host,
      bootId: typeof value.bootId === 'string' ? value.bootId : undefined,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'an unknown time',
    };
  } catch {
    return undefined;
  }
}

/**
 * A holder on this machine that no longer runs left the lock behind (a crash, a kill -9). The pid
 * may since belong to us or to our parent (a container restarts with the same low pids), as
 * PostgreSQL also reasons about its postmaster.pid. A holder on another host cannot be checked.
 */
function isStale(holder: LockHolder, bootId: string | undefined): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.bootId !== undefined && bootId !== undefined && holder.bootId !== bootId) return true;
  if (holder.pid === process.pid || holder.pid === process.ppid) return true;
  return !isAlive(holder.pid);
}

export function describeHolder(holder: LockHolder): string {
  return `process ${holder.pid} on host ${holder.host} (since ${holder.startedAt})`;
}

/** The one line for a data folder the server cannot create or write to. */
export function notWritable(dir: string, error: NodeJS.ErrnoException): DatabaseStartError {
  return new DatabaseStartError(
    `The data folder ${dir} is not writable (${error.code ?? 'error'}: ${error.message}); ` +
      'give the server write access to it or set DATA_DIR to a writable folder.',
    { cause: error },
  );
}

/**
 * Takes the embedded database's folder for this process: two processes on one PGlite folder each
 * work on their own copy and lose each other's writes. Throws a DatabaseStartError naming the
 * folder and the holder when another live process has it, or when the folder cannot be written.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE_NAME);
  const bootId = currentBootId();
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    ...(bootId === undefined ? {} : { bootId }),
    startedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(holder)}\n`;

  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o644);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return {
        file,
        release: async () => {
          // Only our own lock: never remove one another process took after a forced takeover.
          const current = await readFile(file, 'utf8').catch(() => undefined);
          if (current === content) await unlink(file).catch(() => {});
        },
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw notWritable(dir, error as NodeJS.ErrnoException);
    }
    const existing = await readFile(file, 'utf8').catch(() => '');
    const other = parseHolder(existing);
    // An unreadable or truncated lock was written by a process that died while writing it.
    if (other !== undefined && !isStale(other, bootId)) {
      throw new DataFolderInUseError(dir, describeHolder(other), file);
    }
    // Re-read just before removing, so a lock another starting process has just taken stays.
    if ((await readFile(file, 'utf8').catch(() => '')) === existing) {
      await unlink(file).catch(() => {});
    }
  }
  throw new DatabaseStartError(
    `The data folder ${dir} is being taken by another process at this moment; try again.`,
  );
}
