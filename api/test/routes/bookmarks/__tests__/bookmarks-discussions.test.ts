import type { BookmarkContainsResponse, BookmarkListResponse, Post } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { bookmarks, discussions, posts, users } from '../../../../src/db/schema';
import { freshBudgets, trustedMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 32 point 3 (ADR 0158): a post's and a logbook entry's bookmarks are one kind, a bookmark
 * of their discussion, made by one path and under the discussion's rule of who may read it.
 */
describe('bookmarks of posts and entries, by their discussion', () => {
  const { app } = useTestApp();
  let author: Member;

  beforeAll(async () => {
    author = await trustedMember(app, 'StoryAuthor');
  }, DATABASE_TIMEOUT_MS);

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, member: Member | null) =>
    app.inject({ method, url: `/api${url}`, headers: member?.headers ?? {} });
  const mark = (discussionId: string, member: Member) =>
    call('PUT', `/bookmarks/discussions/${discussionId}`, member);
  const unmark = (discussionId: string, member: Member) =>
    call('DELETE', `/bookmarks/discussions/${discussionId}`, member);
  const list = async (member: Member) => {
    const response = await call('GET', '/bookmarks', member);
    expect(response.statusCode).toBe(200);
    return response.json<BookmarkListResponse>();
  };
  const listed = async (member: Member) =>
    (await list(member)).items.map((item) =>
      item.kind === 'post'
        ? `post:${item.post.id}`
        : item.kind === 'logbookEntry'
          ? `entry:${item.entry.id}`
          : `vehicle:${item.vehicle.id}`,
    );
  const write = async (title: string, publish = true): Promise<Post> => {
    await freshBudgets(app, author);
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.headers,
      payload: { title, body: 'A story', tags: [], publish },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Post>();
  };
  const setPost = (id: string, change: Partial<typeof posts.$inferInsert>) =>
    app.db.update(posts).set(change).where(eq(posts.id, id));

  it('bookmarks a post and an entry by one path, and lists the post with its title, author and address', async () => {
    const reader = await createMember(app);
    const post = await write('Winter tyres');
    const car = await createVehicle(app, author);
    const entry = await addEntry(app, author, car.id, entryPayload({ title: 'New clutch' }));

    expect((await mark(post.discussion.id, reader)).statusCode).toBe(204);
    expect((await mark(entry.discussion!.id, reader)).statusCode).toBe(204);
    // Again, and the entry by its own id: the same bookmark, not a second one.
    expect((await mark(post.discussion.id, reader)).statusCode).toBe(204);
    expect((await call('PUT', `/bookmarks/logbook-entries/${entry.id}`, reader)).statusCode).toBe(
      204,
    );
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, reader.id))).toBe(2);

    const page = await list(reader);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.kind)).toEqual(['logbookEntry', 'post']);
    expect(page.items[1]).toEqual({
      kind: 'post',
      bookmarkedAt: expect.any(String),
      post: {
        id: post.id,
        discussionId: post.discussion.id,
        slug: post.slug,
        title: 'Winter tyres',
        authorNickname: 'StoryAuthor',
        publishedAt: post.publishedAt,
      },
    });

    const contains = await call(
      'GET',
      `/bookmarks/contains?discussionIds=${post.discussion.id},${UNKNOWN}&entryIds=${entry.id}`,
      reader,
    );
    expect(contains.json<BookmarkContainsResponse>()).toEqual({
      vehicleIds: [],
      entryIds: [entry.id],
      discussionIds: [post.discussion.id],
    });
    // An entry bookmarked by its id is found by its discussion too: one bookmark.
    const byDiscussion = await call(
      'GET',
      `/bookmarks/contains?discussionIds=${entry.discussion!.id}`,
      reader,
    );
    expect(byDiscussion.json<BookmarkContainsResponse>().discussionIds).toEqual([
      entry.discussion!.id,
    ]);

    expect((await unmark(post.discussion.id, reader)).statusCode).toBe(204);
    expect((await unmark(post.discussion.id, reader)).statusCode).toBe(204);
    expect(await listed(reader)).toEqual([`entry:${entry.id}`]);
  });

  it('refuses a draft, a hidden post, a blocked author’s and an unknown one, even to their author', async () => {
    const reader = await createMember(app);
    const draft = await write('Not yet', false);
    const hidden = await write('Hidden by a moderator');
    await setPost(hidden.id, { moderation: 'hidden' });
    expect((await mark(draft.discussion.id, reader)).statusCode).toBe(404);
    expect((await mark(draft.discussion.id, author)).statusCode).toBe(404);
    expect((await mark(hidden.discussion.id, reader)).statusCode).toBe(404);
    expect((await mark(UNKNOWN, reader)).statusCode).toBe(404);
    expect((await mark('not-a-uuid', reader)).statusCode).toBe(404);
    expect((await call('PUT', `/bookmarks/discussions/${UNKNOWN}`, null)).statusCode).toBe(401);

    const blockedAuthor = await trustedMember(app);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: blockedAuthor.headers,
      payload: { title: 'Spam', body: 'Buy', tags: [], publish: true },
    });
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, blockedAuthor.id));
    expect((await mark(theirs.json<Post>().discussion.id, reader)).statusCode).toBe(404);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, reader.id))).toBe(0);
  });

  it('leaves a post out while it is a draft again or hidden, and drops it when it is deleted', async () => {
    const reader = await createMember(app);
    const post = await write('Comes and goes');
    expect((await mark(post.discussion.id, reader)).statusCode).toBe(204);
    expect(await listed(reader)).toEqual([`post:${post.id}`]);
    const contains = async () =>
      (
        await call('GET', `/bookmarks/contains?discussionIds=${post.discussion.id}`, reader)
      ).json<BookmarkContainsResponse>().discussionIds;

    await setPost(post.id, { moderation: 'hidden' });
    expect(await listed(reader)).toEqual([]);
    expect((await list(reader)).total).toBe(0);
    expect(await contains()).toEqual([]);
    await setPost(post.id, { moderation: 'visible' });
    expect(await listed(reader)).toEqual([`post:${post.id}`]);

    await setPost(post.id, { status: 'draft', publishedAt: null });
    expect(await listed(reader)).toEqual([]);
    // Out of the list, it can still be removed; here it stays, to see the deletion take it.
    await setPost(post.id, { status: 'published', publishedAt: new Date(post.publishedAt!) });
    expect(await contains()).toEqual([post.discussion.id]);

    const deleted = await call('DELETE', `/posts/${post.id}`, author);
    expect(deleted.statusCode).toBe(204);
    expect(await app.db.$count(discussions, eq(discussions.id, post.discussion.id))).toBe(0);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, reader.id))).toBe(0);
    expect(await listed(reader)).toEqual([]);
  });

  it('shows a member only their own bookmarks', async () => {
    const [reader, stranger] = [await createMember(app), await createMember(app)];
    const post = await write('Mine to keep');
    expect((await mark(post.discussion.id, reader)).statusCode).toBe(204);
    expect(await listed(stranger)).toEqual([]);
    const asked = await call(
      'GET',
      `/bookmarks/contains?discussionIds=${post.discussion.id}`,
      stranger,
    );
    expect(asked.json<BookmarkContainsResponse>().discussionIds).toEqual([]);
    // The stranger's removal removes nothing of the reader's.
    expect((await unmark(post.discussion.id, stranger)).statusCode).toBe(204);
    expect(await listed(reader)).toEqual([`post:${post.id}`]);
  });
});
