import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import {
  copyFolderToBucket,
  createLocalStorage,
  type S3StorageDriver,
} from '../../../src/lib/media';
import { s3TestEnv, testS3Storage, textOf, useS3Server } from '../../support/s3-server';
import { makeTempDir, removeTempDir, writeFiles } from '../../support/test-app';

const API_DIR = path.resolve(__dirname, '../../..');

const FILES = {
  'media/avatars/a1.webp': 'avatar bytes',
  'media/avatars/a1.card.webp': 'card',
  'media/vehicles/v1/logbook/e1/p1.webp': 'a logbook photo',
  // The local driver's unfinished writes are not media.
  'media/.tmp/0c2d.tmp': 'half-written',
};

/**
 * `pnpm media:to-s3` in its own process; not spawnSync, which would stop this process's S3
 * server from answering it.
 */
function runCommand(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'media-to-s3'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

const bytesOf = (bucket: S3StorageDriver, key: string) => textOf(bucket.read(key));

describe('copying a local media folder into a bucket (pnpm media:to-s3)', () => {
  const server = useS3Server();
  let dataDir: string;
  let prefix: string;
  let bucket: S3StorageDriver;

  beforeEach(async () => {
    dataDir = await makeTempDir();
    await writeFiles(dataDir, FILES);
    prefix = `site-${randomUUID()}`;
    bucket = await testS3Storage(server.endpoint, prefix);
  });

  afterEach(async () => {
    bucket.close();
    await removeTempDir(dataDir);
  });

  const copy = () => copyFolderToBucket(createLocalStorage(path.join(dataDir, 'media')), bucket);

  it('copies every stored file under its key, and nothing the second time', async () => {
    expect(await copy()).toEqual({ copied: 3, copiedBytes: 31, skipped: 0 });

    expect(await bucket.list('')).toEqual([
      'avatars/a1.card.webp',
      'avatars/a1.webp',
      'vehicles/v1/logbook/e1/p1.webp',
    ]);
    expect(await bytesOf(bucket, 'vehicles/v1/logbook/e1/p1.webp')).toBe('a logbook photo');
    expect(await copy()).toEqual({ copied: 0, copiedBytes: 0, skipped: 3 });
  });

  it('resumes a stopped run: copies what is missing or differs, skips what arrived whole', async () => {
    // A run stopped after one file, and an object of the same size but other bytes.
    await bucket.put('avatars/a1.webp', Buffer.from('avatar bytes'), 'image/webp');
    await bucket.put('avatars/a1.card.webp', Buffer.from('CARD'), 'image/webp');

    expect(await copy()).toEqual({ copied: 2, copiedBytes: 19, skipped: 1 });

    expect(await bytesOf(bucket, 'avatars/a1.card.webp')).toBe('card');
  });

  it('runs as a command on the configured bucket, and says what to set without one', async () => {
    const [copied, unconfigured, mistyped] = await Promise.all([
      runCommand({ DATA_DIR: dataDir, ...s3TestEnv(server.endpoint, prefix) }),
      runCommand({ DATA_DIR: dataDir }),
      runCommand({ DATA_DIR: path.join(dataDir, 'typo'), ...s3TestEnv(server.endpoint, prefix) }),
    ]);

    expect(copied.status).toBe(0);
    expect(copied.stdout).toContain('Copied 3 files');
    expect(copied.stdout).toContain('0 were there already');
    expect(unconfigured.status).toBe(1);
    expect(unconfigured.stderr).toContain('Set MEDIA_STORAGE=s3');
    expect(mistyped.status).toBe(1);
    expect(mistyped.stderr).toBe(
      `There is no folder ${path.join(dataDir, 'typo', 'media')} to copy.\n`,
    );
    // Three CLI processes start TypeScript at once: seconds each on a busy machine.
  }, 90_000);
});
