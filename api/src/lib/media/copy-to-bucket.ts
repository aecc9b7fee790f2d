import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { IMAGE_CONTENT_TYPE } from './images';
import type { S3StorageDriver } from './s3-storage';
import type { LocalStorageDriver } from './storage';

/** Files copied at once: enough to hide the store's latency, few enough for a small machine. */
const PARALLEL_COPIES = 4;

export interface CopyToBucketResult {
  /** Files written to the bucket. */
  copied: number;
  /** Their bytes. */
  copiedBytes: number;
  /** Files the bucket already held with the same size and checksum. */
  skipped: number;
}

const contentTypeOf = (key: string) =>
  path.extname(key) === '.webp' ? IMAGE_CONTENT_TYPE : 'application/octet-stream';

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Copies every file of the local media folder `source` into the bucket of `target` under the
 * same key (the driver's own temporary files aside), for a site moving to MEDIA_STORAGE=s3.
 * A file the bucket already holds with the same size and ETag (the MD5 of a single-part PUT) is
 * skipped, so a run stopped halfway resumes where it stopped and a second run copies nothing; a
 * PUT replaces an object whole, so an interrupted one leaves no partial file. `onFile` hears of
 * each file as it is done.
 */
export async function copyFolderToBucket(
  source: LocalStorageDriver,
  target: S3StorageDriver,
  onFile: (key: string, copied: boolean) => void = () => undefined,
): Promise<CopyToBucketResult> {
  const keys = await source.list('');
  const result: CopyToBucketResult = { copied: 0, copiedBytes: 0, skipped: 0 };
  let next = 0;

  async function copyOne(key: string) {
    const file = source.filePath(key)!;
    const [{ size }, stored] = await Promise.all([stat(file), target.stat(key)]);
    if (stored !== null && stored.size === size && stored.etag === `"${await md5Of(file)}"`) {
      result.skipped += 1;
      onFile(key, false);
      return;
    }
    // Stored photos are a few hundred KB (IMAGE_FULL_MAX_SIDE), so one is read whole.
    await target.put(key, await readFile(file), contentTypeOf(key));
    result.copied += 1;
    result.copiedBytes += size;
    onFile(key, true);
  }

  async function worker() {
    while (next < keys.length) await copyOne(keys[next++]!);
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_COPIES, keys.length) }, worker));
  return result;
}
