import path from 'node:path';

import { IMAGE_MAX_SIZE_BYTES } from '@carclub/contracts';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

import { httpErrors } from '../lib/http-errors';
import {
  createLocalStorage,
  IMAGE_CONTENT_TYPE,
  LOCAL_MEDIA_PATH,
  type StorageDriver,
  sweepPendingFiles,
} from '../lib/media';
import { IMMUTABLE, sendStaticFile } from '../lib/static-files';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver;
  }
}

export interface StoragePluginOptions {
  /** Files go to `DATA_DIR/media`. */
  dataDir: string;
}

/** Multipart limits of every upload: a vehicle gallery is at most 20 files. */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_SIZE_BYTES,
  files: 20,
  fields: 10,
  parts: 30,
};

/** Only what the server itself writes is served, with the type it wrote. */
const CONTENT_TYPES: Record<string, string> = { '.webp': IMAGE_CONTENT_TYPE };

interface WildcardParams {
  '*': string;
}

/**
 * `app.storage` (the local folder driver), the files it holds at `GET /media/*`, multipart parsing
 * for uploads, and at startup a sweep of files left pending by crashed or abandoned uploads.
 */
export default fp<StoragePluginOptions>(
  async (app, { dataDir }) => {
    const storage = createLocalStorage(path.join(dataDir, 'media'));
    app.decorate('storage', storage);

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    // Stored names are random and never rewritten, so browsers and CDNs may keep a file for a year.
    app.get<{ Params: WildcardParams }>(
      `${LOCAL_MEDIA_PATH}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const contentType = CONTENT_TYPES[path.extname(request.params['*'])];
        if (contentType === undefined) throw httpErrors.notFound();
        return sendStaticFile(request, reply, {
          root: storage.root,
          relativePath: request.params['*'],
          cacheControl: () => IMMUTABLE,
          contentType,
          headers: { 'x-content-type-options': 'nosniff' },
        });
      },
    );

    app.addHook('onReady', async () => {
      try {
        const swept = await sweepPendingFiles(app);
        if (swept > 0) app.log.info({ files: swept }, 'removed abandoned uploads');
      } catch (error) {
        // Leftovers only cost disk space; they must not keep the server from starting.
        app.log.error({ err: error }, 'could not sweep pending files');
      }
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
