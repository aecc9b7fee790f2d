import { PENDING_FILE_MAX_AGE_MS, type MediaApp, sweepPendingFiles } from './stored-images';
import { removeStaleFiles, TEMP_FILE_MAX_AGE_MS } from './temp-files';

/** How often a running server sweeps; failed deletions wait at most this long for a retry. */
export const MEDIA_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface MediaSweepOptions {
  /** Folder of uploads streamed to disk (withUploads). */
  uploadDir: string;
  pendingMaxAgeMs?: number;
  tempMaxAgeMs?: number;
}

export interface MediaSweepResult {
  /** Stored files of pending rows (abandoned uploads, released images) deleted. */
  pendingFiles: number;
  /** Temporary files (uploads streamed in, interrupted writes) removed. */
  tempFiles: number;
}

/**
 * One sweep: pending files (see sweepPendingFiles) and temporary files left by a crash, in the
 * upload folder and in the storage driver's own. Each part runs even when another fails; the first
 * failure is thrown afterwards.
 */
export async function sweepMedia(
  app: MediaApp,
  {
    uploadDir,
    pendingMaxAgeMs = PENDING_FILE_MAX_AGE_MS,
    tempMaxAgeMs = TEMP_FILE_MAX_AGE_MS,
  }: MediaSweepOptions,
): Promise<MediaSweepResult> {
  const [pending, uploads, writes] = await Promise.allSettled([
    sweepPendingFiles(app, pendingMaxAgeMs),
    removeStaleFiles(uploadDir, tempMaxAgeMs),
    app.storage.sweepTemporaryFiles(tempMaxAgeMs),
  ]);
  for (const part of [pending, uploads, writes]) {
    if (part.status === 'rejected') throw part.reason;
  }
  const value = (part: PromiseSettledResult<number>) =>
    part.status === 'fulfilled' ? part.value : 0;
  return { pendingFiles: value(pending), tempFiles: value(uploads) + value(writes) };
}
