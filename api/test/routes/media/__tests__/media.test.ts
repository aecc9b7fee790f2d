import { IMAGE_MAX_SIZE_BYTES, VALIDATION_MESSAGES as V } from '@carclub/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { pendingFiles, profiles } from '../../../../src/db/schema';
import { imageFileKeys, imageUrls } from '../../../../src/lib/media';
import { jpegBuffer, multipartBody, pngBuffer } from '../../../support/images';
import { isStored } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

describe.each([
  ['avatar', '/api/media/change-avatar', 'avatarKey'],
  ['cover', '/api/media/change-cover', 'coverKey'],
] as const)('POST %s upload', (_kind, url, column) => {
  const { app } = useTestApp();
  let user: TestUser;
  let auth: { authorization: string };

  const mediaFiles = (key: string) => Object.values(imageFileKeys(key));
  const storedKey = async () => {
    const [row] = await app.db
      .select({ avatarKey: profiles.avatarKey, coverKey: profiles.coverKey })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    return row![column];
  };
  const upload = (
    files: Parameters<typeof multipartBody>[0],
    headers: Record<string, string> = auth,
  ) => {
    const body = multipartBody(files);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    user = await createTestUser(app);
    auth = await authHeaderFor(app, user);
  }, DATABASE_TIMEOUT_MS);

  it('refuses an anonymous caller with 401', async () => {
    const response = await upload([{ field: 'file', data: await jpegBuffer() }], {});

    expect(response.statusCode).toBe(401);
  });

  it('asks for a file when none is sent (400)', async () => {
    const response = await upload([{ field: 'other', data: await jpegBuffer() }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ file: [V.fileRequired] });
  });

  it('asks for a file when the body is not multipart (400)', async () => {
    const response = await app.inject({ method: 'POST', url, headers: auth, payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ file: [V.fileRequired] });
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload([
      { field: 'file', data: Buffer.alloc(IMAGE_MAX_SIZE_BYTES + 1) },
    ]);

    expect(response.statusCode).toBe(413);
    expect(response.json().details.fields).toEqual({ file: [V.fileTooLarge] });
    expect(await storedKey()).toBeNull();
  });

  it('refuses a text file named .jpg with 422 and stores nothing', async () => {
    const response = await upload([
      { field: 'file', data: Buffer.from('hello, I am text'), filename: 'photo.jpg' },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json().details.fields).toEqual({ file: [V.invalidImage] });
    expect(await storedKey()).toBeNull();
    expect(await app.db.select().from(pendingFiles)).toEqual([]);
  });

  it('stores the image, answers its URL and serves it; a replacement removes the old files', async () => {
    const first = await upload([
      { field: 'file', data: await jpegBuffer({ width: 80, height: 40 }) },
    ]);

    expect(first.statusCode).toBe(200);
    const firstKey = await storedKey();
    expect(firstKey).not.toBeNull();
    expect(first.json()).toEqual({ url: imageUrls(app.storage, firstKey!).url });
    const served = await app.inject({ method: 'GET', url: first.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 80, 40]);

    const second = await upload([
      { field: 'file', data: await pngBuffer(), filename: 'next.png', contentType: 'image/png' },
    ]);

    expect(second.statusCode).toBe(200);
    const secondKey = await storedKey();
    expect(secondKey).not.toBe(firstKey);
    expect(second.json()).toEqual({ url: imageUrls(app.storage, secondKey!).url });
    for (const file of mediaFiles(firstKey!)) expect(await isStored(app, file)).toBe(false);
    for (const file of mediaFiles(secondKey!)) expect(await isStored(app, file)).toBe(true);
    expect((await app.inject({ method: 'GET', url: first.json().url })).statusCode).toBe(404);
    expect(await app.db.select().from(pendingFiles)).toEqual([]);
  });

  it('removes the image and its files; removing none is no error; signed out is 401', async () => {
    const kind = url.endsWith('avatar') ? 'avatar' : 'cover';
    expect((await upload([{ field: 'file', data: await jpegBuffer() }])).statusCode).toBe(200);
    const key = await storedKey();
    const remove = (headers: Record<string, string> = auth) =>
      app.inject({ method: 'DELETE', url: `/api/media/${kind}`, headers });

    expect((await remove()).statusCode).toBe(204);
    expect(await storedKey()).toBeNull();
    for (const file of mediaFiles(key!)) expect(await isStored(app, file)).toBe(false);
    expect(await app.db.select().from(pendingFiles)).toEqual([]);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove({})).statusCode).toBe(401);
  });

  it('accepts one file only', async () => {
    const response = await upload([
      { field: 'file', data: await jpegBuffer() },
      { field: 'file', data: await jpegBuffer() },
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ file: [V.tooManyItems] });
  });
});
