import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A temporary file lives as long as one request (an upload streamed in, or a file written before
 * its rename): older ones were left by a crash or a kill, and nothing will ever finish them.
 */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** A fresh name in `dir` for a temporary file. */
export function tempFileIn(dir: string, suffix = '.tmp'): string {
  return path.join(dir, `${randomUUID()}${suffix}`);
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}

/**
 * Removes the files directly in `dir` last modified more than `maxAgeMs` ago; a missing folder has
 * none. A file that vanishes meanwhile (its request finished) is not an error. Returns how many
 * files were removed.
 */
export async function removeStaleFiles(dir: string, maxAgeMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return 0;
    throw error;
  }
  const cutoff = Date.now() - maxAgeMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || info.mtimeMs > cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    } catch (error) {
      if (!hasCode(error, 'ENOENT')) throw error;
    }
  }
  return removed;
}
