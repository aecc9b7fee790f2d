import { ownTrustLevelSchema, TRUST_REQUIREMENTS } from '@carclub/contracts';
import { desc, eq } from 'drizzle-orm';

import { auditLog } from '../../../../src/db/schema';
import {
  recordCommentsRead,
  recordDiscussionEntered,
  recordVisit,
} from '../../../../src/lib/trust';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

type Headers = { authorization: string };

describe("admin: a member's trust level (ADR 0153)", () => {
  const { app } = useTestApp();
  let moderator: TestUser;
  let moderatorHeaders: Headers;

  beforeAll(async () => {
    moderator = await createTestUser(app, { roles: ['user', 'moderator'] });
    moderatorHeaders = await authHeaderFor(app, moderator, ['user', 'moderator']);
  }, DATABASE_TIMEOUT_MS);

  const setLevel = (memberId: string, payload: object, headers: Headers = moderatorHeaders) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/trust-level`,
      headers,
      payload,
    });
  const audits = (memberId: string) =>
    app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, memberId))
      .orderBy(desc(auditLog.id));

  /** Exactly what level 1 asks for. */
  async function earnBasic(memberId: string) {
    const need = TRUST_REQUIREMENTS[1];
    for (let day = 0; day < need.daysVisited; day += 1) {
      await recordVisit(app.db, memberId, new Date(Date.UTC(2026, 6, 1 + day, 9)));
    }
    for (let opened = 0; opened < need.discussionsEntered; opened += 1) {
      await recordDiscussionEntered(app.db, memberId);
    }
    await recordCommentsRead(app.db, memberId, need.commentsRead);
  }

  it('lets a moderator fix a level and give it back to the activity, each audited with why', async () => {
    const member = await createTestUser(app);
    await earnBasic(member.id);

    const fixed = await setLevel(member.id, {
      level: 0,
      reason: 'Links to a shop in every comment',
    });
    expect(fixed.statusCode).toBe(200);
    expect(ownTrustLevelSchema.parse(fixed.json())).toMatchObject({ level: 0, locked: true });
    const [record] = await audits(member.id);
    expect(record).toMatchObject({
      actorId: moderator.id,
      action: 'member.trustLevelSet',
      targetLabel: member.nickname,
      before: { trustLevel: 1, locked: false },
      after: { trustLevel: 0, locked: true },
      reason: 'Links to a shop in every comment',
    });

    // The counters no longer move a fixed level.
    await recordCommentsRead(app.db, member.id, 1_000);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}`,
      headers: moderatorHeaders,
    });
    expect(detail.json().trust).toMatchObject({ level: 0, locked: true });

    const lifted = await setLevel(member.id, { level: null, reason: 'Behaves now' });
    expect(lifted.json()).toMatchObject({ level: 1, locked: false });
    expect((await audits(member.id))[0]).toMatchObject({
      before: { trustLevel: 0, locked: true },
      after: { trustLevel: 1, locked: false },
    });
  });

  it('records nothing when nothing changes', async () => {
    const member = await createTestUser(app);
    await setLevel(member.id, { level: 2, reason: 'Known to us' });
    const again = await setLevel(member.id, { level: 2, reason: 'Known to us' });
    expect(again.statusCode).toBe(200);
    expect(await audits(member.id)).toHaveLength(1);
  });

  it('asks for a level of 0–3 or null and a reason, and a staff member who moderates', async () => {
    const member = await createTestUser(app);
    const noReason = await setLevel(member.id, { level: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields).toEqual({ reason: ['validation.required'] });
    const tooHigh = await setLevel(member.id, { level: 4, reason: 'x' });
    expect(tooHigh.json().details.fields).toEqual({ level: ['validation.invalidOption'] });

    const nobody = await setLevel('00000000-0000-4000-8000-000000000000', {
      level: 1,
      reason: 'x',
    });
    expect(nobody.statusCode).toBe(404);

    const plain = await createTestUser(app);
    const refused = await setLevel(
      member.id,
      { level: 3, reason: 'Promote me' },
      await authHeaderFor(app, plain),
    );
    expect(refused.statusCode).toBe(403);
    expect(await audits(member.id)).toEqual([]);
  });
});
