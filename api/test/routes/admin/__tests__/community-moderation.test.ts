import type {
  Comment,
  CommentThreadPage,
  CommunityQueuePage,
  DiscussionSummary,
  NotificationPage,
  Post,
} from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import { auditLog, memberActivity, vehicles } from '../../../../src/db/schema';
import { freshBudgets, trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

type Headers = { authorization: string };

describe('moderation of the conversation: the held queue, approve, hide and restore (ADR 0159)', () => {
  const kit = useAuthTestApp();
  let moderator: Headers;
  let moderatorId: string;
  let owner: Member;
  let reader: Member;

  beforeAll(async () => {
    const staff = await createTestUser(kit.app, { roles: ['user', 'moderator'] });
    moderatorId = staff.id;
    moderator = await authHeaderFor(kit.app, staff, ['user', 'moderator']);
    owner = await createMember(kit.app);
    reader = await createMember(kit.app);
    for (const member of [owner, reader]) await trustMember(kit.app, member);
  }, DATABASE_TIMEOUT_MS);

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) {
    const response = await kit.app.inject({
      method,
      url: `/api${url}`,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    });
    await kit.app.backgroundTasks.drain();
    return response;
  }

  async function queue(which: 'held' | 'hidden' = 'held') {
    const response = await call('GET', `/admin/community?queue=${which}`, moderator);
    expect(response.statusCode).toBe(200);
    return response.json<CommunityQueuePage>();
  }

  const thread = async (discussionId: string, member: Member | null) =>
    (
      await call('GET', `/discussions/${discussionId}/comments`, member?.headers)
    ).json<CommentThreadPage>();

  const summary = async (discussionId: string) =>
    (await call('GET', `/discussions/${discussionId}`)).json<DiscussionSummary>();

  const latestNotice = async (member: Member) =>
    (await call('GET', '/notifications', member.headers)).json<NotificationPage>().items[0];

  const audited = (targetId: string) =>
    kit.app.db
      .select({ action: auditLog.action, reason: auditLog.reason, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .orderBy(auditLog.id);

  async function entryDiscussion() {
    const car = await createVehicle(kit.app, owner);
    const entry = await addEntry(kit.app, owner, car.id, entryPayload({ title: 'New clutch' }));
    return { car, entry, discussionId: entry.discussion!.id };
  }

  async function comment(discussionId: string, member: Member, body: string): Promise<Comment> {
    await freshBudgets(kit.app, member);
    const response = await call('POST', `/discussions/${discussionId}/comments`, member.headers, {
      body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<Comment>();
  }

  it('lists a newcomer’s held comment oldest first and releases it: counted, shown, credited', async () => {
    const newcomer = await createMember(kit.app);
    const { car, entry, discussionId } = await entryDiscussion();
    const held = await comment(discussionId, newcomer, 'Which   clutch kit did you fit?');
    expect(held.state).toBe('held');

    const waiting = await queue();
    const item = waiting.items.find((one) => one.id === held.id);
    expect(item).toEqual({
      kind: 'comment',
      id: held.id,
      authorNickname: newcomer.nickname,
      title: 'New clutch',
      excerpt: 'Which clutch kit did you fit?',
      path: `/u/${owner.nickname}/car/${car.slug}/logbook/${entry.id}#comment-${held.id}`,
      moderationReason: null,
      createdAt: expect.any(String),
    });
    const times = waiting.items.map((one) => one.createdAt);
    expect(times).toEqual([...times].sort());
    expect((await thread(discussionId, reader)).items).toEqual([]);

    const approve = await call('POST', `/admin/community/comment/${held.id}/approve`, moderator);
    expect(approve.statusCode).toBe(204);
    expect((await thread(discussionId, reader)).items.map((one) => one.id)).toEqual([held.id]);
    expect((await summary(discussionId)).commentsCount).toBe(1);
    // Told of as a new comment is: the entry's owner hears of it now, not while it was held.
    await kit.app.backgroundTasks.drain();
    const notices = await kit.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: owner.headers,
    });
    expect(
      notices.json<{ items: { kind: string; data: { commentId?: string } }[] }>().items,
    ).toContainEqual(
      expect.objectContaining({
        kind: 'comment',
        data: expect.objectContaining({ commentId: held.id }),
      }),
    );
    expect((await queue()).items.some((one) => one.id === held.id)).toBe(false);
    const [activity] = await kit.app.db
      .select({ approved: memberActivity.commentsApproved })
      .from(memberActivity)
      .where(eq(memberActivity.userId, newcomer.id));
    expect(activity?.approved).toBe(1);
    expect(await audited(held.id)).toEqual([
      { action: 'comment.approve', reason: null, actorId: moderatorId },
    ]);

    const twice = await call('POST', `/admin/community/comment/${held.id}/approve`, moderator);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('validation.contentAlreadyModerated');
  });

  it('hides a comment with a reason its author alone sees, notified; restores it, notified', async () => {
    const { discussionId } = await entryDiscussion();
    const said = await comment(discussionId, reader, 'Buy my parts at spam.example');
    expect((await summary(discussionId)).commentsCount).toBe(1);

    const hide = await call('POST', `/admin/community/comment/${said.id}/hide`, moderator, {
      reason: 'Advertising',
    });
    expect(hide.statusCode).toBe(204);
    expect((await summary(discussionId)).commentsCount).toBe(0);
    // Its place stays in the thread, its words withheld from everyone but its author.
    expect((await thread(discussionId, owner)).items).toMatchObject([
      { id: said.id, state: 'hidden', body: '', moderationReason: null },
    ]);
    const own = (await thread(discussionId, reader)).items;
    expect(own).toMatchObject([{ id: said.id, state: 'hidden', moderationReason: 'Advertising' }]);
    expect(await latestNotice(reader)).toMatchObject({
      kind: 'contentHidden',
      data: { contentKind: 'comment', title: 'New clutch', reason: 'Advertising' },
    });
    expect((await queue('hidden')).items.map((one) => one.id)).toContain(said.id);
    const again = await call('POST', `/admin/community/comment/${said.id}/hide`, moderator, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);

    const restore = await call('POST', `/admin/community/comment/${said.id}/restore`, moderator, {
      reason: 'The link was the club shop',
    });
    expect(restore.statusCode).toBe(204);
    expect((await summary(discussionId)).commentsCount).toBe(1);
    expect((await thread(discussionId, owner)).items).toMatchObject([
      { id: said.id, state: 'published', body: 'Buy my parts at spam.example' },
    ]);
    expect(await latestNotice(reader)).toMatchObject({
      kind: 'contentRestored',
      data: { contentKind: 'comment', title: 'New clutch' },
    });
    expect((await audited(said.id)).map((row) => [row.action, row.reason])).toEqual([
      ['comment.hide', 'Advertising'],
      ['comment.restore', 'The link was the club shop'],
    ]);
  });

  it('releases a held first post, then hides and restores it, the car’s counter following', async () => {
    const newcomer = await createMember(kit.app);
    const car = await createVehicle(kit.app, newcomer);
    await freshBudgets(kit.app, newcomer);
    const written = await call('POST', '/posts', newcomer.headers, {
      title: 'My first story',
      body: 'Bought it last spring.',
      vehicleId: car.id,
      publish: true,
    });
    const post = written.json<Post>();
    expect(post.moderation).toBe('held');
    const postsCount = async () =>
      (
        await kit.app.db
          .select({ count: vehicles.postsCount })
          .from(vehicles)
          .where(eq(vehicles.id, car.id))
      )[0]?.count;
    const page = () => call('GET', `/users/${newcomer.nickname}/posts/${post.slug}`);
    expect((await queue()).items.find((one) => one.id === post.id)).toMatchObject({
      kind: 'post',
      title: 'My first story',
      path: `/u/${newcomer.nickname}/posts/${post.slug}`,
    });
    expect(await postsCount()).toBe(0);

    expect(
      (await call('POST', `/admin/community/post/${post.id}/approve`, moderator)).statusCode,
    ).toBe(204);
    expect((await page()).statusCode).toBe(200);
    expect(await postsCount()).toBe(1);

    const hide = await call('POST', `/admin/community/post/${post.id}/hide`, moderator, {
      reason: 'Someone else’s photos',
    });
    expect(hide.statusCode).toBe(204);
    expect((await page()).statusCode).toBe(404);
    expect(await postsCount()).toBe(0);
    const ownView = await call(
      'GET',
      `/users/${newcomer.nickname}/posts/${post.slug}`,
      newcomer.headers,
    );
    expect(ownView.json<Post>()).toMatchObject({
      moderation: 'hidden',
      moderationReason: 'Someone else’s photos',
    });
    expect(await latestNotice(newcomer)).toMatchObject({
      kind: 'contentHidden',
      data: {
        contentKind: 'post',
        title: 'My first story',
        path: `/u/${newcomer.nickname}/posts/${post.slug}`,
      },
    });

    expect(
      (
        await call('POST', `/admin/community/post/${post.id}/restore`, moderator, {
          reason: 'Their own photos after all',
        })
      ).statusCode,
    ).toBe(204);
    expect((await page()).statusCode).toBe(200);
    expect(await postsCount()).toBe(1);
    expect(await latestNotice(newcomer)).toMatchObject({ kind: 'contentRestored' });
    const actions = await kit.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, post.id), eq(auditLog.targetType, 'post')))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual(['post.approve', 'post.hide', 'post.restore']);
  });

  it('answers 403 to a member, 404 to an unknown or a removed one, 400 to a missing reason', async () => {
    const { discussionId } = await entryDiscussion();
    const said = await comment(discussionId, reader, 'Fine work');
    expect((await call('GET', '/admin/community', reader.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/admin/community/comment/${said.id}/hide`, reader.headers, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/admin/community/post/${unknown}/hide`, moderator, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/admin/community/comment/${said.id}/hide`, moderator, { reason: '' }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/admin/community?queue=other', moderator)).statusCode).toBe(400);
    await call('DELETE', `/discussions/${discussionId}/comments/${said.id}`, reader.headers);
    expect(
      (await call('POST', `/admin/community/comment/${said.id}/hide`, moderator, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});
