import type { Post, VehicleGallery } from '@carclub/contracts';

import { trustMember } from '../../../support/community-fixtures';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { storedFilesUnder } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, type Member } from '../../../support/vehicle-fixtures';

describe('posts: photos', () => {
  const { app } = useTestApp();
  let author: Member;
  let stranger: Member;
  let photo: Buffer;

  beforeAll(async () => {
    [author, stranger, photo] = await Promise.all([
      createMember(app),
      createMember(app),
      jpegBuffer({ width: 80, height: 60 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  async function write(member: Member): Promise<Post> {
    await trustMember(app, member);
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { title: 'With photos', publish: true },
    });
    return response.json<Post>();
  }

  function upload(postId: string, count: number, member: Member = author) {
    const body = multipartBody(
      Array.from({ length: count }, () => ({ field: 'files', data: photo })),
    );
    return app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/photos`,
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('uploads, reorders and deletes the author’s photos, files included', async () => {
    const post = await write(author);
    const uploaded = await upload(post.id, 2);
    expect(uploaded.statusCode).toBe(201);
    const [first, second] = uploaded.json<VehicleGallery>().images;
    expect((await storedFilesUnder(app, `posts/${post.id}`)).length).toBeGreaterThan(0);

    const reordered = await app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}/photos/order`,
      headers: author.headers,
      payload: { imageIds: [second!.id, first!.id] },
    });
    expect(reordered.json<VehicleGallery>().images.map((image) => image.id)).toEqual([
      second!.id,
      first!.id,
    ]);
    const read = await app.inject({
      method: 'GET',
      url: `/api/users/${post.author.nickname}/posts/${post.slug}`,
    });
    expect(read.json<Post>().photos.map((image) => image.id)).toEqual([second!.id, first!.id]);

    expect((await upload(post.id, 1, stranger)).statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}/photos/${second!.id}`,
      headers: author.headers,
    });
    expect(removed.statusCode).toBe(204);

    await app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: author.headers });
    expect(await storedFilesUnder(app, `posts/${post.id}`)).toEqual([]);
  });

  it('releases the photos of a deleted account’s posts', async () => {
    const leaving = await createMember(app);
    const post = await write(leaving);
    expect((await upload(post.id, 1, leaving)).statusCode).toBe(201);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: leaving.headers,
      payload: { currentPassword: leaving.password, nickname: leaving.nickname },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFilesUnder(app, `posts/${post.id}`)).toEqual([]);
  });
});
