import path from 'node:path';

import { IMAGE_MAX_SIZE_BYTES } from '@carclub/contracts';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';

import type { S3StorageConfig } from '../config';
import { logbookEntries } from '../db/schema';
import { loadJwtSecret } from '../lib/server-secret';
import { httpErrors } from '../lib/http-errors';
import {
  createLocalStorage,
  createS3Storage,
  IMAGE_CONTENT_TYPE,
  LOCAL_MEDIA_PATH,
  privateMediaKey,
  type StorageDriver,
  sweepTemporaryFiles,
  TEMPORARY_FILE_SWEEP_INTERVAL_MS,
} from '../lib/media';
import { type PeriodicTask, startPeriodicTask } from '../lib/periodic-task';
import { IMMUTABLE } from '../lib/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
    /** Folder that uploads are streamed to before decoding (withUploads). */
    uploadDir: string;
    /**
     * The periodic sweep of this machine's temporary files; stopped when the app closes. Pending
     * files are swept by the `sweep-media` job (plugins/scheduled-jobs.ts).
     */
    temporaryFileSweep: PeriodicTask;
  }
}

export interface StoragePluginOptions {
  /**
   * Files go to `DATA_DIR/media` (unless `s3` names a bucket), uploads in progress to
   * `DATA_DIR/tmp/uploads`.
   */
  dataDir: string;
  /** `config.s3`: the files go to this bucket instead of the local folder (ADR 0145). */
  s3?: S3StorageConfig;
  /** Default TEMPORARY_FILE_SWEEP_INTERVAL_MS. */
  sweepIntervalMs?: number;
  /** `config.jwtSecret`: private files' addresses are signed with a key derived from it. */
  jwtSecret?: string;
}

/**
 * Multipart limits of every upload: a vehicle gallery is at most 20 files. The upload routes take
 * no text fields, so a field is kept to 1 KB rather than busboy's 1 MB.
 */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_SIZE_BYTES,
  files: 20,
  fields: 10,
  fieldSize: 1024,
  parts: 30,
};

/** A logbook entry's photo files: `vehicles/<car>/logbook/<entry>/<file>`, the entry's id. */
const ENTRY_PHOTO_PATH = /^vehicles\/[^/]+\/logbook\/([0-9a-f-]{36})\//;

/** Only what the server itself writes is served, with the type it wrote. */
const CONTENT_TYPES: Record<string, string> = { '.webp': IMAGE_CONTENT_TYPE };

interface WildcardParams {
  '*': string;
}

/**
 * `app.storage` (the local folder driver, or the S3 one when `s3` is given), the files it holds
 * at `GET /media/*`, multipart parsing for uploads, and a sweep of the temporary files crashes left
 * on this machine: at startup, then every `sweepIntervalMs`.
 */
export default fp<StoragePluginOptions>(
  async (app, { dataDir, s3, sweepIntervalMs = TEMPORARY_FILE_SWEEP_INTERVAL_MS, jwtSecret }) => {
    const privateUrlKey = privateMediaKey(await loadJwtSecret({ jwtSecret, dataDir }));
    let storage: StorageDriver;
    if (s3 === undefined) {
      storage = createLocalStorage(path.join(dataDir, 'media'), privateUrlKey);
    } else {
      const bucket = await createS3Storage(s3, privateUrlKey);
      app.addHook('onClose', async () => bucket.close());
      storage = bucket;
    }
    const uploadDir = path.join(dataDir, 'tmp', 'uploads');
    app.decorate('storage', storage);
    app.decorate('uploadDir', uploadDir);

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    /**
     * How long a browser may keep the file at `relativePath`: a year for a public one (stored names
     * are random and never rewritten, so CDNs may too); a private entry's photo only with its
     * owner's signed address, until that expires, and in their browser alone (ADR 0127). Null: not
     * served (404, as for a file that is not there, so the answer tells nothing).
     */
    async function cacheControlOf(
      relativePath: string,
      query: { expires?: unknown; signature?: unknown },
    ): Promise<string | null> {
      const entryId = ENTRY_PHOTO_PATH.exec(relativePath)?.[1];
      if (entryId === undefined) return IMMUTABLE;
      const [entry] = await app.db
        .select({ visibility: logbookEntries.visibility })
        .from(logbookEntries)
        .where(eq(logbookEntries.id, entryId));
      if (entry?.visibility === 'public') return IMMUTABLE;
      const secondsLeft = storage.privateUrlSecondsLeft(relativePath, query);
      return secondsLeft === null ? null : `private, max-age=${secondsLeft}`;
    }

    app.get<{ Params: WildcardParams; Querystring: { expires?: unknown; signature?: unknown } }>(
      `${LOCAL_MEDIA_PATH}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const relativePath = request.params['*'];
        const contentType = CONTENT_TYPES[path.extname(relativePath)];
        if (contentType === undefined) throw httpErrors.notFound();
        const cacheControl = await cacheControlOf(relativePath, request.query);
        if (cacheControl === null) throw httpErrors.notFound();
        return storage.send(request, reply, {
          key: relativePath,
          cacheControl,
          contentType,
          headers: { 'x-content-type-options': 'nosniff' },
        });
      },
    );

    const sweep = async () => {
      try {
        const tempFiles = await sweepTemporaryFiles(storage, { uploadDir });
        if (tempFiles > 0) app.log.info({ tempFiles }, 'removed temporary files');
      } catch (error) {
        // Leftovers only cost disk space; they must not keep the server from starting or running.
        app.log.error({ err: error }, 'could not sweep temporary files');
      }
    };
    let periodic: PeriodicTask | undefined;
    app.decorate('temporaryFileSweep', {
      runNow: () => periodic?.runNow() ?? sweep(),
      stop: async () => periodic?.stop(),
      get stopped() {
        return periodic?.stopped ?? false;
      },
    });

    app.addHook('onReady', async () => {
      await sweep();
      periodic = startPeriodicTask(sweep, sweepIntervalMs);
    });
    app.addHook('onClose', async () => {
      await periodic?.stop();
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
