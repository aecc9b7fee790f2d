import {
  FOLLOW_LIST_PAGE_SIZE,
  type FollowersPage,
  type FollowingPage,
  type MemberProfile,
} from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { follows, users, vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

/** Issue 33 point 1 (ADR 0165): whom a member follows and who follows them, on their page. */
describe('follows lists', () => {
  const { app } = useTestApp();
  let star: Member;
  let fan: Member;
  let stranger: Member;
  let car: { id: string; slug: string };

  beforeAll(async () => {
    [star, fan, stranger] = await Promise.all([
      createMember(app, 'ListedStar'),
      createMember(app, 'ListingFan'),
      createMember(app),
    ]);
    car = await createVehicle(app, star, { name: 'Blue Golf' });
    // In this order, a millisecond apart at least: the lists are newest first.
    for (const path of ['members/ListedStar', `vehicles/${car.id}`, 'models/volkswagen-golf']) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/follows/${path}`,
        headers: fan.headers,
      });
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }, DATABASE_TIMEOUT_MS);

  const list = (
    nickname: string,
    which: 'followers' | 'following',
    reader: Member | null,
    query = '',
  ) =>
    app.inject({
      method: 'GET',
      url: `/api/users/${nickname}/${which}${query}`,
      headers: reader?.headers ?? {},
    });
  const setShowFollows = (member: Member, showFollows: boolean) =>
    app.inject({
      method: 'PUT',
      url: '/api/profile/privacy',
      headers: member.headers,
      payload: {
        showName: true,
        showLocation: true,
        showSocialLinks: true,
        showBirthday: false,
        showFollows,
      },
    });

  it('lists a member, a car and a model followed, newest first, each with its page', async () => {
    const response = await list('listingfan', 'following', null);
    expect(response.statusCode).toBe(200);
    expect(response.json<FollowingPage>()).toEqual({
      items: [
        expect.objectContaining({
          kind: 'models',
          id: 'volkswagen-golf',
          name: 'Volkswagen Golf',
          ownerNickname: null,
          path: '/cars?manufacturer=volkswagen&model=volkswagen-golf',
        }),
        expect.objectContaining({
          kind: 'vehicles',
          id: car.id,
          name: 'Blue Golf',
          ownerNickname: 'ListedStar',
          path: `/u/ListedStar/car/${car.slug}`,
        }),
        expect.objectContaining({
          kind: 'members',
          id: 'ListedStar',
          name: 'ListedStar',
          path: '/u/ListedStar',
          image: null,
        }),
      ],
      nextCursor: null,
    });

    const followers = await list('ListedStar', 'followers', stranger);
    expect(followers.json<FollowersPage>()).toEqual({
      items: [{ nickname: 'ListingFan', avatar: null, followedAt: expect.any(String) }],
      nextCursor: null,
    });
    // The member page counts them, whoever reads it.
    const page = await app.inject({ method: 'GET', url: '/api/users/ListedStar' });
    expect(page.json<MemberProfile>()).toMatchObject({
      counts: { followers: 1, following: 0 },
      followsPublic: true,
    });
  });

  it('leaves out a hidden car and a blocked member, from either list', async () => {
    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    await app.db
      .update(users)
      .set({ restrictions: sql`'{blocked}'::text[]` })
      .where(eq(users.id, fan.id));
    try {
      // The blocked fan's own lists are gone with their page; nobody's list names them.
      expect((await list('ListingFan', 'following', null)).statusCode).toBe(404);
      expect((await list('ListedStar', 'followers', null)).json<FollowersPage>().items).toEqual([]);
      await app.db
        .update(users)
        .set({ restrictions: sql`'{}'::text[]` })
        .where(eq(users.id, fan.id));
      const kinds = (await list('ListingFan', 'following', null))
        .json<FollowingPage>()
        .items.map((item) => item.kind);
      expect(kinds).toEqual(['models', 'members']);
    } finally {
      await app.db
        .update(users)
        .set({ restrictions: sql`'{}'::text[]` })
        .where(eq(users.id, fan.id));
      await app.db.update(vehicles).set({ hiddenAt: null }).where(eq(vehicles.id, car.id));
    }
  });

  it('keeps both lists to the member when they hide them; the counts stay public', async () => {
    expect((await setShowFollows(fan, false)).json()).toMatchObject({ showFollows: false });
    try {
      for (const which of ['followers', 'following'] as const) {
        expect((await list('ListingFan', which, null)).statusCode).toBe(403);
        expect((await list('ListingFan', which, stranger)).statusCode).toBe(403);
        expect((await list('ListingFan', which, fan)).statusCode).toBe(200);
      }
      const page = await app.inject({ method: 'GET', url: '/api/users/ListingFan' });
      expect(page.json<MemberProfile>()).toMatchObject({
        counts: { following: 3 },
        followsPublic: false,
      });
    } finally {
      await setShowFollows(fan, true);
    }
    expect((await list('ListingFan', 'following', stranger)).statusCode).toBe(200);
  });

  it('pages by cursor, with no row twice or left out', async () => {
    const reader = await createMember(app);
    // More models than a page, followed a second apart, straight into the table.
    await app.db.execute(sql`
      INSERT INTO follows (user_id, model_id, created_at)
      SELECT ${reader.id}::uuid, id, now() - (row_number() OVER (ORDER BY id)) * interval '1 second'
      FROM (SELECT id FROM models ORDER BY id LIMIT ${FOLLOW_LIST_PAGE_SIZE + 2}) AS picked`);
    const first = (await list(reader.nickname, 'following', null)).json<FollowingPage>();
    expect(first.items).toHaveLength(FOLLOW_LIST_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(reader.nickname, 'following', null, `?cursor=${first.nextCursor}`)
    ).json<FollowingPage>();
    expect(second).toMatchObject({ nextCursor: null });
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(FOLLOW_LIST_PAGE_SIZE + 2);
    expect(await app.db.$count(follows, eq(follows.userId, reader.id))).toBe(ids.length);
  });

  it('answers 404 for no such member, 400 for a nickname with control characters', async () => {
    expect((await list('nobody_at_all', 'followers', null)).statusCode).toBe(404);
    expect((await list('nobody%00', 'following', null)).statusCode).toBe(400);
  });
});
