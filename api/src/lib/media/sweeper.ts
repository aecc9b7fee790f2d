import type { StorageDriver } from './storage';
import { removeStaleFiles, TEMP_FILE_MAX_AGE_MS } from './temp-files';

/**
 * How often a running process clears its machine's temporary files. The pending files in the
 * database and the store are swept by a job as often (plugins/scheduled-jobs.ts, ADR 0148).
 */
export const TEMPORARY_FILE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface TemporaryFileSweepOptions {
  /** Folder of uploads streamed to disk (withUploads). */
  uploadDir: string;
  maxAgeMs?: number;
}

/**
 * Removes the temporary files a crash left on this machine: uploads streamed into `uploadDir` and
 * the storage driver's interrupted writes. Per machine rather than a job: a job runs in one
 * process, which cannot reach another machine's disk. Both parts run even when one fails; the
 * first failure is thrown afterwards. Returns how many files were removed.
 */
export async function sweepTemporaryFiles(
  storage: StorageDriver,
  { uploadDir, maxAgeMs = TEMP_FILE_MAX_AGE_MS }: TemporaryFileSweepOptions,
): Promise<number> {
  const parts = await Promise.allSettled([
    removeStaleFiles(uploadDir, maxAgeMs),
    storage.sweepTemporaryFiles(maxAgeMs),
  ]);
  let removed = 0;
  for (const part of parts) {
    if (part.status === 'rejected') throw part.reason;
    removed += part.value;
  }
  return removed;
}
