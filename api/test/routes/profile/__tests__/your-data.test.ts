import { eq, inArray, sql } from 'drizzle-orm';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

import {
  bookmarks,
  discussions,
  logbookEntries,
  logbookEntryPhotos,
  reminders,
  vehicles,
} from '../../../../src/db/schema';
import { EXPORT_LOGBOOK_PAGE_SIZE } from '../../../../src/lib/account/export-logbook';
import { NEWEST_FIRST } from '../../../../src/lib/logbook/entries';
import { recordVisit } from '../../../../src/lib/trust';
import { deliverNotification } from '../../../../src/lib/notifications/notify';
import { jpegBuffer, multipartBody, pngBuffer } from '../../../support/images';
import { newIp, useAuthTestApp } from '../../../support/auth-test-kit';
import { addEntry, entryPayload, logbookUrl } from '../../../support/logbook-fixtures';
import {
  createMember,
  createVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';
import { addReminder } from '../../../support/reminder-fixtures';
import { trustMember } from '../../../support/community-fixtures';

/** Every file name and content of a ZIP archive. */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(archive, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

describe('your data: download it all, or delete the account for good', () => {
  const kit = useAuthTestApp();

  async function memberWithEverything(): Promise<Member> {
    const member = await createMember(kit.app);
    for (const [url, data] of [
      ['/api/media/change-avatar', await pngBuffer()],
      ['/api/media/change-cover', await jpegBuffer()],
    ] as const) {
      const body = multipartBody([{ field: 'file', data }]);
      const response = await kit.app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const vehicle = await createVehicle(kit.app, member);
    const priced = await kit.app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${vehicle.id}`,
      headers: member.headers,
      payload: updatePayload({ purchasePrice: 12_345 }),
    });
    expect(priced.statusCode).toBe(200);
    for (const [kind, field] of [
      ['preview', 'file'],
      ['gallery', 'files'],
    ] as const) {
      const body = multipartBody([{ field, data: await jpegBuffer() }]);
      const response = await kit.app.inject({
        method: 'POST',
        url: `/api/private-transport/${vehicle.id}/${kind}`,
        headers: { ...member.headers, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBeLessThan(300);
    }
    // The logbook: a public entry with a photo, a private one, a reminder, and a bookmark.
    const entry = await addEntry(kit.app, member, vehicle.id, entryPayload({ title: 'Clutch' }));
    const photo = multipartBody([{ field: 'files', data: await jpegBuffer() }]);
    const uploaded = await kit.app.inject({
      method: 'POST',
      url: `${logbookUrl(vehicle.id, entry.id)}/photos`,
      headers: { ...member.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBeLessThan(300);
    await addEntry(
      kit.app,
      member,
      vehicle.id,
      entryPayload({ title: 'Only mine', visibility: 'private', date: '2024-01-02' }),
    );
    await addReminder(kit.app, member, vehicle.id, { title: 'Oil', dueMileage: 60_000 });
    const marked = await kit.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/logbook-entries/${entry.id}`,
      headers: member.headers,
    });
    expect(marked.statusCode).toBe(204);
    return member;
  }

  /** The ids of the member's cars (none once the account is gone). */
  const carsOf = async (member: Member) =>
    (
      await kit.app.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.ownerId, member.id))
    ).map((car) => car.id);

  it('writes logbook.json page by page, as one JSON.stringify of every car’s entries would (issue 29)', async () => {
    const member = await createMember(kit.app);
    const [empty, full] = [
      await createVehicle(kit.app, member),
      await createVehicle(kit.app, member),
    ];
    const entries = EXPORT_LOGBOOK_PAGE_SIZE * 2 + 13;
    // Days shared by many entries, written microseconds apart or in the same one: a page that
    // ended inside a day, or kept only milliseconds, would lose or repeat entries.
    await kit.app.db.execute(sql`
      INSERT INTO logbook_entries (vehicle_id, title, entry_date, category, visibility, story, created_at)
      SELECT ${full.id}::uuid, 'Trip ' || g, date '2020-01-01' + (g % 3), 'trip', 'private',
             'Line one\nline "two"', timestamptz '2024-01-01' + (g / 7) * interval '1 microsecond'
        FROM generate_series(1, ${entries}) AS g`);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/profile/export',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    const text = (await unzip(response.rawPayload)).get('logbook.json')!.toString();
    const logbooks = JSON.parse(text);
    expect(text).toBe(`${JSON.stringify(logbooks, null, 2)}\n`);
    expect(logbooks.map((logbook: { slug: string }) => logbook.slug)).toEqual([
      empty.slug,
      full.slug,
    ]);
    expect(logbooks[0].entries).toEqual([]);
    const newestFirst = await kit.app.db
      .select({ id: logbookEntries.id })
      .from(logbookEntries)
      .where(eq(logbookEntries.vehicleId, full.id))
      .orderBy(...NEWEST_FIRST);
    expect(logbooks[1].entries.map((entry: { id: string }) => entry.id)).toEqual(
      newestFirst.map((row) => row.id),
    );
    expect(logbooks[1].entries).toHaveLength(entries);
  });

  it('streams an archive of the profile, vehicles (purchase data too), logbook, bookmarks, devices and photos', async () => {
    const member = await memberWithEverything();
    // Someone else's car, bookmarked and then hidden by a moderator: the export keeps the bookmark
    // but tells no more of the car than the site does.
    const other = await createMember(kit.app);
    const othersCar = await createVehicle(kit.app, other);
    const markedCar = await kit.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/vehicles/${othersCar.id}`,
      headers: member.headers,
    });
    expect(markedCar.statusCode).toBe(204);
    await kit.app.db
      .update(vehicles)
      .set({ hiddenAt: new Date() })
      .where(eq(vehicles.id, othersCar.id));
    await deliverNotification(kit.app, member.id, 'vehicleRestored', {
      vehicleId: 'v1',
      vehicleName: 'Exported car',
    });
    const muted = await kit.app.inject({
      method: 'PUT',
      url: `/api/users/${other.nickname}/mute`,
      headers: member.headers,
    });
    expect(muted.statusCode).toBe(204);
    const mutedModel = await kit.app.inject({
      method: 'PUT',
      url: '/api/profile/mutes/models/volkswagen-golf',
      headers: member.headers,
    });
    expect(mutedModel.statusCode).toBe(204);
    await recordVisit(kit.app.db, member.id, new Date('2026-02-03T10:00:00Z'));
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/profile/export',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="carclub-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(response.rawPayload);

    const names = [...files.keys()];
    expect(names).toHaveLength(15);
    expect(names).toEqual(
      expect.arrayContaining([
        'logbook.json',
        'bookmarks.json',
        'trust.json',
        'community.json',
        expect.stringMatching(/^vehicles\/[^/]+\/logbook\/[0-9a-f-]{36}\/photo-01\.webp$/),
        'README.txt',
        'account.json',
        'profile.json',
        'sessions.json',
        'vehicles.json',
        'notifications.json',
        'photos/avatar.webp',
        'photos/cover.webp',
        expect.stringMatching(/^vehicles\/[^/]+\/preview\.webp$/),
        expect.stringMatching(/^vehicles\/[^/]+\/photo-01\.webp$/),
      ]),
    );
    const account = JSON.parse(files.get('account.json')!.toString());
    expect(account).toMatchObject({
      email: member.email,
      nickname: member.nickname,
      hasPassword: true,
    });
    expect(JSON.stringify(account)).not.toMatch(/argon2/);
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile.privacy).toEqual({
      showName: true,
      showLocation: true,
      showSocialLinks: true,
      showBirthday: false,
      showFollows: true,
    });
    const [vehicle] = JSON.parse(files.get('vehicles.json')!.toString());
    expect(vehicle).toMatchObject({ purchasePrice: 12_345 });

    const [logbook, ...moreLogbooks] = JSON.parse(files.get('logbook.json')!.toString());
    expect(moreLogbooks).toEqual([]);
    expect(logbook).toMatchObject({ vehicleId: vehicle.id, slug: vehicle.slug });
    const [clutch, onlyMine, ...moreEntries] = logbook.entries;
    expect(moreEntries).toEqual([]);
    // Every field of each entry, as the owner's own list answers it: photos by their addresses.
    const ownList = await kit.app.inject({
      method: 'GET',
      url: logbookUrl(vehicle.id),
      headers: member.headers,
    });
    expect(logbook.entries).toEqual(ownList.json().items);
    expect(clutch).toMatchObject({
      title: 'Clutch',
      visibility: 'public',
      cost: 129.9,
      currency: 'EUR',
      story: 'Changed the **oil**.',
      parts: [{ name: 'Oil filter', partNumber: 'W 712/95', price: 12.5 }],
      photos: [expect.objectContaining({ url: expect.stringMatching(/^\/media\/.*\.webp$/) })],
    });
    expect(onlyMine).toMatchObject({ title: 'Only mine', visibility: 'private', photos: [] });
    expect(
      files
        .get(`vehicles/${vehicle.slug}/logbook/${clutch.id}/photo-01.webp`)!
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(logbook.reminders).toEqual([
      expect.objectContaining({
        vehicleId: vehicle.id,
        title: 'Oil',
        dueMileage: 60_000,
        status: expect.any(String),
      }),
    ]);

    expect(JSON.parse(files.get('bookmarks.json')!.toString())).toEqual([
      {
        kind: 'vehicle',
        bookmarkedAt: expect.any(String),
        vehicleId: othersCar.id,
        logbookEntryId: null,
        postId: null,
        path: null,
        title: null,
      },
      {
        kind: 'logbookEntry',
        bookmarkedAt: expect.any(String),
        vehicleId: vehicle.id,
        logbookEntryId: clutch.id,
        postId: null,
        path: `/u/${member.nickname}/car/${vehicle.slug}/logbook/${clutch.id}`,
        title: 'Clutch',
      },
    ]);
    expect(files.get('README.txt')!.toString()).toMatch(/^logbook\.json .*reminders/m);
    expect(JSON.parse(files.get('trust.json')!.toString())).toEqual({
      level: 0,
      staff: false,
      locked: false,
      activity: expect.objectContaining({ daysVisited: 1, commentsRead: 0 }),
      mutedMembers: [{ nickname: other.nickname, mutedAt: expect.any(String) }],
      mutedModels: [
        { id: 'volkswagen-golf', name: 'Volkswagen Golf', mutedAt: expect.any(String) },
      ],
    });
    expect(files.get('README.txt')!.toString()).toMatch(/^trust\.json .*muted/m);
    expect(files.get('photos/avatar.webp')!.subarray(8, 12).toString()).toBe('WEBP');
    const received = JSON.parse(files.get('notifications.json')!.toString());
    expect(received.preferences).toContainEqual({
      kind: 'vehicleRestored',
      inApp: true,
      email: true,
      emailLocked: false,
    });
    expect(received.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'vehicleRestored',
        data: expect.objectContaining({ vehicleName: 'Exported car' }),
      }),
    );
  });

  it('exports the member’s posts with their photos, their comments and what they liked (issue 32)', async () => {
    const member = await createMember(kit.app);
    const other = await createMember(kit.app);
    await trustMember(kit.app, member);
    const written = await kit.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: member.headers,
      payload: { title: 'My story', body: 'Told **once**', tags: ['story'], publish: true },
    });
    const post = written.json<{ id: string; slug: string }>();
    const photo = multipartBody([{ field: 'files', data: await jpegBuffer() }]);
    await kit.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/photos`,
      headers: { ...member.headers, ...photo.headers },
      payload: photo.payload,
    });
    const car = await createVehicle(kit.app, other);
    const entry = await addEntry(kit.app, other, car.id, entryPayload());
    const discussion = entry.discussion!.id;
    await kit.app.inject({
      method: 'POST',
      url: `/api/discussions/${discussion}/comments`,
      headers: member.headers,
      payload: { body: 'Nice clutch' },
    });
    await kit.app.inject({
      method: 'PUT',
      url: `/api/discussions/${discussion}/like`,
      headers: member.headers,
    });
    // A bookmark of someone else's post (issue 32 point 3, ADR 0158).
    await trustMember(kit.app, other);
    const theirs = (
      await kit.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: other.headers,
        payload: { title: 'Their story', body: 'Told', tags: [], publish: true },
      })
    ).json<{ id: string; slug: string; discussion: { id: string } }>();
    const bookmarked = await kit.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/discussions/${theirs.discussion.id}`,
      headers: member.headers,
    });
    expect(bookmarked.statusCode).toBe(204);
    // Follows of a member and a car (issue 33, ADR 0164).
    for (const path of [`members/${other.nickname}`, `vehicles/${car.id}`]) {
      const followed = await kit.app.inject({
        method: 'PUT',
        url: `/api/follows/${path}`,
        headers: member.headers,
      });
      expect(followed.statusCode).toBe(200);
    }

    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/profile/export',
      headers: member.headers,
    });
    const files = await unzip(response.rawPayload);
    const community = JSON.parse(files.get('community.json')!.toString());
    expect(community.posts).toEqual([
      expect.objectContaining({ id: post.id, body: 'Told **once**', tags: ['story'] }),
    ]);
    expect(community.comments).toEqual([
      expect.objectContaining({ body: 'Nice clutch', logbookEntryId: entry.id, postId: null }),
    ]);
    expect(community.likes).toEqual([
      expect.objectContaining({ logbookEntryId: entry.id, commentId: null }),
    ]);
    expect(community.follows).toEqual([
      { member: other.nickname, vehicleId: null, modelId: null, followedAt: expect.any(String) },
      { member: null, vehicleId: car.id, modelId: null, followedAt: expect.any(String) },
    ]);
    expect(files.get(`posts/${post.slug}/photo-01.webp`)!.subarray(8, 12).toString()).toBe('WEBP');
    expect(JSON.parse(files.get('bookmarks.json')!.toString())).toEqual([
      {
        kind: 'post',
        bookmarkedAt: expect.any(String),
        vehicleId: null,
        logbookEntryId: null,
        postId: theirs.id,
        path: `/u/${other.nickname}/posts/${theirs.slug}`,
        title: 'Their story',
      },
    ]);
  });

  it('breaks the download, never hands out a quietly incomplete archive, when a photo is unreadable', async () => {
    const member = await memberWithEverything();
    const [pictures] = await kit.app.db
      .execute(sql`select avatar_key from profiles where user_id = ${member.id}`)
      .then(
        (result) =>
          ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as {
            avatar_key: string;
          }[],
      );
    await kit.app.storage.delete(`${pictures!.avatar_key}.webp`);
    const outcome = await kit.app
      .inject({ method: 'GET', url: '/api/profile/export', headers: member.headers })
      .then(
        async (response) =>
          unzip(response.rawPayload).then(
            () => 'complete',
            () => 'broken',
          ),
        () => 'broken',
      );
    expect(outcome).toBe('broken');
  });

  it('deletes the member for good: nothing of them is left in the database or the storage but the held nickname', async () => {
    const bystander = await memberWithEverything();
    const member = await memberWithEverything();
    // A device signed in through the real login, and an e-mail change under way: rows of their own.
    await kit.app.inject({
      method: 'POST',
      url: '/api/profile/email-change',
      headers: member.headers,
      payload: {
        newEmail: `next-${member.nickname}@example.net`,
        currentPassword: member.password,
      },
      remoteAddress: newIp(),
    });
    await kit.app.backgroundTasks.drain();
    // Someone else's bookmark of the member's entry goes with the entry.
    const [entryOfMember] = await kit.app.db
      .select({ id: logbookEntries.id })
      .from(logbookEntries)
      .where(inArray(logbookEntries.vehicleId, await carsOf(member)));
    const bookmarkedByBystander = await kit.app.inject({
      method: 'PUT',
      url: `/api/bookmarks/logbook-entries/${entryOfMember!.id}`,
      headers: bystander.headers,
    });
    expect(bookmarkedByBystander.statusCode).toBe(204);
    const [discussionOfEntry] = await kit.app.db
      .select({ id: discussions.id })
      .from(discussions)
      .where(eq(discussions.logbookEntryId, entryOfMember!.id));
    const memberCars = await carsOf(member);
    const filesBefore = await kit.app.storage.list('');
    const bystanderFiles = filesBefore.length;

    const wrongName = await kit.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: member.headers,
      payload: { currentPassword: member.password, nickname: `${member.nickname}x` },
    });
    expect(wrongName.json().details.fields).toEqual({ nickname: ['validation.nicknameMismatch'] });
    const wrongPassword = await kit.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: member.headers,
      payload: { currentPassword: 'not my password', nickname: member.nickname },
    });
    expect(wrongPassword.json().details.fields).toEqual({
      currentPassword: ['messages.currentPasswordIncorrect'],
    });

    const deleted = await kit.app.inject({
      method: 'POST',
      // The goodbye goes in the language of the page the member left from.
      url: '/api/profile/delete?lang=en',
      headers: member.headers,
      payload: { currentPassword: member.password, nickname: member.nickname.toUpperCase() },
    });
    expect(deleted.statusCode).toBe(204);
    await kit.app.backgroundTasks.drain();

    // The database: no row of any table mentions the member's id, address or nickname, except
    // the hold of the nickname.
    const tables = await kit.app.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const rowsOf = (result: unknown) =>
      (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
    const leftovers: string[] = [];
    for (const { table_name: table } of rowsOf(tables) as { table_name: string }[]) {
      const needles = [member.id, member.email, encodeURIComponent(member.email), member.nickname];
      for (const needle of needles) {
        const found = await kit.app.db.execute(
          sql`select t::text as row from ${sql.identifier(table)} t where lower(t::text) like ${`%${needle.toLowerCase()}%`}`,
        );
        for (const { row } of rowsOf(found) as { row: string }[])
          leftovers.push(`${table}: ${row}`);
      }
    }
    expect(leftovers).toEqual([
      expect.stringMatching(new RegExp(`^nickname_holds: \\(${member.nickname.toLowerCase()},,`)),
    ]);

    // The logbook rows hold the car's id, not the member's: none of them is left either.
    const logbookLeft = {
      entries: await kit.app.db.$count(
        logbookEntries,
        inArray(logbookEntries.vehicleId, memberCars),
      ),
      photos: await kit.app.db.$count(
        logbookEntryPhotos,
        inArray(
          logbookEntryPhotos.entryId,
          kit.app.db
            .select({ id: logbookEntries.id })
            .from(logbookEntries)
            .where(inArray(logbookEntries.vehicleId, memberCars)),
        ),
      ),
      reminders: await kit.app.db.$count(reminders, inArray(reminders.vehicleId, memberCars)),
      bookmarks: await kit.app.db.$count(
        bookmarks,
        eq(bookmarks.discussionId, discussionOfEntry!.id),
      ),
    };
    expect(logbookLeft).toEqual({ entries: 0, photos: 0, reminders: 0, bookmarks: 0 });

    // The storage: only the bystander's files are left.
    const filesAfter = await kit.app.storage.list('');
    // Avatar, cover, preview and gallery photo (8 files), and the entry's photo (2).
    expect(filesAfter.length).toBe(bystanderFiles - 10);
    expect(
      (await kit.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (await kit.app.inject({ method: 'GET', url: '/api/auth/me', headers: bystander.headers }))
        .statusCode,
    ).toBe(200);

    // A last mail to the address, and the nickname held from newcomers.
    expect(kit.mails.at(-1)).toMatchObject({
      to: member.email,
      subject: 'Your CarClub account has been deleted',
    });
    const taken = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `again-${member.email}`,
        password: 'a long fresh password',
        nickname: member.nickname,
      },
      remoteAddress: newIp(),
    });
    expect(taken.statusCode).toBe(409);
  });

  it('is for signed-in members only, and a member without a password sets one first', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/api/profile/export' })).statusCode).toBe(
      401,
    );
    expect(
      (await kit.app.inject({ method: 'POST', url: '/api/profile/delete', payload: {} }))
        .statusCode,
    ).toBe(401);
    const member = await createMember(kit.app);
    await kit.app.db.execute(sql`update users set password_hash = null where id = ${member.id}`);
    const refused = await kit.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: member.headers,
      payload: { currentPassword: 'anything at all', nickname: member.nickname },
    });
    expect(refused.statusCode).toBe(403);
  });
});
