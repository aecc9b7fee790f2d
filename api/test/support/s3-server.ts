import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { S3StorageConfig } from '../../src/config';
import { createS3Storage, type S3StorageDriver } from '../../src/lib/media';

/** The bucket every test app of an `API_TEST_STORAGE=s3` run shares, each under its own prefix. */
export const TEST_BUCKET = 'carclub-test';

/** s3rver's one account: it checks request signatures against it. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a spare loopback port, keeping its objects in a
 * temporary folder removed again by `stop`, with `buckets` already made.
 */
export async function startS3Server(buckets: string[] = [TEST_BUCKET]): Promise<TestS3Server> {
  // Loaded here, not with the module: every test app imports s3TestEnv, few start a server.
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'carclub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The set-up of a test file with an S3 server of its own: started before its tests, stopped after. */
export function useS3Server(): { readonly endpoint: string } {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server?.stop());
  return {
    get endpoint() {
      if (server === undefined) throw new Error('the S3 server starts in the file’s beforeAll');
      return server.endpoint;
    },
  };
}

/** A driver on the test bucket under a folder of its own (`prefix`, a new one unless given). */
export function testS3Storage(
  endpoint: string,
  prefix = `site-${randomUUID()}`,
): Promise<S3StorageDriver> {
  return createS3Storage(testS3Config(endpoint, prefix));
}

/** The test bucket of `endpoint` as a driver's configuration, under `prefix`. */
export function testS3Config(endpoint: string, prefix: string): S3StorageConfig {
  return {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    prefix,
  };
}

/** The text of a stored file's stream. */
export async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** The variables that point an app at `endpoint`'s test bucket, under a prefix of its own. */
export function s3TestEnv(endpoint: string, prefix: string): Record<string, string> {
  return {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: TEST_BUCKET,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_PREFIX: prefix,
  };
}
