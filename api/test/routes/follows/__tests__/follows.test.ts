import { FOLLOWS_MAX_PER_MEMBER, type FollowState } from '@carclub/contracts';
import { and, eq, sql } from 'drizzle-orm';

import { follows, notifications, users, vehicles } from '../../../../src/db/schema';
import { fieldsOf } from '../../../support/logbook-fixtures';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';

/** Issue 33 point 1 (ADR 0164): members follow members, cars and makes' models. */
describe('follows of members, cars and models', () => {
  const { app } = useTestApp();
  let owner: Member;
  let fan: Member;
  let car: { id: string };

  beforeAll(async () => {
    [owner, fan] = await Promise.all([
      createMember(app, 'FollowedOwner'),
      createMember(app, 'CarFan'),
    ]);
    car = await createVehicle(app, owner);
  }, DATABASE_TIMEOUT_MS);

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, member: Member | null) =>
    app.inject({ method, url: `/api/follows/${path}`, headers: member?.headers ?? {} });
  const state = async (path: string, member: Member | null) => {
    const response = await call('GET', path, member);
    expect(response.statusCode).toBe(200);
    return response.json<FollowState>();
  };

  it('follows a member, a car and a model once each, counts them, and unfollows', async () => {
    for (const path of ['members/followedowner', `vehicles/${car.id}`, 'models/volkswagen-golf']) {
      expect(await state(path, fan)).toEqual({ followersCount: 0, followedByMe: false });
      const followed = await call('PUT', path, fan);
      expect(followed.statusCode).toBe(200);
      expect(followed.json<FollowState>()).toEqual({ followersCount: 1, followedByMe: true });
      // Again: nothing changes.
      expect((await call('PUT', path, fan)).json<FollowState>().followersCount).toBe(1);
      // A visitor sees the count, not being one.
      expect(await state(path, null)).toEqual({ followersCount: 1, followedByMe: false });
    }
    expect(await app.db.$count(follows, eq(follows.userId, fan.id))).toBe(3);

    for (const path of ['members/FOLLOWEDOWNER', `vehicles/${car.id}`, 'models/volkswagen-golf']) {
      expect((await call('DELETE', path, fan)).statusCode).toBe(204);
      expect((await call('DELETE', path, fan)).statusCode).toBe(204);
    }
    expect(await state('members/FollowedOwner', fan)).toEqual({
      followersCount: 0,
      followedByMe: false,
    });
    expect(await app.db.$count(follows, eq(follows.userId, fan.id))).toBe(0);
  });

  it('refuses following oneself or one’s own car with the catalogue’s message', async () => {
    for (const path of ['members/FollowedOwner', `vehicles/${car.id}`]) {
      const refused = await call('PUT', path, owner);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual({ follows: ['validation.cannotFollowOwn'] });
    }
  });

  it('answers 404 for what the public may not see, and 401 to a visitor who follows', async () => {
    for (const path of [
      'members/nobody_here',
      'vehicles/not-a-uuid',
      'vehicles/00000000-0000-4000-8000-000000000000',
      'models/no-such-model',
    ]) {
      expect((await call('GET', path, fan)).statusCode).toBe(404);
      expect((await call('PUT', path, fan)).statusCode).toBe(404);
    }
    expect((await call('GET', 'nonsense/x', fan)).statusCode).toBe(400);
    // A NUL, which PostgreSQL refuses in text, is a 400 (the fuzz test checks nothing is logged).
    expect((await call('DELETE', 'models/a%00b', fan)).statusCode).toBe(400);
    expect((await call('PUT', 'models/volkswagen-golf', null)).statusCode).toBe(401);
    expect((await call('DELETE', 'models/volkswagen-golf', null)).statusCode).toBe(401);

    // A hidden car cannot be followed, but one who followed it may still let go.
    expect((await call('PUT', `vehicles/${car.id}`, fan)).statusCode).toBe(200);
    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    try {
      expect((await call('GET', `vehicles/${car.id}`, fan)).statusCode).toBe(404);
      expect((await call('DELETE', `vehicles/${car.id}`, fan)).statusCode).toBe(204);
      expect(await app.db.$count(follows, eq(follows.vehicleId, car.id))).toBe(0);
    } finally {
      await app.db.update(vehicles).set({ hiddenAt: null }).where(eq(vehicles.id, car.id));
    }
  });

  it('lets go of a blocked member, and loses the follows of a deleted account', async () => {
    const other = await createMember(app);
    expect((await call('PUT', `members/${other.nickname}`, fan)).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ restrictions: sql`'{blocked}'::text[]` })
      .where(eq(users.id, other.id));
    expect((await call('PUT', `members/${other.nickname}`, fan)).statusCode).toBe(404);
    expect((await call('DELETE', `members/${other.nickname}`, fan)).statusCode).toBe(204);
    expect(await app.db.$count(follows, eq(follows.followedUserId, other.id))).toBe(0);

    const leaving = await createMember(app);
    expect((await call('PUT', 'members/FollowedOwner', leaving)).statusCode).toBe(200);
    await app.db.delete(users).where(eq(users.id, leaving.id));
    expect(await app.db.$count(follows, eq(follows.userId, leaving.id))).toBe(0);
  });

  it('tells a member of new followers in one notice while it is unread, not of one they muted', async () => {
    const star = await createMember(app);
    const [first, second, muted] = await Promise.all([
      createMember(app),
      createMember(app),
      createMember(app),
    ]);
    const mute = await app.inject({
      method: 'PUT',
      url: `/api/users/${muted.nickname}/mute`,
      headers: star.headers,
    });
    expect(mute.statusCode).toBe(204);
    const followStar = async (member: Member, method: 'PUT' | 'DELETE' = 'PUT') => {
      expect((await call(method, `members/${star.nickname}`, member)).statusCode).toBeLessThan(300);
      await app.backgroundTasks.drain();
    };
    const notices = () =>
      app.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(and(eq(notifications.userId, star.id), eq(notifications.kind, 'follower')));

    await followStar(first);
    expect(await notices()).toEqual([
      { data: expect.objectContaining({ by: first.nickname, others: '0' }) },
    ]);
    await followStar(muted);
    await followStar(second);
    // One notice, the latest by name, the other who follows counted; the muted one not told.
    expect(await notices()).toEqual([
      { data: expect.objectContaining({ by: second.nickname, others: '1' }) },
    ]);
    // Following again after letting go rewrites that notice; a car or a model tells nobody.
    await followStar(second, 'DELETE');
    await followStar(second);
    expect(await notices()).toHaveLength(1);
    const ownerNotices = () =>
      app.db.$count(
        notifications,
        and(eq(notifications.userId, owner.id), eq(notifications.kind, 'follower')),
      );
    const before = await ownerNotices();
    expect((await call('PUT', `vehicles/${car.id}`, star)).statusCode).toBe(200);
    await app.backgroundTasks.drain();
    expect(await ownerNotices()).toBe(before);
  });

  it('stops at its sanity bound with the catalogue’s message', async () => {
    const busy = await createMember(app);
    // The bound in rows, not calls: copies of the owner's car, each followed once. The copy is
    // built in FROM, once a row: `SELECT (f()).*` would call f once per column (10× slower).
    await app.db.execute(sql`
      INSERT INTO vehicles
      SELECT copy.*
      FROM vehicles AS car, generate_series(1, ${FOLLOWS_MAX_PER_MEMBER}) AS n,
        LATERAL jsonb_populate_record(NULL::vehicles, to_jsonb(car) || jsonb_build_object(
          'id', gen_random_uuid(), 'slug', car.slug || '-' || n, 'vin', NULL)) AS copy
      WHERE car.id = ${car.id}::uuid`);
    await app.db.execute(sql`
      INSERT INTO follows (user_id, vehicle_id)
      SELECT ${busy.id}::uuid, id FROM vehicles
      WHERE owner_id = ${owner.id}::uuid AND id <> ${car.id}::uuid
      LIMIT ${FOLLOWS_MAX_PER_MEMBER}`);
    const refused = await call('PUT', 'models/volkswagen-golf', busy);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ follows: ['validation.tooManyItems'] });
    await app.db.delete(follows).where(eq(follows.userId, busy.id));
    expect((await call('PUT', 'models/volkswagen-golf', busy)).statusCode).toBe(200);
  });
});
