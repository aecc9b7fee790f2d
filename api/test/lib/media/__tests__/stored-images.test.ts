import { VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { inArray, sql } from 'drizzle-orm';

import { pendingFiles } from '../../../../src/db/schema';
import { HttpError } from '../../../../src/lib/http-errors';
import {
  allImageFileKeys,
  confirmImage,
  copyImageFiles,
  imageFileKeys,
  imageVariantKey,
  purgeImages,
  releaseImage,
  saveImage,
  sweepPendingFiles,
} from '../../../../src/lib/media';
import { jpegBuffer } from '../../../support/images';
import { isStored } from '../../../support/stored-files';
import { useTestApp } from '../../../support/test-app';

describe('stored images', () => {
  const { app } = useTestApp();

  const filesOf = (key: string) => allImageFileKeys(key);
  const writtenFilesOf = async (key: string) => {
    const written = [];
    for (const file of filesOf(key)) if (await isStored(app, file)) written.push(file);
    return written;
  };
  const pendingKeys = async () =>
    (await app.db.select().from(pendingFiles)).map((row) => row.storageKey).sort();

  beforeEach(() => app.db.delete(pendingFiles));

  it('writes the full-size file and its card under the prefix and keeps them pending until confirmed', async () => {
    const saved = await saveImage(app, await jpegBuffer({ width: 90, height: 60 }), {
      prefix: 'avatars',
      field: 'file',
    });

    expect(saved.key).toMatch(/^avatars\/[0-9a-f-]{36}$/);
    expect([saved.width, saved.height, saved.variantWidths]).toEqual([90, 60, []]);
    // Narrower than every variant width: no variant is made.
    expect(await writtenFilesOf(saved.key)).toEqual(Object.values(imageFileKeys(saved.key)));
    expect(await pendingKeys()).toEqual(filesOf(saved.key).sort());

    await app.db.transaction((tx) => confirmImage(tx, saved.key));

    expect(await pendingKeys()).toEqual([]);
  });

  it('writes the variants of a large image beside it, pending, and purges them with it', async () => {
    const saved = await saveImage(app, await jpegBuffer({ width: 1500, height: 1000 }), {
      prefix: 'vehicles/v',
      field: 'file',
    });

    expect(saved.variantWidths).toEqual([640, 1280]);
    expect(await writtenFilesOf(saved.key)).toEqual(filesOf(saved.key));
    expect(await pendingKeys()).toEqual(filesOf(saved.key).sort());

    await app.db.transaction((tx) => confirmImage(tx, saved.key));
    expect(await pendingKeys()).toEqual([]);
    await app.db.transaction((tx) => releaseImage(tx, saved.key));
    await purgeImages(app, [saved.key]);

    expect(await writtenFilesOf(saved.key)).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
  });

  it('copies every file of an image, variants included, to the new key', async () => {
    const source = await saveImage(app, await jpegBuffer({ width: 1000, height: 800 }), {
      prefix: 'vehicles/v',
      field: 'file',
    });
    const target = 'vehicles/v/copy';

    await copyImageFiles(app, source.key, target, source.variantWidths);

    expect(await writtenFilesOf(target)).toEqual([
      ...Object.values(imageFileKeys(target)),
      imageVariantKey(target, 640),
    ]);
    // Released, the copy's files all go, whatever the source had.
    await app.db.transaction((tx) => releaseImage(tx, target));
    await purgeImages(app, [target]);
    expect(await writtenFilesOf(target)).toEqual([]);
    expect(await writtenFilesOf(source.key)).toHaveLength(3);
  });

  it('copies an image stored before variants were made (none listed) without failing', async () => {
    const source = await saveImage(app, await jpegBuffer({ width: 1000, height: 800 }), {
      prefix: 'vehicles/v',
      field: 'file',
    });

    await copyImageFiles(app, source.key, 'vehicles/v/old-copy', []);

    expect(await writtenFilesOf('vehicles/v/old-copy')).toEqual(
      Object.values(imageFileKeys('vehicles/v/old-copy')),
    );
  });

  it('writes nothing and records nothing for an invalid image', async () => {
    const error = await saveImage(app, Buffer.from('not an image'), {
      prefix: 'avatars',
      field: 'avatar',
    }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).details?.fields).toEqual({ avatar: [V.invalidImage] });
    expect(await pendingKeys()).toEqual([]);
  });

  it('deletes released files and their rows once purged', async () => {
    const { key } = await saveImage(app, await jpegBuffer(), { prefix: 'covers', field: 'file' });
    await app.db.transaction((tx) => confirmImage(tx, key));

    await app.db.transaction((tx) => releaseImage(tx, key));
    expect(await pendingKeys()).toEqual(filesOf(key).sort());

    await purgeImages(app, [key]);

    expect(await pendingKeys()).toEqual([]);
    for (const file of filesOf(key)) expect(await isStored(app, file)).toBe(false);
  });

  it('purges images whose files are already gone without throwing', async () => {
    await app.db.transaction((tx) => releaseImage(tx, 'covers/gone'));

    await expect(purgeImages(app, ['covers/gone'])).resolves.toBeUndefined();
    expect(await pendingKeys()).toEqual([]);
  });

  it('sweeps old pending files and leaves recent and confirmed ones', async () => {
    const old = await saveImage(app, await jpegBuffer({ width: 1400, height: 900 }), {
      prefix: 'avatars',
      field: 'file',
    });
    const recent = await saveImage(app, await jpegBuffer(), { prefix: 'avatars', field: 'file' });
    const confirmed = await saveImage(app, await jpegBuffer(), {
      prefix: 'avatars',
      field: 'file',
    });
    await app.db.transaction((tx) => confirmImage(tx, confirmed.key));
    await app.db
      .update(pendingFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(inArray(pendingFiles.storageKey, filesOf(old.key)));

    const swept = await sweepPendingFiles(app);

    // The full-size file, its card and its two variants.
    expect(swept).toBe(4);
    for (const file of filesOf(old.key)) expect(await isStored(app, file)).toBe(false);
    for (const { key } of [recent, confirmed]) {
      expect(await writtenFilesOf(key)).toEqual(Object.values(imageFileKeys(key)));
    }
    expect(await pendingKeys()).toEqual(filesOf(recent.key).sort());
  });
});
