import {
  LOGBOOK_MAX_PHOTOS_PER_ENTRY,
  type LogbookEntry,
  type LogbookListResponse,
  type PublicLogbookEntry,
  type PublicLogbookListResponse,
  type VehicleGallery,
} from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { logbookEntryPhotos, pendingFiles, users } from '../../../../src/db/schema';
import {
  UPLOAD_RETRY_AFTER_SECONDS,
  uploadLimiter,
  UPLOADS_PER_MEMBER,
} from '../../../../src/lib/media';
import { streamedMultipart } from '../../../support/streamed-multipart';
import { jpegBuffer, multipartBody } from '../../../support/images';
import { storedFilesUnder } from '../../../support/stored-files';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';
import { addEntry, entryPayload, logbookUrl } from '../../../support/logbook-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;

describe('logbook: photos of an entry', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;
  let photo: Buffer;

  beforeAll(async () => {
    [owner, stranger, photo] = await Promise.all([
      createMember(app, 'PhotoAnn'),
      createMember(app),
      jpegBuffer({ width: 80, height: 60 }),
    ]);
  }, DATABASE_TIMEOUT_MS);

  /** Every stored file under a car's (or one of its entries') folder, recursively. */
  async function filesUnder(...parts: string[]): Promise<string[]> {
    const files = await storedFilesUnder(app, ['vehicles', ...parts].join('/'));
    return files.map((file) => file.split('/').at(-1)!);
  }

  const photosUrl = (car: string, entry: string) => `${logbookUrl(car, entry)}/photos`;

  function upload(car: string, entry: string, files: Buffer[], member: Member = owner) {
    const body = multipartBody(files.map((data) => ({ field: 'files', data })));
    return app.inject({
      method: 'POST',
      url: photosUrl(car, entry),
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
  }

  const send = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null,
    payload?: object,
  ) => app.inject({ method, url, headers: member?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function ownEntry(car: string, entry: string): Promise<LogbookEntry> {
    return (await send('GET', logbookUrl(car, entry), owner)).json<LogbookEntry>();
  }

  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
  const publicEntryUrl = (car: CreatedVehicle, entry: string) =>
    `/api/users/PhotoAnn/vehicles/${car.slug}/logbook/${entry}`;

  it('appends photos with the gallery’s files and sizes, shown in every answer of the entry', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    expect(entry.photos).toEqual([]);

    const wide = await jpegBuffer({ width: 1400, height: 700 });
    const first = await upload(car.id, entry.id, [wide, photo]);
    expect(first.statusCode).toBe(201);
    const images = first.json<VehicleGallery>().images;
    expect(images).toHaveLength(2);
    const [big, small] = images as [VehicleGallery['images'][0], VehicleGallery['images'][0]];
    expect(big).toMatchObject({ width: 1400, height: 700 });
    expect(big.variants.map((variant) => variant.width)).toEqual([640, 1280, 1400]);
    expect(big.cardUrl).toMatch(/\.card\.webp$/);
    expect(small).toMatchObject({ width: 80, height: 60 });
    for (const url of [big.url, big.cardUrl, ...big.variants.map((variant) => variant.url)]) {
      expect(await status(url)).toBe(200);
    }
    expect(big.url).toContain(`/vehicles/${car.id}/logbook/${entry.id}/`);
    // Full, card and two variants of the wide one; full and card of the small one.
    expect(await filesUnder(car.id, 'logbook', entry.id)).toHaveLength(6);
    expect(await app.db.$count(pendingFiles)).toBe(0);

    const more = await upload(car.id, entry.id, [photo]);
    expect(more.statusCode).toBe(201);
    const all = more.json<VehicleGallery>().images;
    expect(all.slice(0, 2)).toEqual(images);

    expect((await ownEntry(car.id, entry.id)).photos).toEqual(all);
    const list = (await send('GET', logbookUrl(car.id), owner)).json<LogbookListResponse>();
    expect(list.items[0]!.photos).toEqual(all);
    const publicOne = await send('GET', publicEntryUrl(car, entry.id), null);
    expect(publicOne.json<PublicLogbookEntry>().photos).toEqual(all);
    const publicList = await send('GET', `/api/users/PhotoAnn/vehicles/${car.slug}/logbook`, null);
    expect(publicList.json<PublicLogbookListResponse>().items[0]!.photos).toEqual(all);
  });

  it('reorders and deletes photos, closing the gap; saving the entry leaves them alone', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    const images = (await upload(car.id, entry.id, [photo, photo, photo])).json<VehicleGallery>()
      .images;
    const [a, b, c] = images.map((image) => image.id) as [string, string, string];

    const reorder = (imageIds: string[], member: Member = owner) =>
      send('PUT', `${photosUrl(car.id, entry.id)}/order`, member, { imageIds });
    const reordered = await reorder([c, a, b]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<VehicleGallery>().images.map((image) => image.id)).toEqual([c, a, b]);
    for (const wrong of [
      [c, a],
      [c, a, b, UNKNOWN],
      [a, a, b],
    ]) {
      const response = await reorder(wrong);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details.fields)).toEqual(['imageIds']);
    }
    expect((await reorder([a, b, c], stranger)).statusCode).toBe(403);

    // The whole form, photos left out (and a stray `photos` too): they stay as they were.
    const saved = await send('PUT', logbookUrl(car.id, entry.id), owner, {
      ...entryPayload({ title: 'Renamed' }),
      photos: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<LogbookEntry>().title).toBe('Renamed');
    expect(saved.json<LogbookEntry>().photos.map((image) => image.id)).toEqual([c, a, b]);

    const remove = (photoId: string, member: Member = owner) =>
      send('DELETE', `${photosUrl(car.id, entry.id)}/${photoId}`, member);
    expect((await remove(a, stranger)).statusCode).toBe(403);
    expect((await remove(a)).statusCode).toBe(204);
    expect((await remove(a)).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(404);
    expect(await status(images.find((image) => image.id === a)!.url)).toBe(404);
    expect((await ownEntry(car.id, entry.id)).photos.map((image) => image.id)).toEqual([c, b]);
    const positions = await app.db
      .select({ position: logbookEntryPhotos.position })
      .from(logbookEntryPhotos)
      .where(eq(logbookEntryPhotos.entryId, entry.id))
      .orderBy(logbookEntryPhotos.position);
    expect(positions.map((row) => row.position)).toEqual([0, 1]);
    expect(await filesUnder(car.id, 'logbook', entry.id)).toHaveLength(4);
  });

  it('lets only the owner write: 401 signed out, 403 another member, 404 no such car or entry', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    const otherCar = await createVehicle(app, owner);
    const [image] = (await upload(car.id, entry.id, [photo])).json<VehicleGallery>().images;

    const signedOut = await app.inject({ method: 'POST', url: photosUrl(car.id, entry.id) });
    expect(signedOut.statusCode).toBe(401);
    expect((await upload(car.id, entry.id, [photo], stranger)).statusCode).toBe(403);
    expect((await upload(UNKNOWN, entry.id, [photo])).statusCode).toBe(404);
    expect((await upload(car.id, UNKNOWN, [photo])).statusCode).toBe(404);
    expect((await upload(car.id, 'not-a-uuid', [photo])).statusCode).toBe(404);
    // The entry exists, but on another car of the same owner.
    expect((await upload(otherCar.id, entry.id, [photo])).statusCode).toBe(404);
    expect(
      (
        await send('PUT', `${photosUrl(otherCar.id, entry.id)}/order`, owner, {
          imageIds: [image!.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `${photosUrl(otherCar.id, entry.id)}/${image!.id}`, owner)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `${photosUrl(car.id, entry.id)}/${image!.id}`, stranger)).statusCode,
    ).toBe(403);
    expect((await ownEntry(car.id, entry.id)).photos).toHaveLength(1);
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('refuses a member whom staff barred from uploading (403)', async () => {
    const banned = await createMember(app);
    const car = await createVehicle(app, banned);
    const entry = await addEntry(app, banned, car.id);
    await app.db
      .update(users)
      .set({ restrictions: sql`array['uploadsBanned']::text[]` })
      .where(eq(users.id, banned.id));
    const response = await upload(car.id, entry.id, [photo], banned);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('validation.uploadsBanned');
  });

  it(`refuses the ${LOGBOOK_MAX_PHOTOS_PER_ENTRY + 1}st photo with the gallery’s message, also when uploads race`, async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    const filled = await upload(
      car.id,
      entry.id,
      Array<Buffer>(LOGBOOK_MAX_PHOTOS_PER_ENTRY - 2).fill(photo),
    );
    expect(filled.statusCode).toBe(201);

    const racing = await Promise.all([1, 2, 3].map(() => upload(car.id, entry.id, [photo])));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 400]);
    const refused = racing.find((response) => response.statusCode === 400)!;
    expect(refused.json().details.fields).toEqual({ files: ['validation.galleryFull'] });

    const extra = await upload(car.id, entry.id, [photo]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details.fields).toEqual({ files: ['validation.galleryFull'] });
    expect(await app.db.$count(logbookEntryPhotos, eq(logbookEntryPhotos.entryId, entry.id))).toBe(
      LOGBOOK_MAX_PHOTOS_PER_ENTRY,
    );
    expect(await filesUnder(car.id, 'logbook', entry.id)).toHaveLength(
      LOGBOOK_MAX_PHOTOS_PER_ENTRY * 2,
    );
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('refuses a 200 MB upload to an entry with all its photos without reading it', async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    await app.db.insert(logbookEntryPhotos).values(
      Array.from({ length: LOGBOOK_MAX_PHOTOS_PER_ENTRY }, (_, position) => ({
        entryId: entry.id,
        storageKey: `vehicles/${car.id}/logbook/${entry.id}/filler-${position}`,
        position,
        width: 10,
        height: 10,
      })),
    );
    const body = streamedMultipart(
      Array.from({ length: 20 }, () => ({ field: 'files', data: 10 * MB - 1024 })),
    );
    const answer = await app.inject({
      method: 'POST',
      url: photosUrl(car.id, entry.id),
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.fields).toEqual({ files: ['validation.galleryFull'] });
    expect(answer.headers.connection).toBe('close');
    expect(body.read()).toBeLessThan(MB);
  });

  it(`shares the gallery’s ${UPLOADS_PER_MEMBER} uploads under way per member (429)`, async () => {
    const car = await createVehicle(app, owner);
    const entry = await addEntry(app, owner, car.id);
    const tickets = Array.from({ length: UPLOADS_PER_MEMBER }, () => uploadLimiter.begin(owner.id));
    try {
      const answer = await upload(car.id, entry.id, [photo]);
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    } finally {
      for (const ticket of tickets) ticket.end();
    }
    expect((await upload(car.id, entry.id, [photo])).statusCode).toBe(201);
  });

  it('shows no photo of a private entry to the public', async () => {
    const car = await createVehicle(app, owner);
    const hidden = await addEntry(app, owner, car.id, entryPayload({ visibility: 'private' }));
    const [image] = (await upload(car.id, hidden.id, [photo])).json<VehicleGallery>().images;
    expect((await ownEntry(car.id, hidden.id)).photos).toHaveLength(1);

    expect((await send('GET', publicEntryUrl(car, hidden.id), null)).statusCode).toBe(404);
    expect((await send('GET', publicEntryUrl(car, hidden.id), stranger)).statusCode).toBe(404);
    const list = await send('GET', `/api/users/PhotoAnn/vehicles/${car.slug}/logbook`, null);
    expect(list.json<PublicLogbookListResponse>().items).toEqual([]);
    expect(list.body).not.toContain(image!.url);
    expect(list.body).not.toContain(image!.id);
  });

  it('deletes the photos’ files with their entry, and with their car', async () => {
    const car = await createVehicle(app, owner);
    const [kept, dropped] = [
      await addEntry(app, owner, car.id),
      await addEntry(app, owner, car.id),
    ];
    const keptImages = (await upload(car.id, kept.id, [photo])).json<VehicleGallery>().images;
    const droppedImages = (await upload(car.id, dropped.id, [photo, photo])).json<VehicleGallery>()
      .images;

    expect((await send('DELETE', logbookUrl(car.id, dropped.id), owner)).statusCode).toBe(204);
    expect(await filesUnder(car.id, 'logbook', dropped.id)).toEqual([]);
    for (const image of droppedImages) expect(await status(image.url)).toBe(404);
    expect(await filesUnder(car.id, 'logbook', kept.id)).toHaveLength(2);

    expect((await send('DELETE', `/api/private-transport/${car.id}`, owner)).statusCode).toBe(204);
    expect(await filesUnder(car.id)).toEqual([]);
    expect(await status(keptImages[0]!.url)).toBe(404);
    expect(await app.db.$count(logbookEntryPhotos, eq(logbookEntryPhotos.entryId, kept.id))).toBe(
      0,
    );
    expect(await app.db.$count(pendingFiles)).toBe(0);
  });

  it('deletes the photos’ files with the account that owns the car', async () => {
    const leaving = await createMember(app);
    const car = await createVehicle(app, leaving);
    const entry = await addEntry(app, leaving, car.id);
    const [image] = (await upload(car.id, entry.id, [photo], leaving)).json<VehicleGallery>()
      .images;
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: leaving.headers,
      payload: { currentPassword: leaving.password, nickname: leaving.nickname },
    });
    expect(response.statusCode).toBe(204);
    expect(await filesUnder(car.id)).toEqual([]);
    expect(await status(image!.url)).toBe(404);
  });
});
