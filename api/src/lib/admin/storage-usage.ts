import { stat } from 'node:fs/promises';

import { type StorageDriver, storedFilesUnder } from '../media';

/** Walking a large media folder is slow: one walk serves the dashboard for this long. */
const USAGE_CACHE_MS = 5 * 60 * 1000;

const cache = new WeakMap<StorageDriver, { at: number; bytes: Promise<number | null> }>();

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const file of await storedFilesUnder(folder)) {
    total += (await stat(file).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * Bytes of the stored media files. The database keeps no file sizes, so the local driver's folder
 * is measured; a driver without a folder (an object store) answers null, shown as "unknown".
 */
export function storageUsage(storage: StorageDriver, now = Date.now()): Promise<number | null> {
  const cached = cache.get(storage);
  if (cached && now - cached.at < USAGE_CACHE_MS) return cached.bytes;
  const root = (storage as Partial<{ root: string }>).root;
  const bytes = typeof root === 'string' ? folderBytes(root) : Promise.resolve(null);
  cache.set(storage, { at: now, bytes });
  return bytes;
}
