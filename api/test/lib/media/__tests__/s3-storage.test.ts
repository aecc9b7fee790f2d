import { InvalidStorageKeyError, type S3StorageDriver } from '../../../../src/lib/media';
import { textOf as bytesOf, testS3Storage, useS3Server } from '../../../support/s3-server';

const TRAVERSALS = ['../outside.webp', 'a//b.webp', '.hidden.webp', 'a\\..\\b.webp', ''];

describe('S3 storage driver', () => {
  const server = useS3Server();
  let storage: S3StorageDriver;
  let other: S3StorageDriver;

  beforeEach(async () => {
    storage = await testS3Storage(server.endpoint);
    other = await testS3Storage(server.endpoint);
  });

  afterEach(() => {
    storage.close();
    other.close();
  });

  it('writes, replaces, reads, copies and lists files under its own prefix only', async () => {
    await storage.put('avatars/one.webp', Buffer.from('first'), 'image/webp');
    await storage.put('avatars/one.webp', Buffer.from('second'), 'image/webp');
    await storage.copy('avatars/one.webp', 'covers/two.webp');

    expect(await bytesOf(storage.read('avatars/one.webp'))).toBe('second');
    expect(await bytesOf(storage.read('covers/two.webp'))).toBe('second');
    expect(await storage.list('')).toEqual(['avatars/one.webp', 'covers/two.webp']);
    expect(await storage.list('avatars/')).toEqual(['avatars/one.webp']);
    expect(await storage.stat('covers/two.webp')).toMatchObject({ size: 6 });
    expect(await other.list('')).toEqual([]);
  });

  it('deletes a file, and a missing one without an error; reading a missing one errors with ENOENT', async () => {
    await storage.put('covers/gone.webp', Buffer.from('x'), 'image/webp');

    await storage.delete('covers/gone.webp');
    await storage.delete('covers/gone.webp');

    expect(await storage.stat('covers/gone.webp')).toBeNull();
    await expect(bytesOf(storage.read('covers/gone.webp'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('gives the addresses the API serves the files at, as the local driver does', () => {
    expect(storage.url('avatars/one.webp')).toBe('/media/avatars/one.webp');
    const signed = new URL(storage.privateUrl('vehicles/v/logbook/e/p.webp'), 'http://x');
    expect(
      storage.privateUrlSecondsLeft('vehicles/v/logbook/e/p.webp', {
        expires: signed.searchParams.get('expires'),
        signature: signed.searchParams.get('signature'),
      }),
    ).toBeGreaterThan(0);
  });

  it.each(TRAVERSALS)('refuses the key %j, as the local driver does', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.url(key)).toThrow(InvalidStorageKeyError);
    expect(() => storage.read(key)).toThrow(InvalidStorageKeyError);
  });
});
