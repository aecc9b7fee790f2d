import type { AdminReportList, Comment, Post, ReportReceipt } from '@carclub/contracts';

import { freshBudgets, trustMember } from '../../../support/community-fixtures';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

type Headers = { authorization: string };

describe('reports of posts, logbook entries and comments (ADR 0159)', () => {
  const kit = useAuthTestApp();
  let moderator: Headers;
  let owner: Member;
  let reporter: Member;

  beforeAll(async () => {
    const staff = await createTestUser(kit.app, { roles: ['user', 'moderator'] });
    moderator = await authHeaderFor(kit.app, staff, ['user', 'moderator']);
    owner = await createMember(kit.app);
    reporter = await createMember(kit.app);
    for (const member of [owner, reporter]) await trustMember(kit.app, member);
  }, DATABASE_TIMEOUT_MS);

  const report = async (payload: object, member: Member = reporter) => {
    await freshBudgets(kit.app, member);
    return kit.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: member.headers,
      payload: { reason: 'spam', ...payload },
    });
  };

  async function openReports(): Promise<AdminReportList> {
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/admin/reports?status=open',
      headers: moderator,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminReportList>();
  }

  async function post(title: string, publish = true): Promise<Post> {
    await freshBudgets(kit.app, owner);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: owner.headers,
      payload: { title, body: 'Words', publish },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Post>();
  }

  async function comment(discussionId: string, body: string, member = owner): Promise<Comment> {
    await freshBudgets(kit.app, member);
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/discussions/${discussionId}/comments`,
      headers: member.headers,
      payload: { body },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Comment>();
  }

  it('files a post, an entry and a comment, each named in the queue with a link to its page', async () => {
    const story = await post('Spammy story');
    const car = await createVehicle(kit.app, owner, { name: 'Golf' });
    const entry = await addEntry(kit.app, owner, car.id, entryPayload({ title: 'Oil change' }));
    const said = await comment(entry.discussion!.id, 'Buy cheap oil at example.com today');

    const filed = await Promise.all([
      report({ subjectType: 'discussion', discussionId: story.discussion.id }),
      report({ subjectType: 'discussion', discussionId: entry.discussion!.id }),
      report({ subjectType: 'comment', commentId: said.id }),
    ]);
    expect(filed.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const ids = filed.map((response) => response.json<ReportReceipt>().id);

    const items = (await openReports()).items;
    const byId = (id: string) => items.find((item) => item.id === id);
    expect(byId(ids[0]!)).toMatchObject({
      subjectType: 'discussion',
      subject: {
        label: 'Spammy story',
        ownerNickname: owner.nickname,
        path: `/u/${owner.nickname}/posts/${story.slug}`,
        hidden: false,
        hideable: true,
      },
    });
    expect(byId(ids[1]!)).toMatchObject({
      subjectType: 'discussion',
      subject: {
        label: 'Oil change · Golf',
        path: `/u/${owner.nickname}/car/${car.slug}/logbook/${entry.id}`,
        hideable: false,
      },
    });
    expect(byId(ids[2]!)).toMatchObject({
      subjectType: 'comment',
      subject: {
        label: 'Buy cheap oil at example.com today — Oil change',
        ownerNickname: owner.nickname,
        path: `/u/${owner.nickname}/car/${car.slug}/logbook/${entry.id}#comment-${said.id}`,
        hideable: true,
      },
    });

    // Hidden by a moderator after the report: the queue says so.
    await kit.app.inject({
      method: 'POST',
      url: `/api/admin/community/comment/${said.id}/hide`,
      headers: moderator,
      payload: { reason: 'Advertising' },
    });
    expect((await openReports()).items.find((item) => item.id === ids[2])?.subject).toMatchObject({
      hidden: true,
      hideable: false,
    });
  });

  it('hides a reported post or comment from its report, resolving it; never an entry', async () => {
    const hideFromReport = (reportId: string, headers: Headers | Member['headers'] = moderator) =>
      kit.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${reportId}/hide`,
        headers,
        payload: { reason: 'Advertising' },
      });
    const fileReport = async (payload: object) => {
      const response = await report(payload);
      expect(response.statusCode).toBe(201);
      return response.json<ReportReceipt>().id;
    };
    const story = await post('Cheap parts here');
    const said = await comment(story.discussion.id, 'Call me for cheap parts');
    const car = await createVehicle(kit.app, owner, { name: 'Passat' });
    const entry = await addEntry(kit.app, owner, car.id, entryPayload({ title: 'Tyres' }));
    const onPost = await fileReport({
      subjectType: 'discussion',
      discussionId: story.discussion.id,
    });
    const onComment = await fileReport({ subjectType: 'comment', commentId: said.id });
    const onEntry = await fileReport({
      subjectType: 'discussion',
      discussionId: entry.discussion!.id,
    });

    const reader = await createMember(kit.app);
    const readPost = () =>
      kit.app.inject({
        method: 'GET',
        url: `/api/users/${owner.nickname}/posts/${story.slug}`,
        headers: reader.headers,
      });
    expect((await readPost()).statusCode).toBe(200);

    // A member, even the reporter, cannot: hiding is a moderator's.
    expect((await hideFromReport(onPost, reporter.headers)).statusCode).toBe(403);

    expect((await hideFromReport(onPost)).statusCode).toBe(204);
    expect((await hideFromReport(onComment)).statusCode).toBe(204);
    const entryAttempt = await hideFromReport(onEntry);
    expect(entryAttempt.statusCode).toBe(409);
    expect(entryAttempt.json().message).toBe('validation.reportSubjectNotHideable');
    // Handled already: the second moderator's click changes nothing.
    expect((await hideFromReport(onComment)).statusCode).toBe(409);

    // Both subjects are hidden for everyone else, the reports resolved, the entry's still open.
    expect((await readPost()).statusCode).toBe(404);
    const open = (await openReports()).items.map((item) => item.id);
    expect(open).toContain(onEntry);
    expect(open).not.toContain(onPost);
    expect(open).not.toContain(onComment);
    const audit = await kit.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=50',
      headers: moderator,
    });
    const actions = audit.json<{ items: { action: string }[] }>().items.map((item) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining(['post.hide', 'comment.hide', 'report.resolve']),
    );
  });

  it('refuses one’s own, a draft, a held comment and unknown ids', async () => {
    const mine = await post('Mine');
    const own = await report(
      { subjectType: 'discussion', discussionId: mine.discussion.id },
      owner,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('validation.cannotReportOwn');

    const draft = await post('Draft', false);
    expect(
      (await report({ subjectType: 'discussion', discussionId: draft.discussion.id })).statusCode,
    ).toBe(404);

    const newcomer = await createMember(kit.app);
    const held = await comment(mine.discussion.id, 'First words', newcomer);
    expect(held.state).toBe('held');
    expect((await report({ subjectType: 'comment', commentId: held.id })).statusCode).toBe(404);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await report({ subjectType: 'comment', commentId: unknown })).statusCode).toBe(404);
    expect((await report({ subjectType: 'discussion', discussionId: 'x' })).statusCode).toBe(404);
  });
});
