import type { Post, PostFormInput, PostPage } from '@carclub/contracts';
import { POST_PAGE_SIZE } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { users, vehicles } from '../../../../src/db/schema';
import { freshBudgets, trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload, fieldsOf } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('posts: write, publish, read at their address, list', () => {
  const { app } = useTestApp();
  let author: Member;
  let reader: Member;

  beforeAll(async () => {
    [author, reader] = await Promise.all([
      createMember(app, 'PostAuthor'),
      createMember(app, 'PostReader'),
    ]);
    await trustMember(app, author);
  }, DATABASE_TIMEOUT_MS);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: member?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  /** A post of a trusted member: their budget of posts per minute is not what is tested here. */
  async function write(input: Partial<PostFormInput>, member: Member = author): Promise<Post> {
    await trustMember(app, member);
    await freshBudgets(app, member);
    const response = await call('POST', '/posts', member, { title: 'A story', ...input });
    expect(response.statusCode).toBe(201);
    return response.json<Post>();
  }

  const atAddress = (post: Post, member: Member | null, nickname = post.author.nickname) =>
    call('GET', `/users/${nickname}/posts/${post.slug}`, member);

  const list = async (query: string, member: Member | null = null) => {
    const response = await call('GET', `/posts${query}`, member);
    expect(response.statusCode).toBe(200);
    return response.json<PostPage>();
  };

  it('keeps a draft to its author, publishes it, and marks a later edit', async () => {
    const draft = await write({ title: 'Замінив зчеплення', body: 'Spoiler: **Sachs**' });
    expect(draft).toMatchObject({
      slug: 'zaminyv-zcheplennia',
      status: 'draft',
      publishedAt: null,
      author: { nickname: 'PostAuthor' },
      discussion: { commentsCount: 0, likesCount: 0, ownedByMe: true },
    });
    expect((await atAddress(draft, null)).statusCode).toBe(404);
    expect((await atAddress(draft, author)).statusCode).toBe(200);

    const published = await call('PUT', `/posts/${draft.id}`, author, {
      title: 'Замінив зчеплення, нарешті',
      body: 'Spoiler: **Sachs**',
      publish: true,
    });
    expect(published.json<Post>()).toMatchObject({
      slug: 'zaminyv-zcheplennia',
      status: 'published',
      publishedAt: expect.any(String),
      editedAt: null,
    });
    const read = await atAddress(draft, reader);
    expect(read.json<Post>()).toMatchObject({
      title: 'Замінив зчеплення, нарешті',
      body: 'Spoiler: **Sachs**',
      // Rendered by the API, so a reader's browser needs no renderer (ADR 0163).
      bodyHtml: '<p>Spoiler: <strong>Sachs</strong></p>\n',
      discussion: { ownedByMe: false, likedByMe: false },
    });

    const edited = await call('PUT', `/posts/${draft.id}`, author, { title: 'Зчеплення' });
    expect(edited.json<Post>()).toMatchObject({
      status: 'published',
      editedAt: expect.any(String),
    });
    expect((await call('PUT', `/posts/${draft.id}`, reader, { title: 'Mine' })).statusCode).toBe(
      404,
    );
  });

  it('gives each post of one title its own address', async () => {
    const [one, two] = [await write({ title: 'Same' }), await write({ title: 'Same' })];
    expect([one.slug, two.slug]).toEqual(['same', 'same-2']);
    expect((await write({ title: '!!!' })).slug).toBe('post');
  });

  it('stores tags normalised, once each, and refuses what is not a tag', async () => {
    const post = await write({ tags: ['#BMW', 'bmw', ' E46 ', 'ремонт'], publish: true });
    expect(post.tags.sort()).toEqual(['bmw', 'e46', 'ремонт']);
    const refused = await call('POST', '/posts', author, { title: 'x', tags: ['#1'] });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ tags: ['validation.invalidFormat'] });

    const tagged = await list('?tag=ремонт');
    expect(tagged.items.map((item) => item.id)).toContain(post.id);
    // A reader who muted the author does not find it there.
    await call('PUT', `/users/${author.nickname}/mute`, reader);
    expect((await list('?tag=ремонт', reader)).items.map((item) => item.id)).not.toContain(post.id);
    await call('DELETE', `/users/${author.nickname}/mute`, reader);
    expect((await list('?tag=nothing-here')).items).toEqual([]);
  });

  it('binds a post to the author’s car and shows its entries as the owner shows them', async () => {
    const car = await createVehicle(app, author, { name: 'Golf' });
    const shown = await addEntry(
      app,
      author,
      car.id,
      entryPayload({
        title: 'Clutch',
        cost: 300,
        currency: 'EUR',
        costHidden: false,
        parts: [{ name: 'Clutch kit', partNumber: '3000 951 001', price: 250 }],
      }),
    );
    const priced = await addEntry(
      app,
      author,
      car.id,
      entryPayload({ title: 'Brakes', cost: 90, currency: 'EUR', costHidden: true }),
    );
    const secret = await addEntry(
      app,
      author,
      car.id,
      entryPayload({ title: 'Secret', visibility: 'private' }),
    );
    const post = await write({
      vehicleId: car.id,
      entryIds: [shown.id, priced.id, secret.id],
      publish: true,
    });
    expect(post.vehicle).toMatchObject({ id: car.id, name: 'Golf' });
    expect(post.entries.map((entry) => entry.title)).toEqual(['Clutch', 'Brakes', 'Secret']);

    const read = (await atAddress(post, reader)).json<Post>();
    expect(read.entries).toEqual([
      expect.objectContaining({
        title: 'Clutch',
        cost: 300,
        currency: 'EUR',
        parts: [{ name: 'Clutch kit', partNumber: '3000 951 001', price: 250 }],
      }),
      expect.objectContaining({ title: 'Brakes', cost: null, currency: null }),
    ]);
    const [counted] = await app.db
      .select({ posts: vehicles.postsCount })
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(counted?.posts).toBe(1);
    expect((await list(`?vehicleId=${car.id}`)).items.map((item) => item.id)).toEqual([post.id]);

    const others = await createVehicle(app, reader);
    const notMine = await call('POST', '/posts', author, { title: 'x', vehicleId: others.id });
    expect(fieldsOf(notMine)).toEqual({ vehicleId: ['validation.invalidOption'] });
    const strayEntry = await call('POST', '/posts', author, { title: 'x', entryIds: [shown.id] });
    expect(fieldsOf(strayEntry)).toEqual({ entryIds: ['validation.invalidOption'] });

    expect((await call('DELETE', `/posts/${post.id}`, reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/posts/${post.id}`, author)).statusCode).toBe(204);
    expect((await atAddress(post, author)).statusCode).toBe(404);
    const [after] = await app.db
      .select({ posts: vehicles.postsCount })
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(after?.posts).toBe(0);
  });

  it('lists the site’s posts newest first in pages, and the author’s own with drafts', async () => {
    const writer = await createMember(app);
    const written: Post[] = [];
    for (let n = 0; n < POST_PAGE_SIZE + 1; n += 1) {
      written.push(await write({ title: `Post ${n}`, publish: true }, writer));
    }
    const draft = await write({ title: 'Unfinished' }, writer);

    const first = await list(`?author=${writer.nickname}`);
    expect(first.items.map((item) => item.title)).toEqual(
      written
        .slice(1)
        .reverse()
        .map((post) => post.title),
    );
    const second = await list(`?author=${writer.nickname}&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      items: [expect.objectContaining({ title: 'Post 0' })],
      nextCursor: null,
    });

    const mine = await call('GET', '/posts/mine?status=draft', writer);
    expect(mine.json<PostPage>().items.map((item) => item.id)).toEqual([draft.id]);
    expect((await call('GET', '/posts/mine', null)).statusCode).toBe(401);
    expect((await call('GET', `/posts/${draft.id}`, reader)).statusCode).toBe(404);
    expect((await call('GET', `/posts/${draft.id}`, writer)).json<Post>().title).toBe('Unfinished');
  });

  it('quotes the text without markdown on a card', async () => {
    const post = await write({
      title: 'Excerpt',
      body: '# Heading\n\nSome **bold** and `code`, a [link](https://example.com).',
      publish: true,
    });
    const card = (await list(`?author=${author.nickname}`)).items.find(
      (item) => item.id === post.id,
    );
    expect(card?.excerpt).toBe('Heading Some bold and code, a link.');
  });

  it('sends the body as the site renders it: no markup of the author’s, mentions as links', async () => {
    const post = await write({
      title: 'Rendered',
      body: `<img src=x onerror=alert(1)> thanks @${reader.nickname}\n\n[bad](javascript:alert(1))`,
      publish: true,
    });
    const { bodyHtml } = (await atAddress(post, null)).json<Post>();
    expect(bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(bodyHtml).toContain(`<a href="/u/${reader.nickname}"`);
    expect(bodyHtml).not.toContain('href="javascript:');
  });

  it('hides a blocked member’s posts, and answers 301 under a nickname the author left', async () => {
    const member = await createMember(app);
    const post = await write({ title: 'Before the rename', publish: true }, member);
    const renamed = `${member.nickname}.r`;
    await call('PUT', '/profile', member, {
      nickname: renamed,
      email: member.email,
      currentPassword: member.password,
    });
    const moved = await atAddress(post, null, member.nickname);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/users/${renamed}/posts/${post.slug}`);

    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, member.id));
    expect((await atAddress(post, null, renamed)).statusCode).toBe(404);
    expect((await list(`?author=${renamed}`)).items).toEqual([]);
  });

  it('holds a newcomer’s first post for a moderator, within their limits and budget (ADR 0153)', async () => {
    const newcomer = await createMember(app);
    const links = await call('POST', '/posts', newcomer, {
      title: 'Links',
      body: 'https://a.example https://b.example https://c.example',
    });
    expect(links.statusCode).toBe(400);
    expect(fieldsOf(links)).toEqual({ body: ['validation.tooManyLinks'] });

    const first = await call('POST', '/posts', newcomer, { title: 'Hello', publish: true });
    expect(first.json<Post>()).toMatchObject({ status: 'published', moderation: 'held' });
    expect((await atAddress(first.json<Post>(), null)).statusCode).toBe(404);
    expect((await list(`?author=${newcomer.nickname}`)).items).toEqual([]);

    const second = await call('POST', '/posts', newcomer, { title: 'Again' });
    expect(second.statusCode).toBe(429);
  });
});
