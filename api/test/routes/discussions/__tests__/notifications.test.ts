import {
  type Comment,
  conversationPage,
  type LogbookEntry,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { comments, discussions, posts } from '../../../../src/db/schema';
import { announceComment } from '../../../../src/lib/discussions/after-comment';
import { PUBLIC_URL, useAuthTestApp } from '../../../support/auth-test-kit';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { freshBudgets, trustedMember } from '../../../support/community-fixtures';
import { createVehicle, type Member } from '../../../support/vehicle-fixtures';

describe('notices of the conversation: comments, replies, mentions and likes (ADR 0156)', () => {
  const kit = useAuthTestApp();
  const { app } = kit;
  let owner: Member;
  let reader: Member;
  let other: Member;

  beforeAll(async () => {
    [owner, reader, other] = await Promise.all([
      trustedMember(app, 'NoticeOwner'),
      trustedMember(app, 'NoticeReader'),
      trustedMember(app, 'NoticeOther'),
    ]);
  }, DATABASE_TIMEOUT_MS);

  async function entryOf(
    member: Member,
    visibility: 'public' | 'private' = 'public',
  ): Promise<LogbookEntry & { slug: string }> {
    const car = await createVehicle(app, member);
    const entry = await addEntry(
      app,
      member,
      car.id,
      entryPayload({ visibility, title: 'Clutch swap' }),
    );
    return { ...entry, slug: car.slug };
  }

  async function comment(
    discussionId: string,
    member: Member,
    body: string,
    replyToId?: string,
  ): Promise<Comment> {
    // Budgets per minute are not what these tests are about.
    await freshBudgets(app, member);
    const response = await app.inject({
      method: 'POST',
      url: `/api/discussions/${discussionId}/comments`,
      headers: member.headers,
      payload: { body, ...(replyToId ? { replyToId } : {}) },
    });
    expect(response.statusCode).toBe(201);
    await app.backgroundTasks.drain();
    return response.json<Comment>();
  }

  async function like(member: Member, url: string, liked = true) {
    await freshBudgets(app, member);
    const response = await app.inject({
      method: liked ? 'PUT' : 'DELETE',
      url: `/api/discussions/${url}/like`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    await app.backgroundTasks.drain();
  }

  /** The member's unread notices of the conversation's kinds (or of `kinds`), newest first. */
  async function noticesOf(member: Member, kinds?: NotificationKind[]): Promise<Notification[]> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/notifications?limit=50',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    const wanted = kinds ?? ['comment', 'reply', 'mention', 'like'];
    return response
      .json<NotificationPage>()
      .items.filter((item) => item.readAt === null && (wanted as string[]).includes(item.kind));
  }

  async function readAll(member: Member) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
  }

  async function choose(member: Member, kind: NotificationKind, inApp: boolean, email: boolean) {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/profile/notification-preferences',
      headers: member.headers,
      payload: { items: [{ kind, inApp, email }] },
    });
    expect(response.statusCode).toBe(200);
  }

  beforeEach(async () => {
    for (const member of [owner, reader, other]) await readAll(member);
  });

  it('tells the owner of a comment on their entry, with what it names and links to, and not of their own', async () => {
    const entry = await entryOf(owner);
    const id = entry.discussion!.id;
    const written = await comment(id, reader, 'Which kit?');
    await comment(id, owner, 'Sachs');

    const [notice, ...more] = await noticesOf(owner);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'comment',
      readAt: null,
      data: {
        discussionId: id,
        subjectKind: 'logbookEntry',
        subjectTitle: 'Clutch swap',
        ownerNickname: 'NoticeOwner',
        slug: entry.slug,
        entryId: entry.id,
        commentId: written.id,
        by: 'NoticeReader',
      },
    });
    expect(conversationPage(notice!.data as Parameters<typeof conversationPage>[0])).toBe(
      `/u/NoticeOwner/car/${entry.slug}/logbook/${entry.id}#comment-${written.id}`,
    );
    expect(await noticesOf(reader)).toEqual([]);
  });

  it('tells whom a reply answers, once when that is the owner, and never the reply’s author', async () => {
    const { discussion } = await entryOf(owner);
    const id = discussion!.id;
    const top = await comment(id, reader, 'Which kit?');
    await readAll(owner);

    const answer = await comment(id, other, 'Sachs', top.id);
    expect((await noticesOf(reader)).map(({ kind, data }) => [kind, data.commentId])).toEqual([
      ['reply', answer.id],
    ]);
    expect((await noticesOf(owner)).map(({ kind }) => kind)).toEqual(['comment']);

    // The owner's comment answered: one notice, the reply, not a comment as well.
    const own = await comment(id, owner, 'Thanks all');
    await readAll(owner);
    await comment(id, reader, 'You are welcome', own.id);
    expect((await noticesOf(owner)).map(({ kind }) => kind)).toEqual(['reply']);

    // Answering one's own comment (a reply to a reply, too) tells no one but the owner.
    await readAll(reader);
    await readAll(owner);
    const second = await comment(id, reader, 'Also: which flywheel?', top.id);
    await comment(id, reader, 'Dual-mass, I mean', second.id);
    expect(await noticesOf(reader)).toEqual([]);
    expect((await noticesOf(owner)).map(({ kind }) => kind)).toEqual(['comment', 'comment']);
  });

  it('tells the members a comment mentions who may read it, once, and never its author', async () => {
    const { discussion } = await entryOf(owner);
    const id = discussion!.id;
    const top = await comment(id, other, 'Opening');
    await readAll(owner);

    const written = await comment(
      id,
      reader,
      '@noticeother and @NoticeOwner, see @NoticeReader and @nobody-here and @NoticeOther again',
      top.id,
    );
    // `other` is answered (reply), the owner gets the comment: neither gets a mention on top.
    expect((await noticesOf(other)).map(({ kind }) => kind)).toEqual(['reply']);
    expect((await noticesOf(owner)).map(({ kind }) => kind)).toEqual(['comment']);
    expect(await noticesOf(reader)).toEqual([]);

    const third = await trustedMember(app, 'NoticeThird');
    await comment(id, reader, 'Ask @NoticeThird');
    const [mention, ...more] = await noticesOf(third);
    expect(more).toEqual([]);
    expect(mention).toMatchObject({
      kind: 'mention',
      data: { by: 'NoticeReader', discussionId: id, subjectTitle: 'Clutch swap' },
    });
    expect(mention!.data.commentId).not.toBe(written.id);

    // On a private entry only its owner reads the thread: a mention of anyone else tells no one.
    const hidden = await entryOf(owner, 'private');
    await comment(hidden.discussion!.id, owner, 'Note to self for @NoticeThird');
    expect(await noticesOf(third)).toHaveLength(1);
  });

  it('gathers the likes of one thing into one notice while it is unread: “X and N others”', async () => {
    const { discussion } = await entryOf(owner);
    const id = discussion!.id;
    const fans = await Promise.all(
      ['FanA', 'FanB', 'FanC', 'FanD'].map((name) => trustedMember(app, `Notice${name}`)),
    );
    await like(fans[0]!, id);
    let notices = await noticesOf(owner, ['like']);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ by: 'NoticeFanA', others: '0', discussionId: id });
    expect(notices[0]!.data.commentId).toBeUndefined();

    await like(fans[1]!, id);
    await like(fans[2]!, id);
    // A like taken back leaves the count.
    await like(fans[1]!, id, false);
    await like(fans[3]!, id);
    notices = await noticesOf(owner, ['like']);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ by: 'NoticeFanD', others: '2' });
    const centre = await app.inject({
      method: 'GET',
      url: '/api/notifications/unread',
      headers: owner.headers,
    });
    expect(centre.json()).toEqual({ unread: 1 });

    // Once read, the next like starts a new notice.
    await readAll(owner);
    await like(fans[1]!, id);
    notices = await noticesOf(owner, ['like']);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ by: 'NoticeFanB', others: '0' });

    // A comment's likes are their own batch, told to its author.
    const top = await comment(id, reader, 'Great job');
    await like(fans[0]!, `${id}/comments/${top.id}`);
    await like(fans[2]!, `${id}/comments/${top.id}`);
    await like(owner, `${id}/comments/${top.id}`);
    const [commentLikes, ...more] = await noticesOf(reader, ['like']);
    expect(more).toEqual([]);
    expect(commentLikes!.data).toMatchObject({
      by: 'NoticeOwner',
      others: '2',
      commentId: top.id,
    });
    expect(await noticesOf(owner, ['like'])).toHaveLength(1);
  });

  it('makes two likes at once one notice', async () => {
    const { discussion } = await entryOf(owner);
    const fans = await Promise.all(
      Array.from({ length: 5 }, (_, index) => trustedMember(app, `NoticeRush${index}`)),
    );
    await Promise.all(fans.map((fan) => like(fan, discussion!.id)));
    const notices = await noticesOf(owner, ['like']);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data.others).toBe('4');
  });

  it('follows each member’s choice: off on the site, and by e-mail in their language', async () => {
    const listener = await trustedMember(app, 'NoticeListener');
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/profile/notification-preferences',
      headers: listener.headers,
    });
    const defaults = prefs.json<NotificationPreferences>().items;
    for (const kind of ['comment', 'reply', 'mention', 'like'] as const) {
      expect(defaults.find((item) => item.kind === kind)).toEqual({
        kind,
        inApp: true,
        email: false,
        emailLocked: false,
      });
    }
    const entry = await entryOf(listener);
    const id = entry.discussion!.id;
    await choose(listener, 'comment', false, true);
    const mailsBefore = kit.mails.length;
    const written = await comment(id, reader, 'Nice');
    expect(await noticesOf(listener)).toEqual([]);
    const mail = kit.mails.slice(mailsBefore).find((sent) => sent.to === listener.email);
    // Test members are Ukrainian until they choose otherwise.
    expect(mail?.subject).toBe('Новий коментар до «Clutch swap»');
    expect(mail?.text).toContain('Новий коментар від NoticeReader до вашого запису бортжурналу');
    expect(mail?.link).toBe(
      `${PUBLIC_URL}/u/NoticeListener/car/${entry.slug}/logbook/${entry.id}#comment-${written.id}`,
    );
    expect(mail?.headers?.['List-Unsubscribe']).toContain('/api/notifications/unsubscribe');

    // Likes by e-mail: the first of a batch is mailed, the rest join the notice quietly.
    await choose(listener, 'like', true, true);
    const beforeLikes = kit.mails.length;
    await like(reader, id);
    await like(other, id);
    const likeMails = kit.mails.slice(beforeLikes).filter((sent) => sent.to === listener.email);
    expect(likeMails.map((sent) => sent.subject)).toEqual([
      'Ваш запис бортжурналу «Clutch swap» сподобався NoticeReader',
    ]);
  });

  it('tells no one of a held comment until it is released', async () => {
    const { discussion } = await entryOf(owner);
    const [held] = await app.db
      .insert(comments)
      .values({
        discussionId: discussion!.id,
        authorId: reader.id,
        body: 'Waiting for a moderator, @NoticeOther',
        moderation: 'held',
      })
      .returning({ id: comments.id });
    announceComment(app, held!.id);
    await app.backgroundTasks.drain();
    expect(await noticesOf(owner)).toEqual([]);
    expect(await noticesOf(other)).toEqual([]);

    await app.db.update(comments).set({ moderation: 'visible' }).where(eq(comments.id, held!.id));
    announceComment(app, held!.id);
    await app.backgroundTasks.drain();
    expect((await noticesOf(owner)).map(({ kind }) => kind)).toEqual(['comment']);
    expect((await noticesOf(other)).map(({ kind }) => kind)).toEqual(['mention']);
  });

  it('names a post and links to its page under its author', async () => {
    const [post] = await app.db
      .insert(posts)
      .values({
        authorId: owner.id,
        slug: 'my-first-story',
        title: 'My first story',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: posts.id });
    const [row] = await app.db
      .select({ id: discussions.id })
      .from(discussions)
      .where(eq(discussions.postId, post!.id));
    const written = await comment(row!.id, reader, 'Lovely');
    const [notice] = await noticesOf(owner);
    expect(notice).toMatchObject({
      kind: 'comment',
      data: { subjectKind: 'post', subjectTitle: 'My first story', slug: 'my-first-story' },
    });
    expect(conversationPage(notice!.data as Parameters<typeof conversationPage>[0])).toBe(
      `/u/NoticeOwner/posts/my-first-story#comment-${written.id}`,
    );
  });

  it('tells a member nothing of the members they muted: neither their comments nor their likes', async () => {
    const loud = await trustedMember(app);
    const entry = await entryOf(owner);
    const muted = await app.inject({
      method: 'PUT',
      url: `/api/users/${loud.nickname}/mute`,
      headers: owner.headers,
    });
    expect(muted.statusCode).toBe(204);
    await comment(entry.discussion!.id, loud, 'Hear me');
    await like(loud, entry.discussion!.id);
    expect(await noticesOf(owner)).toEqual([]);
    await comment(entry.discussion!.id, reader, 'And me');
    expect((await noticesOf(owner)).map((notice) => notice.kind)).toEqual(['comment']);
  });
});
