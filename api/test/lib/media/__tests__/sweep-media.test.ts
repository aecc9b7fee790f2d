import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { pendingFiles } from '../../../../src/db/schema';
import {
  allImageFileKeys,
  confirmImage,
  imageFileKeys,
  LOCAL_TEMP_FOLDER,
  purgeImages,
  releaseImage,
  type MediaApp,
  saveImage,
  sweepPendingFiles,
  sweepTemporaryFiles,
} from '../../../../src/lib/media';
import { jpegBuffer } from '../../../support/images';
import { isStored } from '../../../support/stored-files';
import { testsOnS3, useTestApp } from '../../../support/test-app';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const HOUR = 60 * 60 * 1000;

describe('sweeping media', () => {
  const { app, dataDir } = useTestApp();

  const pendingKeys = async () =>
    (await app.db.select().from(pendingFiles)).map((row) => row.storageKey).sort();

  beforeEach(() => app.db.delete(pendingFiles));

  async function releasedImage(): Promise<string> {
    const { key } = await saveImage(app, await jpegBuffer(), { prefix: 'covers', field: 'file' });
    await app.db.transaction((tx) => confirmImage(tx, key));
    await app.db.transaction((tx) => releaseImage(tx, key));
    return key;
  }

  it('retries a deletion that failed at the next sweep, in any process, although its row is recent', async () => {
    const key = await releasedImage();
    const files = imageFileKeys(key);
    const realDelete = app.storage.delete.bind(app.storage);
    const remove = jest
      .spyOn(app.storage, 'delete')
      .mockRejectedValueOnce(new Error('EBUSY'))
      .mockImplementation(realDelete);
    try {
      await purgeImages(app, [key]);
    } finally {
      remove.mockRestore();
    }
    expect(await isStored(app, files.full)).toBe(true);
    expect(await isStored(app, files.card)).toBe(false);
    expect(await pendingKeys()).toEqual([files.full]);
    // The sweep is a job: another process, with its own driver on the same database and files,
    // may be the one that runs it.
    const otherProcess: MediaApp = { db: app.db, log: app.log, storage: { ...app.storage } };

    expect(await sweepPendingFiles(otherProcess)).toBe(1);

    expect(await isStored(app, files.full)).toBe(false);
    expect(await pendingKeys()).toEqual([]);
    // Once done, it is not tried again.
    expect(await sweepPendingFiles(app)).toBe(0);
  });

  it('keeps a file whose deletion fails again for the sweep after', async () => {
    const key = await releasedImage();
    const files = imageFileKeys(key);
    const remove = jest.spyOn(app.storage, 'delete').mockRejectedValue(new Error('EACCES'));
    try {
      await purgeImages(app, [key]);
      expect(await sweepPendingFiles(app)).toBe(0);
    } finally {
      remove.mockRestore();
    }
    // Every file an image may have keeps its row, the variants this small image never had too.
    expect(await pendingKeys()).toEqual(allImageFileKeys(key).sort());
    expect(allImageFileKeys(key)).toEqual(expect.arrayContaining([files.card, files.full]));

    expect(await sweepPendingFiles(app)).toBe(allImageFileKeys(key).length);
    expect(await pendingKeys()).toEqual([]);
  });

  it('leaves recent pending files of an upload under way alone', async () => {
    const { key } = await saveImage(app, await jpegBuffer(), { prefix: 'covers', field: 'file' });

    expect(await sweepPendingFiles(app)).toBe(0);

    for (const file of Object.values(imageFileKeys(key)))
      expect(await isStored(app, file)).toBe(true);
  });

  it('removes stale uploads and interrupted writes, and keeps the ones under way', async () => {
    const uploadDir = path.join(dataDir, 'uploads-for-this-test');
    const writes = path.join(dataDir, 'media', LOCAL_TEMP_FOLDER);
    const aged = async (file: string, ageMs: number) => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, '');
      const when = new Date(Date.now() - ageMs);
      await utimes(file, when, when);
    };
    await aged(path.join(uploadDir, 'killed.upload'), 2 * HOUR);
    await aged(path.join(uploadDir, 'streaming.upload'), 0);
    // Only the local driver writes through temporary files; an S3 PUT leaves no partial object.
    if (!testsOnS3) await aged(path.join(writes, 'killed.tmp'), 2 * HOUR);

    expect(await sweepTemporaryFiles(app.storage, { uploadDir })).toBe(testsOnS3 ? 1 : 2);

    expect(await exists(path.join(uploadDir, 'killed.upload'))).toBe(false);
    expect(await exists(path.join(uploadDir, 'streaming.upload'))).toBe(true);
    expect(await exists(path.join(writes, 'killed.tmp'))).toBe(false);
  });
});
