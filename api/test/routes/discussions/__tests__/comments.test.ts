import type {
  Comment,
  CommentThreadPage,
  DiscussionSummary,
  LogbookEntry,
  ReplyPage,
} from '@carclub/contracts';
import { COMMENT_FIRST_REPLIES, COMMENT_PAGE_SIZE } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { comments, discussions, users } from '../../../../src/db/schema';
import { freshBudgets, trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload, fieldsOf, logbookUrl } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('comments on a logbook entry (the discussion of ADR 0151)', () => {
  const { app } = useTestApp();
  let owner: Member;
  let reader: Member;
  let other: Member;

  beforeAll(async () => {
    [owner, reader, other] = await Promise.all([
      createMember(app, 'TalkOwner'),
      createMember(app, 'TalkReader'),
      createMember(app, 'TalkOther'),
    ]);
    // Past a newcomer's review and limits (ADR 0153): those have a test of their own below.
    for (const member of [owner, reader, other]) await trustMember(app, member);
  }, DATABASE_TIMEOUT_MS);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/discussions${url}`,
      headers: member?.headers ?? {},
      ...(payload ? { payload } : {}),
    });

  async function publicEntry(visibility: 'public' | 'private' = 'public'): Promise<LogbookEntry> {
    const car = await createVehicle(app, owner);
    return addEntry(app, owner, car.id, entryPayload({ visibility }));
  }

  async function comment(
    discussionId: string,
    member: Member,
    body: string,
    replyToId?: string,
  ): Promise<Comment> {
    await freshBudgets(app, member);
    const response = await call('POST', `/${discussionId}/comments`, member, {
      body,
      ...(replyToId ? { replyToId } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Comment>();
  }

  const threads = async (discussionId: string, member: Member | null, cursor?: string) => {
    const response = await call(
      'GET',
      `/${discussionId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
      member,
    );
    expect(response.statusCode).toBe(200);
    return response.json<CommentThreadPage>();
  };

  it('gives every entry a discussion, written with it, and its counters on the entry', async () => {
    const entry = await publicEntry();
    expect(entry.discussion).toEqual({ id: expect.any(String), commentsCount: 0, likesCount: 0 });
    await comment(entry.discussion!.id, reader, 'Nice work');
    const read = await app.inject({
      method: 'GET',
      url: logbookUrl(entry.vehicleId, entry.id),
      headers: owner.headers,
    });
    expect(read.json<LogbookEntry>().discussion).toMatchObject({ commentsCount: 1 });
  });

  it('keeps replies two levels deep: a reply to a reply joins the thread and names whom it answers', async () => {
    const { discussion } = await publicEntry();
    const top = await comment(discussion!.id, reader, 'Which clutch kit?');
    const reply = await comment(discussion!.id, owner, 'Sachs, **OEM**', top.id);
    const answer = await comment(discussion!.id, other, 'Same here', reply.id);
    expect(reply).toMatchObject({ rootId: top.id, replyTo: null, state: 'published' });
    expect(answer).toMatchObject({
      rootId: top.id,
      replyTo: { id: reply.id, author: { nickname: 'TalkOwner' } },
    });

    const page = await threads(discussion!.id, null);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: top.id,
      body: 'Which clutch kit?',
      author: { nickname: 'TalkReader' },
      repliesCount: 2,
      likedByMe: false,
      editableUntil: null,
    });
    expect(page.items[0]!.replies.map((shown) => shown.id)).toEqual([reply.id, answer.id]);
  });

  it('pages the top-level comments oldest first, each with its first replies, and the rest of a thread', async () => {
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const first = await comment(id, reader, 'first');
    for (let n = 0; n < COMMENT_FIRST_REPLIES + 2; n += 1) {
      await comment(id, other, `reply ${n}`, first.id);
    }
    for (let n = 1; n < COMMENT_PAGE_SIZE + 2; n += 1) await comment(id, reader, `top ${n}`);

    const one = await threads(id, reader);
    expect(one.items).toHaveLength(COMMENT_PAGE_SIZE);
    expect(one.items.map((item) => item.body).slice(0, 3)).toEqual(['first', 'top 1', 'top 2']);
    expect(one.items[0]!.replies.map((item) => item.body)).toEqual(
      Array.from({ length: COMMENT_FIRST_REPLIES }, (_, n) => `reply ${n}`),
    );
    expect(one.items[0]!.repliesCount).toBe(COMMENT_FIRST_REPLIES + 2);
    expect(one.items[0]!.editableUntil).not.toBeNull();

    const two = await threads(id, reader, one.nextCursor!);
    expect(two.items.map((item) => item.body)).toEqual([
      `top ${COMMENT_PAGE_SIZE}`,
      `top ${COMMENT_PAGE_SIZE + 1}`,
    ]);
    expect(two.nextCursor).toBeNull();

    const rest = await call('GET', `/${id}/comments/${first.id}/replies`, null);
    expect(rest.json<ReplyPage>().items.map((item) => item.body)).toHaveLength(
      COMMENT_FIRST_REPLIES + 2,
    );
    // A cursor the API did not write starts again, rather than failing.
    expect((await threads(id, null, 'bm90LWEtY3Vyc29y')).items[0]!.body).toBe('first');
  });

  it('lets the author edit within the window and delete, keeping the place as removed', async () => {
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const mine = await comment(id, reader, 'Tpyo');
    const reply = await comment(id, other, 'What?', mine.id);

    expect(
      (await call('PATCH', `/${id}/comments/${mine.id}`, other, { body: 'x' })).statusCode,
    ).toBe(403);
    const edited = await call('PATCH', `/${id}/comments/${mine.id}`, reader, {
      body: 'Typo _fixed_',
    });
    // The HTML comes with it, rendered by the API in the comment profile (ADR 0163).
    expect(edited.json<Comment>()).toMatchObject({
      body: 'Typo _fixed_',
      bodyHtml: '<p>Typo <em>fixed</em></p>\n',
      editedAt: expect.any(String),
    });

    // Past the window the text stays as it is.
    await app.db
      .update(comments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(comments.id, mine.id));
    const late = await call('PATCH', `/${id}/comments/${mine.id}`, reader, { body: 'Later' });
    expect(late.statusCode).toBe(400);
    expect(fieldsOf(late)).toEqual({ body: ['validation.commentEditWindowOver'] });

    expect((await call('DELETE', `/${id}/comments/${mine.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/${id}/comments/${mine.id}`, reader)).statusCode).toBe(204);
    const [thread] = (await threads(id, null)).items;
    expect(thread).toMatchObject({
      id: mine.id,
      state: 'removed',
      body: '',
      bodyHtml: '',
      author: { nickname: 'TalkReader' },
    });
    expect(thread!.replies.map((shown) => shown.id)).toEqual([reply.id]);
    const summary = await call('GET', `/${id}`, null);
    expect(summary.json<DiscussionSummary>().commentsCount).toBe(1);
  });

  it('lets the owner hide a comment and close the thread; nobody else', async () => {
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const rude = await comment(id, other, 'Rude words');

    expect((await call('PUT', `/${id}/comments/${rude.id}/hidden`, reader)).statusCode).toBe(403);
    const hidden = await call('PUT', `/${id}/comments/${rude.id}/hidden`, owner);
    expect(hidden.json<Comment>()).toMatchObject({ state: 'hidden', body: 'Rude words' });
    expect((await threads(id, reader)).items[0]).toMatchObject({ state: 'hidden', body: '' });
    expect((await threads(id, other)).items[0]).toMatchObject({
      state: 'hidden',
      body: 'Rude words',
    });
    expect((await call('GET', `/${id}`, null)).json<DiscussionSummary>().commentsCount).toBe(0);
    await call('DELETE', `/${id}/comments/${rude.id}/hidden`, owner);
    expect((await threads(id, reader)).items[0]).toMatchObject({ state: 'published' });

    expect((await call('PUT', `/${id}/closed`, reader)).statusCode).toBe(403);
    const closed = await call('PUT', `/${id}/closed`, owner);
    expect(closed.json<DiscussionSummary>()).toMatchObject({
      commentsClosed: true,
      ownedByMe: true,
    });
    const refused = await call('POST', `/${id}/comments`, reader, { body: 'Late' });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ body: ['validation.commentsClosed'] });
    await call('DELETE', `/${id}/closed`, owner);
    await comment(id, reader, 'Open again');
  });

  it('answers 404 for a private entry’s discussion except to its owner, and for unknown ids', async () => {
    const { discussion } = await publicEntry('private');
    const id = discussion!.id;
    expect((await call('GET', `/${id}/comments`, reader)).statusCode).toBe(404);
    expect((await call('POST', `/${id}/comments`, reader, { body: 'Hi' })).statusCode).toBe(404);
    expect((await call('GET', `/${id}/comments`, owner)).statusCode).toBe(200);
    for (const unknown of [UNKNOWN, 'not-a-uuid']) {
      expect((await call('GET', `/${unknown}/comments`, null)).statusCode).toBe(404);
    }
    expect((await call('POST', `/${id}/comments`, null, { body: 'Hi' })).statusCode).toBe(401);
  });

  it('refuses an empty or control-character body with the catalogue message', async () => {
    const { discussion } = await publicEntry();
    for (const [body, message] of [
      ['   ', 'validation.required'],
      ['a\u0000b', 'validation.controlCharacters'],
      ['x'.repeat(5_001), 'validation.tooLong'],
    ] as const) {
      const response = await call('POST', `/${discussion!.id}/comments`, reader, { body });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ body: [message] });
    }
  });

  it('keeps a deleted member’s comments under “deleted member”, and the counters right', async () => {
    const leaving = await createMember(app);
    await trustMember(app, leaving);
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const top = await comment(id, leaving, 'I was here');
    await comment(id, reader, 'So was I', top.id);
    await call('PUT', `/${id}/like`, leaving);
    await call('PUT', `/${id}/comments/${top.id}/like`, reader);

    await app.db.delete(users).where(eq(users.id, leaving.id));

    const [thread] = (await threads(id, null)).items;
    expect(thread).toMatchObject({
      author: null,
      body: 'I was here',
      likesCount: 1,
      repliesCount: 1,
    });
    const [row] = await app.db
      .select({ likes: discussions.likesCount, comments: discussions.commentsCount })
      .from(discussions)
      .where(eq(discussions.id, id));
    expect(row).toEqual({ likes: 0, comments: 2 });
  });

  it('leaves out the comments of members the reader muted, for that reader alone', async () => {
    const muter = await createMember(app);
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const top = await comment(id, other, 'Loud opinion');
    await comment(id, reader, 'Calm answer', top.id);
    const muted = await app.inject({
      method: 'PUT',
      url: '/api/users/TalkOther/mute',
      headers: muter.headers,
    });
    expect(muted.statusCode).toBeLessThan(300);
    expect((await threads(id, muter)).items).toEqual([]);
    expect((await threads(id, reader)).items.map((item) => item.body)).toEqual(['Loud opinion']);
    expect((await threads(id, null)).items[0]!.replies.map((item) => item.body)).toEqual([
      'Calm answer',
    ]);
  });

  it('holds a newcomer’s first two comments for a moderator, within their limits and budget (ADR 0153)', async () => {
    const newcomer = await createMember(app);
    const { discussion } = await publicEntry();
    const id = discussion!.id;
    const links = await call('POST', `/${id}/comments`, newcomer, {
      body: 'https://a.example https://b.example https://c.example',
    });
    expect(fieldsOf(links)).toEqual({ body: ['validation.tooManyLinks'] });
    const mentions = await call('POST', `/${id}/comments`, newcomer, {
      body: '@TalkOwner @TalkReader @TalkOther',
    });
    expect(fieldsOf(mentions)).toEqual({ body: ['validation.tooManyMentions'] });

    const first = (
      await call('POST', `/${id}/comments`, newcomer, { body: 'Hi all' })
    ).json<Comment>();
    expect(first.state).toBe('held');
    expect((await threads(id, newcomer)).items.map((item) => item.state)).toEqual(['held']);
    expect((await threads(id, reader)).items).toEqual([]);
    expect((await call('GET', `/${id}`, null)).json<DiscussionSummary>().commentsCount).toBe(0);

    // Two a minute at the first level: the third is refused until the minute is over.
    expect((await call('POST', `/${id}/comments`, newcomer, { body: 'Again' })).statusCode).toBe(
      201,
    );
    expect(
      (await call('POST', `/${id}/comments`, newcomer, { body: 'And again' })).statusCode,
    ).toBe(429);
  });
});
