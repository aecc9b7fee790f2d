import { TRUST_REQUIREMENTS } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { memberActivity } from '../../../../src/db/schema';
import { createSession, rotateRefreshToken } from '../../../../src/lib/auth/sessions';
import {
  consumeMemberAction,
  loadTrust,
  lockTrustLevel,
  mustWaitForReview,
  recordApproved,
  recordCommentsRead,
  recordDiscussionEntered,
  recordLikeGiven,
  recordLikeReceived,
  recordVisit,
  trustLevelOf,
} from '../../../../src/lib/trust';
import { useTestApp } from '../../../support/test-app';
import { createTestUser } from '../../../support/users';

const DAY = 24 * 60 * 60 * 1000;

describe('trust: counters, days visited and promotion (ADR 0153)', () => {
  const { app } = useTestApp();

  const row = async (userId: string) =>
    (await app.db.select().from(memberActivity).where(eq(memberActivity.userId, userId)))[0];

  it('knows a member with no activity yet as level 0, and staff as level 3', async () => {
    const member = await createTestUser(app);
    const moderator = await createTestUser(app, { roles: ['user', 'moderator'] });

    expect(await loadTrust(app.db, member.id)).toEqual({
      level: 0,
      staff: false,
      locked: false,
      activity: expect.objectContaining({ daysVisited: 0, commentsRead: 0 }),
    });
    expect(await trustLevelOf(app.db, moderator.id)).toBe(3);
    expect(await row(member.id)).toBeUndefined();
  });

  it('counts a sign-in and each refresh once per UTC day', async () => {
    const member = await createTestUser(app);
    const morning = new Date('2026-03-01T00:00:05Z');
    const session = await createSession(app.db, member.id, { now: morning });
    const later = await rotateRefreshToken(
      app.db,
      session.refreshToken,
      new Date('2026-03-01T23:59:59Z'),
    );
    if (typeof later === 'string') throw new Error('expected a rotation');
    expect(await row(member.id)).toMatchObject({ daysVisited: 1, lastVisitedOn: '2026-03-01' });

    const nextDay = await rotateRefreshToken(
      app.db,
      later.refreshToken,
      new Date('2026-03-02T00:00:00Z'),
    );
    if (typeof nextDay === 'string') throw new Error('expected a rotation');
    await createSession(app.db, member.id, { now: new Date('2026-03-02T12:00:00Z') });
    expect(await row(member.id)).toMatchObject({ daysVisited: 2, lastVisitedOn: '2026-03-02' });
  });

  it('counts a day once when two visits race', async () => {
    const member = await createTestUser(app);
    const now = new Date('2026-04-10T08:00:00Z');
    await Promise.all(Array.from({ length: 5 }, () => recordVisit(app.db, member.id, now)));
    expect(await row(member.id)).toMatchObject({ daysVisited: 1 });
  });

  it('promotes a member as soon as the counters reach the next level', async () => {
    const member = await createTestUser(app);
    const need = TRUST_REQUIREMENTS[1];
    const start = Date.parse('2026-05-01T10:00:00Z');
    for (let day = 0; day < need.daysVisited; day += 1) {
      await recordVisit(app.db, member.id, new Date(start + day * DAY));
    }
    for (let opened = 0; opened < need.discussionsEntered; opened += 1) {
      await recordDiscussionEntered(app.db, member.id);
    }
    await recordCommentsRead(app.db, member.id, need.commentsRead - 1);
    expect(await trustLevelOf(app.db, member.id)).toBe(0);

    await recordCommentsRead(app.db, member.id, 1);
    expect(await trustLevelOf(app.db, member.id)).toBe(1);
    expect(await row(member.id)).toMatchObject({
      trustLevel: 1,
      daysVisited: need.daysVisited,
      discussionsEntered: need.discussionsEntered,
      commentsRead: need.commentsRead,
    });
  });

  it('counts likes and published comments and posts', async () => {
    const member = await createTestUser(app);
    await recordLikeGiven(app.db, member.id);
    await recordLikeGiven(app.db, member.id);
    await recordLikeReceived(app.db, member.id);
    await recordApproved(app.db, member.id, 'comment');
    await recordApproved(app.db, member.id, 'post');
    await recordCommentsRead(app.db, member.id, 0);
    expect(await row(member.id)).toMatchObject({
      likesGiven: 2,
      likesReceived: 1,
      commentsApproved: 1,
      postsApproved: 1,
      commentsRead: 0,
    });
  });

  it("keeps a moderator's lock, and gives the earned level back when it is lifted", async () => {
    const member = await createTestUser(app);
    await lockTrustLevel(app.db, member.id, 0);
    const need = TRUST_REQUIREMENTS[1];
    for (let day = 0; day < need.daysVisited; day += 1) {
      await recordVisit(
        app.db,
        member.id,
        new Date(Date.parse('2026-06-01T10:00:00Z') + day * DAY),
      );
    }
    for (let opened = 0; opened < need.discussionsEntered; opened += 1) {
      await recordDiscussionEntered(app.db, member.id);
    }
    await recordCommentsRead(app.db, member.id, need.commentsRead);
    expect(await loadTrust(app.db, member.id)).toMatchObject({ level: 0, locked: true });

    await lockTrustLevel(app.db, member.id, null);
    expect(await loadTrust(app.db, member.id)).toMatchObject({ level: 1, locked: false });

    await lockTrustLevel(app.db, member.id, 2);
    expect(await loadTrust(app.db, member.id)).toMatchObject({ level: 2, locked: true });
  });

  it("holds a new member's first 2 comments and first post for review, not staff's", async () => {
    const member = await createTestUser(app);
    const admin = await createTestUser(app, { roles: ['user', 'admin'] });

    expect(await mustWaitForReview(app.db, member.id, 'comment')).toBe(true);
    expect(await mustWaitForReview(app.db, member.id, 'post')).toBe(true);
    await recordApproved(app.db, member.id, 'comment');
    expect(await mustWaitForReview(app.db, member.id, 'comment')).toBe(true);
    await recordApproved(app.db, member.id, 'comment');
    expect(await mustWaitForReview(app.db, member.id, 'comment')).toBe(false);
    expect(await mustWaitForReview(app.db, member.id, 'post')).toBe(true);
    await recordApproved(app.db, member.id, 'post');
    expect(await mustWaitForReview(app.db, member.id, 'post')).toBe(false);

    expect(await mustWaitForReview(app.db, admin.id, 'comment')).toBe(false);
    await lockTrustLevel(app.db, member.id, 2);
    const newcomer = await createTestUser(app);
    await lockTrustLevel(app.db, newcomer.id, 2);
    expect(await mustWaitForReview(app.db, newcomer.id, 'post')).toBe(false);
  });

  it("limits a member's actions per minute by their level", async () => {
    const newcomer = await createTestUser(app);
    const basic = await createTestUser(app);

    await consumeMemberAction(app, newcomer.id, 0, 'comment');
    await consumeMemberAction(app, newcomer.id, 0, 'comment');
    await expect(consumeMemberAction(app, newcomer.id, 0, 'comment')).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': expect.stringMatching(/^[1-6]?\d$/) },
    });
    // Another action of the same member, and the same action of another, have budgets of their own.
    await consumeMemberAction(app, newcomer.id, 0, 'like');
    for (let comment = 0; comment < 4; comment += 1) {
      await consumeMemberAction(app, basic.id, 1, 'comment');
    }
    await expect(consumeMemberAction(app, basic.id, 1, 'comment')).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
