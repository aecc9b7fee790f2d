import {
  type LogbookEntry,
  logbookEntryInputSchema,
  PRIVATE_MEDIA_URL_MIN_LIFETIME_MS,
  type PublicLogbookEntry,
  type VehicleGallery,
} from '@carclub/contracts';

import type { App } from '../../../../src/app-type';
import { pendingFiles } from '../../../../src/db/schema';
import { updateLogbookEntry } from '../../../../src/lib/logbook';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { storedNamesIn } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { addEntry, entryPayload, logbookUrl } from '../../../support/logbook-fixtures';

type Photo = VehicleGallery['images'][0];

/** A photo as the public would be given it: its addresses without the owner's signature. */
const unsigned = (photo: Photo): Photo => {
  const plain = (url: string) => url.split('?')[0]!;
  return {
    ...photo,
    url: plain(photo.url),
    cardUrl: plain(photo.cardUrl),
    variants: photo.variants.map((variant) => ({ ...variant, url: plain(variant.url) })),
  };
};

/** Every address a photo is served at: full size, card and each width. */
const addressesOf = (photo: Photo) => [
  ...new Set([photo.url, photo.cardUrl, ...photo.variants.map((variant) => variant.url)]),
];

describe('logbook: an entry made private takes its photos off the addresses handed out (ADR 0112)', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;
  let wide: Buffer;
  let small: Buffer;

  beforeAll(async () => {
    [owner, stranger, wide, small] = await Promise.all([
      createMember(app, 'PrivateAnn'),
      createMember(app),
      jpegBuffer({ width: 1400, height: 700 }),
      jpegBuffer({ width: 80, height: 60 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  const filesOf = (car: string, entry: string) =>
    storedNamesIn(app, `vehicles/${car}/logbook/${entry}`);

  async function upload(car: string, entry: string, files: Buffer[]): Promise<Photo[]> {
    const body = multipartBody(files.map((data) => ({ field: 'files', data })));
    const response = await app.inject({
      method: 'POST',
      url: `${logbookUrl(car, entry)}/photos`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<VehicleGallery>().images;
  }

  /** The whole form again with `visibility`, as the edit page sends it. */
  const save = (car: string, entry: string, visibility: 'public' | 'private', title = 'Brakes') =>
    app.inject({
      method: 'PUT',
      url: logbookUrl(car, entry),
      headers: owner.headers,
      payload: entryPayload({ title, visibility }) as object,
    });

  const ownEntry = async (car: string, entry: string) =>
    (
      await app.inject({ method: 'GET', url: logbookUrl(car, entry), headers: owner.headers })
    ).json<LogbookEntry>();

  /** What a stranger (signed in or not: media take no credentials) gets at each address. */
  async function statuses(photos: Photo[]): Promise<number[]> {
    const codes = [];
    for (const url of photos.flatMap(addressesOf)) {
      const signedOut = await app.inject({ method: 'GET', url });
      const member = await app.inject({ method: 'GET', url, headers: stranger.headers });
      expect(member.statusCode).toBe(signedOut.statusCode);
      codes.push(signedOut.statusCode);
    }
    return [...new Set(codes)];
  }

  it('serves a private entry’s photos only at the owner’s signed addresses (ADR 0127)', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ visibility: 'private' }));
    const [photo] = (await upload(car.id, entry.id, [wide])) as [Photo];
    expect((await ownEntry(car.id, entry.id)).photos).toEqual([photo]);
    const addresses = addressesOf(photo);
    expect(addresses).toHaveLength(4);
    for (const url of addresses) {
      expect(url).toMatch(/\.webp\?expires=\d+&signature=[\w-]+$/);
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(file.headers['cache-control']!)?.[1]);
      expect(maxAge).toBeGreaterThan(PRIVATE_MEDIA_URL_MIN_LIFETIME_MS / 1000 - 5);
      expect(maxAge).toBeLessThanOrEqual((2 * PRIVATE_MEDIA_URL_MIN_LIFETIME_MS) / 1000);
    }
    // The file's path alone, another file's signature, a later expiry: nothing is served.
    const [full, card] = addresses as [string, string];
    const [path, query] = full.split('?') as [string, string];
    const expires = Number(new URLSearchParams(query).get('expires'));
    const forged = [
      path,
      `${path}?${card.split('?')[1]}`,
      full.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      `${path}?expires=${expires}`,
    ];
    expect(
      await statuses(forged.map((url) => ({ ...photo, url, cardUrl: url, variants: [] }))),
    ).toEqual([404]);
  });

  it('serves a public entry’s photos at plain addresses, for a year, to anyone', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ visibility: 'public' }));
    const [photo] = (await upload(car.id, entry.id, [small])) as [Photo];
    expect(photo.url).not.toContain('?');
    const file = await app.inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 at every address the public had once the owner makes the entry private', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Brakes' }));
    const uploaded = await upload(car.id, entry.id, [wide, small]);
    const publicUrl = `/api/users/PrivateAnn/vehicles/${car.slug}/logbook/${entry.id}`;
    const shown = (await app.inject({ method: 'GET', url: publicUrl })).json<PublicLogbookEntry>();
    expect(shown.photos).toEqual(uploaded);
    // Full, card, 640 and 1280 of the wide photo; full and card of the small one.
    expect(uploaded.flatMap(addressesOf)).toHaveLength(6);
    expect(await statuses(uploaded)).toEqual([200]);

    const saved = await save(car.id, entry.id, 'private');
    expect(saved.statusCode).toBe(200);

    expect(await statuses(uploaded)).toEqual([404]);
    expect((await app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    // The owner keeps the same photos, in their order, with their sizes, at new addresses.
    const kept = saved.json<LogbookEntry>().photos;
    expect(kept.map(({ id, width, height }) => ({ id, width, height }))).toEqual(
      uploaded.map(({ id, width, height }) => ({ id, width, height })),
    );
    expect(kept.map((photo) => photo.variants.map((variant) => variant.width))).toEqual([
      [640, 1280, 1400],
      [80],
    ]);
    for (const [index, photo] of kept.entries()) {
      for (const url of addressesOf(photo)) {
        expect(addressesOf(uploaded[index]!)).not.toContain(url.split('?')[0]);
        expect(url).toContain(`/vehicles/${car.id}/logbook/${entry.id}/`);
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
      }
    }
    expect((await ownEntry(car.id, entry.id)).photos).toEqual(kept);
    // Only the new files are left, and nothing is pending.
    expect(await filesOf(car.id, entry.id)).toHaveLength(6);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('keeps the addresses while the entry stays as it is, and moves them on each way to private', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Brakes' }));
    const uploaded = await upload(car.id, entry.id, [small]);

    // Saving a public entry as public again changes no address.
    const resaved = await save(car.id, entry.id, 'public', 'Brakes, front');
    expect(resaved.json<LogbookEntry>().photos).toEqual(uploaded);

    const privately = (await save(car.id, entry.id, 'private')).json<LogbookEntry>().photos;
    expect(await statuses(uploaded)).toEqual([404]);
    // Edited while private: the owner's addresses stay (nobody else ever had them).
    const edited = await save(car.id, entry.id, 'private', 'Brakes, rear');
    expect(edited.json<LogbookEntry>().photos).toEqual(privately);

    // Public again: the public gets the photos at the owner's addresses, unsigned.
    const published = await save(car.id, entry.id, 'public');
    expect(published.statusCode).toBe(200);
    expect(published.json<LogbookEntry>().photos).toEqual(privately.map(unsigned));
    const publicUrl = `/api/users/PrivateAnn/vehicles/${car.slug}/logbook/${entry.id}`;
    const shown = await app.inject({ method: 'GET', url: publicUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<PublicLogbookEntry>().photos).toEqual(privately.map(unsigned));
    expect(await statuses(privately.map(unsigned))).toEqual([200]);

    // Private once more: what the public had this time stops working too.
    const again = (await save(car.id, entry.id, 'private')).json<LogbookEntry>().photos;
    expect(await statuses(privately.map(unsigned))).toEqual([404]);
    expect(again[0]!.url).not.toBe(privately[0]!.url);
    expect(again[0]!.url).not.toBe(uploaded[0]!.url);
    expect(await filesOf(car.id, entry.id)).toHaveLength(2);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('releases the moved files when the private entry is deleted', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Brakes' }));
    const uploaded = await upload(car.id, entry.id, [wide]);
    const moved = (await save(car.id, entry.id, 'private')).json<LogbookEntry>().photos;
    expect(await statuses(uploaded)).toEqual([404]);
    expect(await statuses(moved)).toEqual([200]);

    const deleted = await app.inject({
      method: 'DELETE',
      url: logbookUrl(car.id, entry.id),
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await statuses(moved)).toEqual([404]);
    expect(await filesOf(car.id, entry.id)).toEqual([]);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('changes nothing when a file cannot be moved: the entry stays public, no file is left over', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Brakes' }));
    const [first, second] = (await upload(car.id, entry.id, [small, small])) as [Photo, Photo];
    // Storage lost the second photo's card file.
    await app.storage.delete(second.cardUrl.replace(/^\/media\//, ''));

    const failed = await save(car.id, entry.id, 'private');
    expect(failed.statusCode).toBe(500);
    const unchanged = await ownEntry(car.id, entry.id);
    expect(unchanged.visibility).toBe('public');
    expect(unchanged.photos).toEqual([first, second]);
    expect(await statuses([first])).toEqual([200]);
    expect(await filesOf(car.id, entry.id)).toHaveLength(3);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('moves a photo whose upload committed between the first look and the lock too', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id, entryPayload({ title: 'Brakes' }));
    const before = await upload(car.id, entry.id, [small]);
    let racing: Photo[] = [];
    // The save's database, whose first transaction waits for an upload to commit before it starts.
    const db = Object.create(app.db) as App['db'];
    db.transaction = (async (change: Parameters<App['db']['transaction']>[0]) => {
      db.transaction = app.db.transaction.bind(app.db);
      racing = (await upload(car.id, entry.id, [small])).slice(before.length);
      return app.db.transaction(change);
    }) as App['db']['transaction'];

    const saved = await updateLogbookEntry(
      { db, storage: app.storage, log: app.log, reminderJobs: app.reminderJobs },
      car.id,
      owner.id,
      entry.id,
      logbookEntryInputSchema.parse(entryPayload({ title: 'Brakes', visibility: 'private' })),
    );
    expect(racing).toHaveLength(1);
    expect(saved?.photos.map((photo) => photo.id)).toEqual([...before, ...racing].map((p) => p.id));
    expect(await statuses([...before, ...racing])).toEqual([404]);
    expect(await statuses(saved!.photos)).toEqual([200]);
    expect(await filesOf(car.id, entry.id)).toHaveLength(4);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });
});
