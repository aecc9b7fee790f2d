import {
  latestCurrentDate,
  LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
  LOGBOOK_STORY_MAX_LENGTH,
  type LogbookEntry,
  type LogbookListResponse,
  type Vehicle,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { logbookEntries } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import {
  addEntry,
  entryPayload,
  fieldsOf,
  fuelPayload,
  logbookUrl,
} from '../../../support/logbook-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const BAD_INPUT: [Record<string, unknown>, string, string][] = [
  [{ title: '  ' }, 'title', 'validation.required'],
  [{ title: undefined }, 'title', 'validation.required'],
  [{ title: 'x'.repeat(121) }, 'title', 'validation.tooLong'],
  [{ title: 'a\u0000b' }, 'title', 'validation.controlCharacters'],
  [{ date: undefined }, 'date', 'validation.required'],
  [{ date: '' }, 'date', 'validation.required'],
  [{ date: '2023-02-29' }, 'date', 'validation.invalidDate'],
  [{ date: '15.03.2024' }, 'date', 'validation.invalidDate'],
  [{ date: '1885-12-31' }, 'date', 'validation.invalidDate'],
  [{ date: 20240315 }, 'date', 'validation.invalidDate'],
  [{ mileage: -1 }, 'mileage', 'validation.nonNegative'],
  [{ mileage: 1.5 }, 'mileage', 'validation.mustBeInteger'],
  [{ mileage: 10_000_001 }, 'mileage', 'validation.tooLarge'],
  [{ mileage: '42000' }, 'mileage', 'validation.invalidNumber'],
  [{ category: undefined }, 'category', 'validation.required'],
  [{ category: 'crash' }, 'category', 'validation.invalidOption'],
  [{ cost: -0.01 }, 'cost', 'validation.nonNegative'],
  [{ cost: 1.234 }, 'cost', 'validation.tooManyDecimals'],
  [{ cost: 12, currency: null }, 'currency', 'validation.currencyRequired'],
  [{ currency: 'GBP' }, 'currency', 'validation.invalidOption'],
  [{ story: 42 }, 'story', 'validation.invalidFormat'],
  [{ story: 'a\u0000b' }, 'story', 'validation.controlCharacters'],
  [{ story: 'x'.repeat(LOGBOOK_STORY_MAX_LENGTH + 1) }, 'story', 'validation.tooLong'],
  [{ parts: 'filter' }, 'parts', 'validation.invalidFormat'],
  [
    { parts: Array.from({ length: 51 }, () => ({ name: 'Bolt' })) },
    'parts',
    'validation.tooManyItems',
  ],
  [{ parts: [{ name: '' }] }, 'parts.0.name', 'validation.required'],
  [{ parts: [{ name: 'x'.repeat(101) }] }, 'parts.0.name', 'validation.tooLong'],
  [
    { parts: [{ name: 'Bolt', partNumber: 'x'.repeat(51) }] },
    'parts.0.partNumber',
    'validation.tooLong',
  ],
  [{ parts: [{ name: 'Bolt', price: -1 }] }, 'parts.0.price', 'validation.nonNegative'],
  [{ parts: [{ name: 'Bolt', price: 0.001 }] }, 'parts.0.price', 'validation.tooManyDecimals'],
  [
    { cost: null, currency: null, parts: [{ name: 'Bolt', price: 2 }] },
    'currency',
    'validation.currencyRequired',
  ],
  [{ visibility: 'friends' }, 'visibility', 'validation.invalidOption'],
  [{ costHidden: 'yes' }, 'costHidden', 'validation.invalidFormat'],
  [{ litres: 40 }, 'litres', 'validation.fuelOnly'],
  [{ fullTank: false }, 'fullTank', 'validation.fuelOnly'],
  [{ category: 'fuel' }, 'litres', 'validation.required'],
  [{ category: 'fuel', litres: 0 }, 'litres', 'validation.mustBePositive'],
  [{ category: 'fuel', litres: 1_001 }, 'litres', 'validation.tooLarge'],
  [{ category: 'fuel', litres: 40, fullTank: 'yes' }, 'fullTank', 'validation.invalidFormat'],
];

describe('logbook: the owner adds, reads, saves and deletes entries', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
  }, DATABASE_TIMEOUT_MS);

  function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null = owner,
    payload?: unknown,
  ) {
    return app.inject({
      method,
      url,
      headers: member?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const post = (vehicleId: string, payload: unknown, member: Member | null = owner) =>
    request('POST', logbookUrl(vehicleId), member, payload);

  async function vehicle(id: string): Promise<Vehicle> {
    return (await request('GET', `/api/private-transport/${id}`)).json<Vehicle>();
  }

  describe('POST', () => {
    it('adds the entry and answers 201 with it, defaults filled in', async () => {
      const car = await createVehicle(app, owner);
      const response = await post(
        car.id,
        entryPayload({
          visibility: undefined,
          costHidden: undefined,
          story: undefined,
          cost: 19.99,
          parts: [{ name: ' Filter ', partNumber: '' }],
        }),
      );
      expect(response.statusCode).toBe(201);
      const entry = response.json<LogbookEntry>();
      expect(entry).toEqual({
        id: expect.any(String),
        // Its discussion, opened with it (ADR 0151).
        discussion: { id: expect.any(String), commentsCount: 0, likesCount: 0 },
        vehicleId: car.id,
        title: 'Oil and filters',
        date: '2024-03-15',
        mileage: 42_000,
        category: 'service',
        cost: 19.99,
        currency: 'EUR',
        story: '',
        parts: [{ name: 'Filter', partNumber: null, price: null }],
        visibility: 'public',
        costHidden: true,
        litres: null,
        fullTank: null,
        missedFill: null,
        photos: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const read = await request('GET', logbookUrl(car.id, entry.id));
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(entry);
    });

    it('returns the story exactly as stored: Markdown source, never interpreted as HTML', async () => {
      const car = await createVehicle(app, owner);
      const story =
        '    indented code\r\n\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\t' +
        '[x](javascript:alert(1)) &amp; "quotes" \u2028 ✓  ';
      const entry = await addEntry(app, owner, car.id, entryPayload({ story }));
      expect(entry.story).toBe(story);
      const read = await request('GET', logbookUrl(car.id, entry.id));
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.json<LogbookEntry>().story).toBe(story);
      const [row] = await app.db
        .select({ story: logbookEntries.story })
        .from(logbookEntries)
        .where(eq(logbookEntries.id, entry.id));
      expect(row?.story).toBe(story);
    });

    it('does not echo a refused story in the error', async () => {
      const car = await createVehicle(app, owner);
      const story = `<script>alert(1)</script>${'x'.repeat(LOGBOOK_STORY_MAX_LENGTH)}`;
      const response = await post(car.id, entryPayload({ story }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ story: ['validation.tooLong'] });
      expect(response.body).not.toContain('<script>');
    });

    it('accepts today where it is latest on Earth (UTC+14), not the day after', async () => {
      const car = await createVehicle(app, owner);
      const today = latestCurrentDate();
      expect((await post(car.id, entryPayload({ date: today }))).statusCode).toBe(201);
      const tomorrow = await post(car.id, entryPayload({ date: dayAfter(today) }));
      expect(tomorrow.statusCode).toBe(400);
      expect(fieldsOf(tomorrow)).toEqual({ date: ['validation.dateInFuture'] });
    });

    // Titled by field and message: some refused values are thousands of characters long.
    it.each(BAD_INPUT.map(([override, field, message]) => [field, message, override] as const))(
      'refuses a bad %s with %s',
      async (field, message, override) => {
        const car = await createVehicle(app, owner);
        const response = await post(car.id, entryPayload(override));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(fieldsOf(response)).toEqual({ [field]: [message] });
        expect((await vehicle(car.id)).logbookEntriesCount).toBe(0);
      },
    );

    it('takes litres and full tank on fuel entries only; full tank defaults to not full', async () => {
      const car = await createVehicle(app, owner);
      const fuel = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ category: 'fuel', litres: 41.37 }),
      );
      expect(fuel).toMatchObject({ category: 'fuel', litres: 41.37, fullTank: false });
      const refill = await request(
        'PUT',
        logbookUrl(car.id, fuel.id),
        owner,
        entryPayload({ category: 'repair' }),
      );
      expect(refill.json()).toMatchObject({ category: 'repair', litres: null, fullTank: null });
    });

    it(
      `refuses entry ${LOGBOOK_MAX_ENTRIES_PER_VEHICLE + 1} of a car with the logbook's message`,
      async () => {
        const car = await createVehicle(app, owner);
        const row = {
          vehicleId: car.id,
          title: 'Trip',
          entryDate: '2020-01-01',
          category: 'trip' as const,
          visibility: 'private' as const,
        };
        const batch = Array.from({ length: 1_000 }, () => row);
        for (let done = 0; done < LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 1; done += batch.length) {
          await app.db
            .insert(logbookEntries)
            .values(
              batch.slice(0, Math.min(batch.length, LOGBOOK_MAX_ENTRIES_PER_VEHICLE - 1 - done)),
            );
        }
        expect((await post(car.id, entryPayload())).statusCode).toBe(201);
        const full = await post(car.id, entryPayload());
        expect(full.statusCode).toBe(400);
        expect(fieldsOf(full)).toEqual({ logbook: ['validation.logbookFull'] });
        expect(await app.db.$count(logbookEntries, eq(logbookEntries.vehicleId, car.id))).toBe(
          LOGBOOK_MAX_ENTRIES_PER_VEHICLE,
        );
        // Another car of the same owner has its own room.
        const other = await createVehicle(app, owner);
        expect((await post(other.id, entryPayload())).statusCode).toBe(201);
      },
      DATABASE_TIMEOUT_MS,
    );
  });

  describe('GET list', () => {
    it('pages every entry, private ones too, newest first by date then the later written', async () => {
      const car = await createVehicle(app, owner);
      const a = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ title: 'A', date: '2024-01-10' }),
      );
      const b = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ title: 'B', date: '2024-02-10', visibility: 'private' }),
      );
      const c = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ title: 'C', date: '2024-01-10' }),
      );
      const first = await request('GET', `${logbookUrl(car.id)}?limit=2`);
      expect(first.statusCode).toBe(200);
      const page = first.json<LogbookListResponse>();
      expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(page.items.map((entry) => entry.id)).toEqual([b.id, c.id]);
      const second = (
        await request('GET', `${logbookUrl(car.id)}?limit=2&page=2`)
      ).json<LogbookListResponse>();
      expect(second.items.map((entry) => entry.id)).toEqual([a.id]);
      expect(second.total).toBe(3);
      const bad = await request('GET', `${logbookUrl(car.id)}?limit=101&page=0`);
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual({
        page: ['validation.invalidNumber'],
        limit: ['validation.tooLarge'],
      });
    });
  });

  describe('PUT', () => {
    it('replaces the entry: fields left out take their defaults', async () => {
      const car = await createVehicle(app, owner);
      const entry = await addEntry(app, owner, car.id);
      const saved = await request(
        'PUT',
        logbookUrl(car.id, entry.id),
        owner,
        entryPayload({
          title: 'Renamed',
          cost: undefined,
          currency: undefined,
          parts: undefined,
          costHidden: undefined,
        }),
      );
      expect(saved.statusCode).toBe(200);
      const body = saved.json<LogbookEntry>();
      expect(body).toMatchObject({
        id: entry.id,
        title: 'Renamed',
        cost: null,
        currency: null,
        parts: [],
        costHidden: true,
        createdAt: entry.createdAt,
      });
      expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));
      expect((await request('GET', logbookUrl(car.id, entry.id))).json()).toEqual(body);
      const invalid = await request(
        'PUT',
        logbookUrl(car.id, entry.id),
        owner,
        entryPayload({ date: '2999-01-01' }),
      );
      expect(invalid.statusCode).toBe(400);
      expect(fieldsOf(invalid)).toEqual({ date: ['validation.dateInFuture'] });
    });
  });

  describe('DELETE', () => {
    it('deletes the entry (204), then it is gone (404)', async () => {
      const car = await createVehicle(app, owner);
      const entry = await addEntry(app, owner, car.id);
      const removed = await request('DELETE', logbookUrl(car.id, entry.id));
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect((await request('DELETE', logbookUrl(car.id, entry.id))).statusCode).toBe(404);
      expect((await request('GET', logbookUrl(car.id, entry.id))).statusCode).toBe(404);
    });

    it('goes with its car', async () => {
      const car = await createVehicle(app, owner);
      await addEntry(app, owner, car.id);
      expect((await request('DELETE', `/api/private-transport/${car.id}`)).statusCode).toBe(204);
      expect(await app.db.$count(logbookEntries, eq(logbookEntries.vehicleId, car.id))).toBe(0);
    });
  });

  describe('only the owner', () => {
    it('answers 403 to another member on every route, whatever the body, and changes nothing', async () => {
      const car = await createVehicle(app, owner);
      const entry = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ visibility: 'private', title: 'Secret' }),
      );
      const calls = [
        request('GET', logbookUrl(car.id), stranger),
        request('POST', logbookUrl(car.id), stranger, entryPayload()),
        request('POST', logbookUrl(car.id), stranger, {}),
        request('GET', logbookUrl(car.id, entry.id), stranger),
        request('PUT', logbookUrl(car.id, entry.id), stranger, entryPayload({ title: 'Mine' })),
        request('DELETE', logbookUrl(car.id, entry.id), stranger),
        request('GET', `/api/private-transport/${car.id}/fuel-consumption`, stranger),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('Secret');
      }
      expect((await request('GET', logbookUrl(car.id, entry.id))).json()).toEqual(entry);
    });

    it('answers 401 signed out, 404 for an unknown car, an unknown entry or another car’s entry', async () => {
      const car = await createVehicle(app, owner);
      const other = await createVehicle(app, owner);
      const entry = await addEntry(app, owner, car.id);
      expect((await request('GET', logbookUrl(car.id), null)).statusCode).toBe(401);
      expect((await request('POST', logbookUrl(car.id), null, entryPayload())).statusCode).toBe(
        401,
      );
      expect((await request('GET', logbookUrl(UNKNOWN_ID))).statusCode).toBe(404);
      expect(
        (await request('POST', logbookUrl('not-a-uuid'), owner, entryPayload())).statusCode,
      ).toBe(404);
      expect((await request('GET', logbookUrl(car.id, UNKNOWN_ID))).statusCode).toBe(404);
      expect((await request('GET', logbookUrl(car.id, 'not-a-uuid'))).statusCode).toBe(404);
      expect((await request('GET', logbookUrl(other.id, entry.id))).statusCode).toBe(404);
      expect(
        (await request('PUT', logbookUrl(other.id, entry.id), owner, entryPayload())).statusCode,
      ).toBe(404);
      expect((await request('DELETE', logbookUrl(other.id, entry.id))).statusCode).toBe(404);
      expect((await request('GET', logbookUrl(car.id, entry.id))).statusCode).toBe(200);
    });
  });

  describe("the car's mileage, counter and consumption", () => {
    it('follows the newest entry with a mileage, in the same write', async () => {
      const car = await createVehicle(app, owner, { mileage: 30_000 });
      const march = await addEntry(
        app,
        owner,
        car.id,
        entryPayload({ date: '2024-03-01', mileage: 40_000 }),
      );
      expect((await vehicle(car.id)).mileage).toBe(40_000);
      // Dated earlier: the newest entry still says 40,000, whatever this one's reading.
      await addEntry(app, owner, car.id, entryPayload({ date: '2024-01-01', mileage: 45_000 }));
      expect((await vehicle(car.id)).mileage).toBe(40_000);
      // The newest entry without a mileage does not move it.
      await addEntry(app, owner, car.id, entryPayload({ date: '2024-04-01', mileage: null }));
      expect((await vehicle(car.id)).mileage).toBe(40_000);
      await request(
        'PUT',
        logbookUrl(car.id, march.id),
        owner,
        entryPayload({ date: '2024-03-01', mileage: 41_000 }),
      );
      expect((await vehicle(car.id)).mileage).toBe(41_000);
      await request('DELETE', logbookUrl(car.id, march.id));
      expect((await vehicle(car.id)).mileage).toBe(45_000);
    });

    it('counts the public entries on the car, not the private ones', async () => {
      const car = await createVehicle(app, owner);
      const open = await addEntry(app, owner, car.id);
      await addEntry(app, owner, car.id, entryPayload({ visibility: 'private' }));
      expect((await vehicle(car.id)).logbookEntriesCount).toBe(1);
      await request(
        'PUT',
        logbookUrl(car.id, open.id),
        owner,
        entryPayload({ visibility: 'private' }),
      );
      expect((await vehicle(car.id)).logbookEntriesCount).toBe(0);
      await request('PUT', logbookUrl(car.id, open.id), owner, entryPayload());
      expect((await vehicle(car.id)).logbookEntriesCount).toBe(1);
      await request('DELETE', logbookUrl(car.id, open.id));
      expect((await vehicle(car.id)).logbookEntriesCount).toBe(0);
    });

    it('computes the consumption from full-to-full fills in date order', async () => {
      const car = await createVehicle(app, owner);
      const url = `/api/private-transport/${car.id}/fuel-consumption`;
      // The fixture's car: petrol, 2.0 l (ADR 0121).
      const none = { consumption: null, excluded: [], plausible: { min: 4.5, max: 20 } };
      expect((await request('GET', url)).json()).toEqual(none);
      await addEntry(app, owner, car.id, fuelPayload(10_000, 50, true, '2024-04-01'));
      expect((await request('GET', url)).json()).toEqual(none);
      // Written out of order: the dates decide.
      await addEntry(app, owner, car.id, fuelPayload(10_800, 30, true, '2024-04-20'));
      await addEntry(app, owner, car.id, fuelPayload(null, 18, false, '2024-04-10'));
      await addEntry(app, owner, car.id, fuelPayload(11_000, 9, false, '2024-04-25'));
      // A service entry's mileage is no fill.
      await addEntry(app, owner, car.id, entryPayload({ date: '2024-04-15', mileage: 10_500 }));
      expect((await request('GET', url)).json()).toEqual({
        ...none,
        consumption: { litresPer100Km: 6, distanceKm: 800, litres: 48 },
      });
      expect((await vehicle(car.id)).mileage).toBe(11_000);
    });
  });
});
