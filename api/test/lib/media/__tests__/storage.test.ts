import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  createLocalStorage,
  InvalidStorageKeyError,
  LOCAL_TEMP_FOLDER,
  type LocalStorageDriver,
} from '../../../../src/lib/media';
import { makeTempDir, removeTempDir } from '../../../support/test-app';

const TRAVERSALS = [
  '../outside.webp',
  'avatars/../../outside.webp',
  '/etc/passwd',
  'a//b.webp',
  '.hidden.webp',
  'a\\..\\b.webp',
  '',
];

describe('local storage driver', () => {
  let dir: string;
  let root: string;
  let storage: LocalStorageDriver;

  beforeEach(async () => {
    dir = await makeTempDir();
    root = path.join(dir, 'media');
    storage = createLocalStorage(root);
  });

  afterEach(() => removeTempDir(dir));

  it('writes a file under its key, creating folders, and leaves no temporary file', async () => {
    await storage.put('avatars/one.webp', Buffer.from('first'), 'image/webp');
    await storage.put('avatars/one.webp', Buffer.from('second'), 'image/webp');

    expect(await readFile(path.join(root, 'avatars', 'one.webp'), 'utf8')).toBe('second');
    expect(await readdir(path.join(root, 'avatars'))).toEqual(['one.webp']);
  });

  it('removes its temporary file when the final rename fails', async () => {
    await mkdir(path.join(root, 'avatars', 'taken.webp'), { recursive: true });

    await expect(
      storage.put('avatars/taken.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();

    expect(await readdir(path.join(root, 'avatars'))).toEqual(['taken.webp']);
  });

  it('deletes a file, and a missing one without an error', async () => {
    await storage.put('covers/two.webp', Buffer.from('x'), 'image/webp');

    await storage.delete('covers/two.webp');
    await storage.delete('covers/two.webp');
    await storage.delete('never/written.webp');

    expect(await readdir(path.join(root, 'covers'))).toEqual([]);
  });

  it('reads a stored file as a stream; a missing one errors, a key leaving the root throws', async () => {
    await storage.put('avatars/three.webp', Buffer.from('stored bytes'), 'image/webp');

    const chunks: Buffer[] = [];
    for await (const chunk of storage.read('avatars/three.webp')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('stored bytes');

    await expect(
      new Promise((resolve, reject) =>
        storage.read('avatars/missing.webp').on('error', reject).on('end', resolve).resume(),
      ),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(() => storage.read('../outside.webp')).toThrow(InvalidStorageKeyError);
  });

  it('lists the stored files under a prefix, leaving out its temporary files', async () => {
    await storage.put('vehicles/v1/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('vehicles/v1/logbook/e1/b.webp', Buffer.from('b'), 'image/webp');
    await storage.put('avatars/c.webp', Buffer.from('c'), 'image/webp');
    await writeFile(path.join(root, LOCAL_TEMP_FOLDER, 'unfinished.tmp'), 'x');

    expect(await storage.list('vehicles/')).toEqual([
      'vehicles/v1/a.webp',
      'vehicles/v1/logbook/e1/b.webp',
    ]);
    expect(await storage.list('')).toHaveLength(3);
    expect(await storage.list('covers/')).toEqual([]);
  });

  it('gives the URL the app serves the key at', () => {
    expect(storage.url('avatars/one.webp')).toBe('/media/avatars/one.webp');
  });

  it.each(TRAVERSALS)('refuses the key %j, which could leave the root', async (key) => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'outside.webp'), 'keep');

    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
    expect(storage.filePath(key)).toBeNull();
    expect(await readFile(path.join(dir, 'outside.webp'), 'utf8')).toBe('keep');
  });
});
