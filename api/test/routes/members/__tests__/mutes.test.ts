import { mutedMemberListSchema, ownTrustLevelSchema } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { memberMutes, users } from '../../../../src/db/schema';
import { notMutedBy } from '../../../../src/lib/trust';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';
import { createMember, type Member } from '../../../support/vehicle-fixtures';

describe('muting members: /api/users/{nickname}/mute, /api/profile/mutes', () => {
  const { app } = useTestApp();
  let ann: Member;
  let bob: Member;

  beforeAll(async () => {
    ann = await createMember(app);
    bob = await createMember(app);
  }, DATABASE_TIMEOUT_MS);

  const mute = (who: Member, nickname: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    app.inject({ method, url: `/api/users/${nickname}/mute`, headers: who.headers });
  const mutesOf = async (who: Member) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/profile/mutes',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return mutedMemberListSchema.parse(response.json()).items;
  };

  it('mutes and unmutes a member by nickname (ignoring case), both idempotent', async () => {
    expect((await mute(ann, bob.nickname.toUpperCase())).statusCode).toBe(204);
    expect((await mute(ann, bob.nickname)).statusCode).toBe(204);
    expect(await mutesOf(ann)).toEqual([
      { nickname: bob.nickname, mutedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    // Muting is one-way.
    expect(await mutesOf(bob)).toEqual([]);

    expect((await mute(ann, bob.nickname, 'DELETE')).statusCode).toBe(204);
    expect((await mute(ann, bob.nickname, 'DELETE')).statusCode).toBe(204);
    expect(await mutesOf(ann)).toEqual([]);
  });

  it('lists the latest mute first', async () => {
    const carol = await createMember(app);
    const first = await createMember(app);
    const second = await createMember(app);
    await mute(carol, first.nickname);
    await app.db
      .update(memberMutes)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(memberMutes.userId, carol.id));
    await mute(carol, second.nickname);
    expect((await mutesOf(carol)).map((muted) => muted.nickname)).toEqual([
      second.nickname,
      first.nickname,
    ]);
  });

  it('refuses oneself, staff and nobody, with catalogue messages', async () => {
    const self = await mute(ann, ann.nickname);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('validation.cannotMuteYourself');

    const moderator = await createTestUser(app, { roles: ['user', 'moderator'] });
    const staff = await mute(ann, moderator.nickname);
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toBe('validation.cannotMuteStaff');

    expect((await mute(ann, 'nobody-here')).statusCode).toBe(404);
    const unactivated = await createTestUser(app, { activated: false });
    expect((await mute(ann, unactivated.nickname)).statusCode).toBe(404);
    expect(await mutesOf(ann)).toEqual([]);
  });

  it('lets a member unmute someone blocked since', async () => {
    const dan = await createMember(app);
    const eve = await createMember(app);
    await mute(dan, eve.nickname);
    await app.db
      .update(users)
      .set({ restrictions: ['blocked'] })
      .where(eq(users.id, eve.id));
    expect(await mutesOf(dan)).toEqual([expect.objectContaining({ nickname: eve.nickname })]);
    expect((await mute(dan, eve.nickname, 'DELETE')).statusCode).toBe(204);
    expect(await mutesOf(dan)).toEqual([]);
  });

  it('asks for a signed-in member', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: `/api/users/${bob.nickname}/mute` });
      expect(response.statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/profile/mutes' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/profile/trust' })).statusCode).toBe(401);
  });

  it("leaves muted authors out of the muter's lists only, with notMutedBy", async () => {
    const reader = await createMember(app);
    const loud = await createMember(app);
    const quiet = await createMember(app);
    await mute(reader, loud.nickname);
    const authorsSeenBy = async (viewerId: string | null) =>
      (
        await app.db
          .select({ nickname: users.nickname })
          .from(users)
          .where(
            sql`${users.id} IN (${sql.join([loud.id, quiet.id], sql`, `)}) AND ${notMutedBy(viewerId, users.id)}`,
          )
      )
        .map((row) => row.nickname)
        .sort();

    expect(await authorsSeenBy(reader.id)).toEqual([quiet.nickname]);
    expect(await authorsSeenBy(quiet.id)).toEqual([loud.nickname, quiet.nickname].sort());
    expect(await authorsSeenBy(null)).toEqual([loud.nickname, quiet.nickname].sort());
  });

  it("goes with either member's account", async () => {
    const muter = await createMember(app);
    const muted = await createMember(app);
    const other = await createMember(app);
    await mute(muter, muted.nickname);
    await mute(other, muter.nickname);
    await app.db.delete(users).where(eq(users.id, muter.id));
    expect(await app.db.select().from(memberMutes).where(eq(memberMutes.userId, muter.id))).toEqual(
      [],
    );
    expect(await mutesOf(other)).toEqual([]);
  });

  it('mutes and unmutes a make’s model, listed beside the members (issue 33)', async () => {
    const muteModel = (who: Member, id: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      app.inject({ method, url: `/api/profile/mutes/models/${id}`, headers: who.headers });
    const carol = await createMember(app);
    expect((await muteModel(carol, 'volkswagen-golf')).statusCode).toBe(204);
    expect((await muteModel(carol, 'volkswagen-golf')).statusCode).toBe(204);
    const listed = async () =>
      mutedMemberListSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/profile/mutes', headers: carol.headers })
        ).json(),
      );
    expect(await listed()).toEqual({
      items: [],
      models: [
        {
          id: 'volkswagen-golf',
          name: 'Volkswagen Golf',
          mutedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    expect((await muteModel(carol, 'no-such-model')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/profile/mutes/models/volkswagen-golf' }))
        .statusCode,
    ).toBe(401);
    expect((await muteModel(carol, 'volkswagen-golf', 'DELETE')).statusCode).toBe(204);
    expect((await muteModel(carol, 'volkswagen-golf', 'DELETE')).statusCode).toBe(204);
    expect((await listed()).models).toEqual([]);
  });

  it("answers the member's own trust level", async () => {
    const admin = await createTestUser(app, { roles: ['user', 'admin'] });
    const own = async (headers: { authorization: string }) => {
      const response = await app.inject({ method: 'GET', url: '/api/profile/trust', headers });
      expect(response.statusCode).toBe(200);
      return ownTrustLevelSchema.parse(response.json());
    };
    expect(await own(ann.headers)).toEqual({
      level: 0,
      staff: false,
      locked: false,
      activity: expect.objectContaining({ daysVisited: 0, commentsApproved: 0 }),
    });
    expect(await own(await authHeaderFor(app, admin, ['user', 'admin']))).toMatchObject({
      level: 3,
      staff: true,
      locked: false,
    });
  });
});
