import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createLocalStorage, LOCAL_TEMP_FOLDER, removeStaleFiles } from '../../../../src/lib/media';
import { makeTempDir, removeTempDir } from '../../../support/test-app';

describe('temporary files', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await makeTempDir();
  });

  afterEach(() => removeTempDir(dir));

  async function writeAged(file: string, ageMs: number) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '');
    const when = new Date(Date.now() - ageMs);
    await utimes(file, when, when);
  }

  it('removes the files older than the age given, keeps the others and folders', async () => {
    await writeAged(path.join(dir, 'stale.upload'), 2 * 60 * 60 * 1000);
    await writeAged(path.join(dir, 'fresh.upload'), 60 * 1000);
    await mkdir(path.join(dir, 'folder'));

    expect(await removeStaleFiles(dir, 60 * 60 * 1000)).toBe(1);

    expect((await readdir(dir)).sort()).toEqual(['folder', 'fresh.upload']);
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await removeStaleFiles(path.join(dir, 'never-made'), 0)).toBe(0);
  });

  it('the storage driver writes through its temporary folder and sweeps what a crash left there', async () => {
    const root = path.join(dir, 'media');
    const storage = createLocalStorage(root);
    await storage.put('avatars/one.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(root, LOCAL_TEMP_FOLDER))).toEqual([]);
    // What a kill -9 between open and rename leaves: an empty file nobody will finish.
    await writeAged(path.join(root, LOCAL_TEMP_FOLDER, 'killed.tmp'), 2 * 60 * 60 * 1000);
    await writeAged(path.join(root, LOCAL_TEMP_FOLDER, 'writing.tmp'), 0);

    expect(await storage.sweepTemporaryFiles(60 * 60 * 1000)).toBe(1);

    expect(await readdir(path.join(root, LOCAL_TEMP_FOLDER))).toEqual(['writing.tmp']);
    expect(await readdir(path.join(root, 'avatars'))).toEqual(['one.webp']);
  });
});
