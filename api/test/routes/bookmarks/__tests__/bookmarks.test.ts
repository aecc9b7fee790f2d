import {
  BOOKMARKS_MAX_PER_MEMBER,
  type BookmarkContainsResponse,
  type BookmarkListResponse,
  type LogbookEntry,
  type VehicleGallery,
} from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { bookmarks, discussions, users, vehicles } from '../../../../src/db/schema';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { addEntry, entryPayload, logbookUrl } from '../../../support/logbook-fixtures';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('bookmarks of cars and logbook entries', () => {
  const { app } = useTestApp();
  let ann: Member;
  let bob: Member;
  let photo: Buffer;

  beforeAll(async () => {
    [ann, bob, photo] = await Promise.all([
      createMember(app, 'MarkAnn'),
      createMember(app, 'MarkBob'),
      jpegBuffer({ width: 80, height: 60 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, member: Member | null) =>
    app.inject({ method, url: `/api${url}`, headers: member?.headers ?? {} });
  const mark = (kind: 'vehicles' | 'logbook-entries', id: string, member: Member = bob) =>
    call('PUT', `/bookmarks/${kind}/${id}`, member);
  const unmark = (kind: 'vehicles' | 'logbook-entries', id: string, member: Member = bob) =>
    call('DELETE', `/bookmarks/${kind}/${id}`, member);
  const list = async (member: Member = bob, query = '') => {
    const response = await call('GET', `/bookmarks${query}`, member);
    expect(response.statusCode).toBe(200);
    return response.json<BookmarkListResponse>();
  };
  /** The list as `kind:id` strings, newest first. */
  const listed = async (member: Member = bob) =>
    (await list(member)).items.map((item) =>
      item.kind === 'vehicle'
        ? `vehicle:${item.vehicle.id}`
        : item.kind === 'logbookEntry'
          ? `entry:${item.entry.id}`
          : `post:${item.post.id}`,
    );

  async function freshMember(): Promise<Member> {
    return createMember(app);
  }

  it('bookmarks a car and an entry and lists them newest first, with what a list shows', async () => {
    const reader = await freshMember();
    const golf = await createVehicle(app, ann, { name: 'Golf GTI' });
    const preview = multipartBody([{ field: 'file', data: photo }]);
    await app.inject({
      method: 'POST',
      url: `/api/private-transport/${golf.id}/preview`,
      headers: { ...ann.headers, ...preview.headers },
      payload: preview.payload,
    });
    const entry = await addEntry(
      app,
      ann,
      golf.id,
      entryPayload({ title: 'New clutch', date: '2024-05-02', category: 'repair' }),
    );
    const photos = multipartBody([{ field: 'files', data: photo }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `${logbookUrl(golf.id, entry.id)}/photos`,
      headers: { ...ann.headers, ...photos.headers },
      payload: photos.payload,
    });
    const [firstPhoto] = uploaded.json<VehicleGallery>().images;

    expect((await mark('vehicles', golf.id, reader)).statusCode).toBe(204);
    expect((await mark('logbook-entries', entry.id, reader)).statusCode).toBe(204);
    // Again: nothing changes, the car keeps its place behind the entry.
    expect((await mark('vehicles', golf.id, reader)).statusCode).toBe(204);

    const page = await list(reader);
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
    const [entryItem, carItem] = page.items;
    const car = {
      id: golf.id,
      slug: golf.slug,
      name: 'Golf GTI',
      year: expect.any(Number),
      ownerNickname: 'MarkAnn',
      previewImage: expect.stringMatching(/\.card\.webp$/),
      previewPicture: expect.objectContaining({ width: 80, height: 60 }),
    };
    expect(entryItem).toEqual({
      kind: 'logbookEntry',
      bookmarkedAt: expect.any(String),
      entry: {
        id: entry.id,
        title: 'New clutch',
        date: '2024-05-02',
        category: 'repair',
        photo: firstPhoto,
      },
      vehicle: car,
    });
    expect(carItem).toEqual({ kind: 'vehicle', bookmarkedAt: expect.any(String), vehicle: car });
    expect(Date.parse(entryItem!.bookmarkedAt)).toBeGreaterThanOrEqual(
      Date.parse(carItem!.bookmarkedAt),
    );

    const paged = await list(reader, '?limit=1&page=2');
    expect(paged.total).toBe(2);
    expect(paged.items.map((item) => item.kind)).toEqual(['vehicle']);
    // Another member's list is their own.
    expect(await listed(await freshMember())).toEqual([]);
  });

  it('answers which of the asked cars and entries are bookmarked', async () => {
    const reader = await freshMember();
    const [a, b] = [await createVehicle(app, ann), await createVehicle(app, ann)];
    const entry = await addEntry(app, ann, a.id);
    await mark('vehicles', b.id, reader);
    await mark('logbook-entries', entry.id, reader);
    const contains = async (query: string) => {
      const response = await call('GET', `/bookmarks/contains?${query}`, reader);
      return { status: response.statusCode, body: response.json<BookmarkContainsResponse>() };
    };
    expect(await contains(`vehicleIds=${a.id},${b.id}&entryIds=${entry.id},${UNKNOWN}`)).toEqual({
      status: 200,
      body: { vehicleIds: [b.id], entryIds: [entry.id], discussionIds: [] },
    });
    expect((await contains(`vehicleIds=${a.id}&vehicleIds=${b.id}`)).body).toEqual({
      vehicleIds: [b.id],
      entryIds: [],
      discussionIds: [],
    });
    expect((await contains('vehicleIds=not-a-uuid')).body).toEqual({
      vehicleIds: [],
      entryIds: [],
      discussionIds: [],
    });
    const tooMany = Array.from({ length: 101 }, () => UNKNOWN).join(',');
    expect((await contains(`vehicleIds=${tooMany}`)).status).toBe(400);
    expect((await call('GET', `/bookmarks/contains?vehicleIds=${b.id}`, null)).statusCode).toBe(
      401,
    );
  });

  it('bookmarks only what the public may see, and only for a signed-in member', async () => {
    const reader = await freshMember();
    const car = await createVehicle(app, ann);
    const secret = await addEntry(app, ann, car.id, entryPayload({ visibility: 'private' }));
    expect((await call('PUT', `/bookmarks/vehicles/${car.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/bookmarks', null)).statusCode).toBe(401);
    expect((await mark('logbook-entries', secret.id, reader)).statusCode).toBe(404);
    // The owner neither: their private entry is not public.
    expect((await mark('logbook-entries', secret.id, ann)).statusCode).toBe(404);
    expect((await mark('vehicles', UNKNOWN, reader)).statusCode).toBe(404);
    expect((await mark('logbook-entries', UNKNOWN, reader)).statusCode).toBe(404);
    expect((await mark('vehicles', 'not-a-uuid', reader)).statusCode).toBe(404);

    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    const shown = await addEntry(app, ann, car.id);
    expect((await mark('vehicles', car.id, reader)).statusCode).toBe(404);
    // A public entry of a hidden car is not public either.
    expect((await mark('logbook-entries', shown.id, reader)).statusCode).toBe(404);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, reader.id))).toBe(0);
  });

  it('leaves out what became hidden or private while it lasts, and drops what was deleted', async () => {
    const reader = await freshMember();
    const owner = await freshMember();
    const car = await createVehicle(app, owner);
    const other = await createVehicle(app, ann);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Will go private' }));
    const gone = await addEntry(app, ann, other.id, entryPayload({ title: 'Will be deleted' }));
    for (const [kind, id] of [
      ['vehicles', other.id],
      ['logbook-entries', gone.id],
      ['vehicles', car.id],
      ['logbook-entries', entry.id],
    ] as const) {
      expect((await mark(kind, id, reader)).statusCode).toBe(204);
    }
    const all = [
      `entry:${entry.id}`,
      `vehicle:${car.id}`,
      `entry:${gone.id}`,
      `vehicle:${other.id}`,
    ];
    expect(await listed(reader)).toEqual(all);

    const contains = async () =>
      (
        await call(
          'GET',
          `/bookmarks/contains?vehicleIds=${car.id},${other.id}&entryIds=${entry.id},${gone.id}`,
          reader,
        )
      ).json<BookmarkContainsResponse>();

    // The entry made private: out of the list and its total; public again: back in its place.
    const save = (visibility: 'public' | 'private') =>
      app.inject({
        method: 'PUT',
        url: logbookUrl(car.id, entry.id),
        headers: owner.headers,
        payload: entryPayload({ title: 'Will go private', visibility }),
      });
    expect((await save('private')).statusCode).toBe(200);
    expect(await listed(reader)).toEqual(all.filter((item) => item !== `entry:${entry.id}`));
    expect((await list(reader)).total).toBe(3);
    expect((await contains()).entryIds).toEqual([gone.id]);
    expect((await save('public')).statusCode).toBe(200);
    expect(await listed(reader)).toEqual(all);

    // The car hidden by a moderator: it and its entries are out; restored: back.
    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    expect(await listed(reader)).toEqual([`entry:${gone.id}`, `vehicle:${other.id}`]);
    expect((await contains()).vehicleIds).toEqual([other.id]);
    await app.db.update(vehicles).set({ hiddenAt: null }).where(eq(vehicles.id, car.id));
    expect(await listed(reader)).toEqual(all);

    // Its owner blocked: the same.
    const block = (restrictions: string) =>
      app.db
        .update(users)
        .set({ restrictions: sql.raw(`'${restrictions}'::text[]`) })
        .where(eq(users.id, owner.id));
    await block('{blocked}');
    expect(await listed(reader)).toEqual([`entry:${gone.id}`, `vehicle:${other.id}`]);
    await block('{}');
    expect(await listed(reader)).toEqual(all);

    // A bookmark of something out of the list can still be removed.
    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    expect((await unmark('vehicles', car.id, reader)).statusCode).toBe(204);
    await app.db.update(vehicles).set({ hiddenAt: null }).where(eq(vehicles.id, car.id));
    expect(await listed(reader)).toEqual([
      `entry:${entry.id}`,
      `entry:${gone.id}`,
      `vehicle:${other.id}`,
    ]);

    // Deleted: the entry's bookmark is gone for good; the car's with it, and its entries'.
    expect(
      (await call('DELETE', `/private-transport/${other.id}/logbook/${gone.id}`, ann)).statusCode,
    ).toBe(204);
    expect(await listed(reader)).toEqual([`entry:${entry.id}`, `vehicle:${other.id}`]);
    expect((await call('DELETE', `/private-transport/${car.id}`, owner)).statusCode).toBe(204);
    expect(await listed(reader)).toEqual([`vehicle:${other.id}`]);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, reader.id))).toBe(1);
  });

  it('removes a bookmark idempotently, and only the member’s own', async () => {
    const reader = await freshMember();
    const car = await createVehicle(app, ann);
    const entry: LogbookEntry = await addEntry(app, ann, car.id);
    await mark('vehicles', car.id, reader);
    await mark('vehicles', car.id, bob);
    await mark('logbook-entries', entry.id, reader);

    expect((await unmark('vehicles', car.id, reader)).statusCode).toBe(204);
    expect((await unmark('vehicles', car.id, reader)).statusCode).toBe(204);
    expect((await unmark('logbook-entries', entry.id, reader)).statusCode).toBe(204);
    expect((await unmark('vehicles', 'not-a-uuid', reader)).statusCode).toBe(404);
    expect((await call('DELETE', `/bookmarks/vehicles/${car.id}`, null)).statusCode).toBe(401);
    expect(await listed(reader)).toEqual([]);
    // Bob's bookmark of the same car stays.
    expect(await listed(bob)).toContain(`vehicle:${car.id}`);
  });

  it(`refuses a bookmark past ${BOOKMARKS_MAX_PER_MEMBER}, and takes one it already has`, async () => {
    const collector = await freshMember();
    const car = await createVehicle(app, ann);
    await app.db.execute(sql`
      INSERT INTO logbook_entries (vehicle_id, title, entry_date, category, visibility)
      SELECT ${car.id}::uuid, 'Filler ' || n, '2024-01-01', 'other', 'public'
      FROM generate_series(1, ${BOOKMARKS_MAX_PER_MEMBER}) AS n`);
    await app.db.execute(sql`
      INSERT INTO bookmarks (user_id, discussion_id)
      SELECT ${collector.id}::uuid, d.id FROM discussions d
      JOIN logbook_entries e ON e.id = d.logbook_entry_id WHERE e.vehicle_id = ${car.id}::uuid`);
    const [kept] = await app.db
      .select({ id: discussions.logbookEntryId })
      .from(bookmarks)
      .innerJoin(discussions, eq(discussions.id, bookmarks.discussionId))
      .where(eq(bookmarks.userId, collector.id))
      .limit(1);

    const refused = await mark('vehicles', car.id, collector);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({ bookmarks: ['validation.tooManyItems'] });
    expect((await mark('logbook-entries', kept!.id!, collector)).statusCode).toBe(204);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, collector.id))).toBe(
      BOOKMARKS_MAX_PER_MEMBER,
    );
    expect((await list(collector)).total).toBe(BOOKMARKS_MAX_PER_MEMBER);
  });

  it('goes with the member’s account', async () => {
    const leaving = await freshMember();
    const car: CreatedVehicle = await createVehicle(app, ann);
    await mark('vehicles', car.id, leaving);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: leaving.headers,
      payload: { currentPassword: leaving.password, nickname: leaving.nickname },
    });
    expect(response.statusCode).toBe(204);
    expect(await app.db.$count(bookmarks, eq(bookmarks.userId, leaving.id))).toBe(0);
  });
});
