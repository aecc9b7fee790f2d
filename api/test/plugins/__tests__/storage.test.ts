import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { pendingFiles } from '../../../src/db/schema';
import { PENDING_FILE_MAX_AGE_MS } from '../../../src/lib/media';
import { IMMUTABLE } from '../../../src/lib/static-files';
import { webpBuffer } from '../../support/images';
import {
  DATABASE_TIMEOUT_MS,
  openTestDatabase,
  useTestApp,
  withTestApp,
  writeFiles,
} from '../../support/test-app';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('storage plugin', () => {
  describe('GET /media/*', () => {
    let image: Buffer;
    // No database: the startup sweep fails, which must not keep the app from serving.
    const { app } = useTestApp({
      database: 'none',
      // Files the driver would never store: in the local folder, they must not be served either.
      prepare: (dataDir) =>
        writeFiles(dataDir, {
          'secret.webp': 'outside the media folder',
          'media/avatars/.a1b2.webp.tmp.webp': 'half-written',
          'media/notes.txt': 'not an image the server wrote',
        }),
    });

    beforeAll(async () => {
      image = await webpBuffer({ width: 20, height: 10 });
      await app.storage.put('avatars/a1b2.webp', image, 'image/webp');
    });

    it('serves a stored image as immutable WebP that browsers must not sniff', async () => {
      const response = await app.inject({
        method: 'GET',
        url: app.storage.url('avatars/a1b2.webp'),
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(image)).toBe(true);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/media/avatars/a1b2.webp' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(image.length));
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.etag).toBeTruthy();
      expect(response.rawPayload).toHaveLength(0);
    });

    it('answers a conditional request with 304', async () => {
      const first = await app.inject({ method: 'GET', url: '/media/avatars/a1b2.webp' });

      const second = await app.inject({
        method: 'GET',
        url: '/media/avatars/a1b2.webp',
        headers: { 'if-none-match': String(first.headers.etag) },
      });

      expect(second.statusCode).toBe(304);
    });

    it('answers a range request with 206 and an unsatisfiable one with 416', async () => {
      const part = await app.inject({
        method: 'GET',
        url: '/media/avatars/a1b2.webp',
        headers: { range: 'bytes=0-9' },
      });
      const beyond = await app.inject({
        method: 'GET',
        url: '/media/avatars/a1b2.webp',
        headers: { range: `bytes=${image.length + 10}-` },
      });

      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${image.length}`);
      expect(part.rawPayload.equals(image.subarray(0, 10))).toBe(true);
      expect(beyond.statusCode).toBe(416);
    });

    it.each([
      '/media/avatars/missing.webp',
      '/media/notes.txt',
      '/media/avatars/.a1b2.webp.tmp.webp',
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/avatars/..%2f..%2fsecret.webp',
      '/media/avatars//a1b2.webp',
    ])('answers %s with 404', async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('outside the media folder');
      expect(response.body).not.toContain('half-written');
    });
  });

  it(
    'removes orphaned uploads older than an hour at startup, keeping the others',
    () =>
      withTestApp(
        {
          // The local folder's own files; on S3 the sweep is the same lib code (sweep-media.test.ts).
          env: { MEDIA_STORAGE: 'local' },
          openDatabase: async () => {
            const opened = await openTestDatabase('fresh')();
            const old = new Date(Date.now() - PENDING_FILE_MAX_AGE_MS - 60_000);
            await opened.db
              .insert(pendingFiles)
              .values([
                { storageKey: 'avatars/orphan.webp', createdAt: old },
                { storageKey: 'avatars/orphan.card.webp', createdAt: old },
                { storageKey: 'avatars/fresh.webp' },
              ]);
            return opened;
          },
        },
        async (app, dataDir) => {
          const media = path.join(dataDir, 'media', 'avatars');
          await mkdir(media, { recursive: true });
          for (const name of ['orphan.webp', 'orphan.card.webp', 'kept.webp', 'fresh.webp']) {
            await writeFile(path.join(media, name), name);
          }
          await app.ready();
          // The sweep is a job sent when a process starts.
          await app.jobs.settled();

          expect(await exists(path.join(media, 'orphan.webp'))).toBe(false);
          expect(await exists(path.join(media, 'orphan.card.webp'))).toBe(false);
          expect(await exists(path.join(media, 'kept.webp'))).toBe(true);
          expect(await exists(path.join(media, 'fresh.webp'))).toBe(true);
          const rows = await app.db.select().from(pendingFiles);
          expect(rows.map((row) => row.storageKey)).toEqual(['avatars/fresh.webp']);
        },
      ),
    DATABASE_TIMEOUT_MS,
  );
});
