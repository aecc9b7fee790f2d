import {
  REMINDERS_MAX_PER_VEHICLE,
  type Reminder,
  type ReminderListResponse,
} from '@carclub/contracts';

import { eq } from 'drizzle-orm';

import { reminders } from '../../../../src/db/schema';
import { addMonths } from '../../../../src/lib/reminders';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import { addEntry, entryPayload, fieldsOf } from '../../../support/logbook-fixtures';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { addReminder, dayFromToday, remindersUrl } from '../../../support/reminder-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const BAD_INPUT: [Record<string, unknown>, string, string][] = [
  [{ title: ' ' }, 'title', 'validation.required'],
  [{ title: 'x'.repeat(121) }, 'title', 'validation.tooLong'],
  [{ category: 'crash' }, 'category', 'validation.invalidOption'],
  [{ dueDate: '2026-02-30' }, 'dueDate', 'validation.invalidDate'],
  [{ dueDate: '01.03.2027' }, 'dueDate', 'validation.invalidDate'],
  [{ dueMileage: -1 }, 'dueMileage', 'validation.nonNegative'],
  [{ dueMileage: 1.5 }, 'dueMileage', 'validation.mustBeInteger'],
  [{ everyMonths: 0 }, 'everyMonths', 'validation.mustBePositive'],
  [{ everyMonths: 121 }, 'everyMonths', 'validation.tooLarge'],
  [{ everyKm: 0 }, 'everyKm', 'validation.mustBePositive'],
  [{ everyKm: '10000' }, 'everyKm', 'validation.invalidNumber'],
  [
    { dueDate: null, dueMileage: null, everyMonths: null, everyKm: null },
    'dueDate',
    'validation.reminderNeedsDue',
  ],
  [{ dueDate: '', dueMileage: null }, 'dueDate', 'validation.reminderNeedsDue'],
];

describe('reminders: the owner adds, lists, saves, deletes and completes them', () => {
  const kit = useAuthTestApp();
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(kit.app), createMember(kit.app)]);
  }, DATABASE_TIMEOUT_MS);

  function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    member: Member | null = owner,
    payload?: unknown,
  ) {
    return kit.app.inject({
      method,
      url,
      headers: member?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function list(vehicleId: string): Promise<ReminderListResponse> {
    const response = await request('GET', remindersUrl(vehicleId));
    expect(response.statusCode).toBe(200);
    return response.json<ReminderListResponse>();
  }

  /** A car whose latest known mileage is `mileage` (kept in step by its logbook). */
  async function carAt(mileage: number | null) {
    const car = await createVehicle(kit.app, owner, { mileage: null });
    if (mileage !== null) await addEntry(kit.app, owner, car.id, entryPayload({ mileage }));
    return car;
  }

  describe('POST and the computed status', () => {
    it('adds a one-off reminder by date and answers 201 with it', async () => {
      const car = await carAt(null);
      const response = await request('POST', remindersUrl(car.id), owner, {
        title: ' Renew the insurance ',
        dueDate: dayFromToday(60),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        vehicleId: car.id,
        title: 'Renew the insurance',
        category: null,
        dueDate: dayFromToday(60),
        dueMileage: null,
        everyMonths: null,
        everyKm: null,
        repeating: false,
        status: 'upcoming',
        daysLeft: 60,
        kmLeft: null,
        lastDoneOn: null,
        lastDoneMileage: null,
        lastDoneEntryId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it.each([
      [31, 'upcoming'],
      [30, 'dueSoon'],
      [1, 'dueSoon'],
      [0, 'overdue'],
      [-5, 'overdue'],
    ])('a due date %i days away is %s', async (days, status) => {
      const car = await carAt(null);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Inspection',
        dueDate: dayFromToday(days),
      });
      expect(reminder).toMatchObject({ status, daysLeft: days });
    });

    it.each([
      [48_001, 'upcoming', 1_001],
      [48_000, 'dueSoon', 1_000],
      [47_001, 'dueSoon', 1],
      [47_000, 'overdue', 0],
    ])('due at %i km with the car at 47,000 km is %s', async (dueMileage, status, kmLeft) => {
      const car = await carAt(47_000);
      const reminder = await addReminder(kit.app, owner, car.id, { title: 'Tyres', dueMileage });
      expect(reminder).toMatchObject({ status, kmLeft });
    });

    it('is as urgent as the nearer of its date and mileage', async () => {
      const car = await carAt(47_000);
      const byMileage = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        dueDate: dayFromToday(200),
        dueMileage: 47_500,
      });
      expect(byMileage).toMatchObject({ status: 'dueSoon', daysLeft: 200, kmLeft: 500 });
      const byDate = await addReminder(kit.app, owner, car.id, {
        title: 'Coolant',
        dueDate: dayFromToday(10),
        dueMileage: 90_000,
      });
      expect(byDate).toMatchObject({ status: 'dueSoon', daysLeft: 10, kmLeft: 43_000 });
    });

    it('starts an interval without its due point from today and from the car’s mileage', async () => {
      const car = await carAt(42_000);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil every 10,000 km or 12 months',
        category: 'service',
        everyMonths: 12,
        everyKm: 10_000,
      });
      expect(reminder).toMatchObject({
        category: 'service',
        dueDate: addMonths(dayFromToday(0), 12),
        dueMileage: 52_000,
        everyMonths: 12,
        everyKm: 10_000,
        repeating: true,
        status: 'upcoming',
        kmLeft: 10_000,
      });
    });

    it('asks for the due mileage when an interval in km has no car mileage to count from', async () => {
      const car = await carAt(null);
      const response = await request('POST', remindersUrl(car.id), owner, {
        title: 'Oil',
        everyKm: 10_000,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ dueMileage: ['validation.mileageUnknown'] });
      const given = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        everyKm: 10_000,
        dueMileage: 15_000,
      });
      expect(given).toMatchObject({ dueMileage: 15_000, kmLeft: null, status: 'upcoming' });
    });

    it.each(BAD_INPUT)('refuses %j: %s is %s', async (change, field, message) => {
      const car = await carAt(null);
      const response = await request('POST', remindersUrl(car.id), owner, {
        title: 'Oil',
        dueDate: dayFromToday(10),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)[field]).toEqual([message]);
      expect((await list(car.id)).items).toEqual([]);
    });

    it(`holds at most ${REMINDERS_MAX_PER_VEHICLE} per car`, async () => {
      const car = await carAt(null);
      await kit.app.db.insert(reminders).values(
        Array.from({ length: REMINDERS_MAX_PER_VEHICLE }, (_, index) => ({
          vehicleId: car.id,
          title: `Reminder ${index}`,
          dueDate: dayFromToday(100 + index),
        })),
      );
      const response = await request('POST', remindersUrl(car.id), owner, {
        title: 'One more',
        dueDate: dayFromToday(10),
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ reminders: ['validation.remindersFull'] });
    });
  });

  describe('GET', () => {
    it('lists the most urgent first, then by date, with what the statuses came from', async () => {
      const car = await carAt(60_000);
      const later = await addReminder(kit.app, owner, car.id, {
        title: 'Later',
        dueDate: dayFromToday(90),
      });
      const dateless = await addReminder(kit.app, owner, car.id, {
        title: 'Dateless',
        dueMileage: 80_000,
      });
      const soon = await addReminder(kit.app, owner, car.id, {
        title: 'Soon',
        dueMileage: 60_500,
      });
      const overdue = await addReminder(kit.app, owner, car.id, {
        title: 'Overdue',
        dueDate: dayFromToday(-1),
      });
      const earlier = await addReminder(kit.app, owner, car.id, {
        title: 'Earlier',
        dueDate: dayFromToday(45),
      });
      const page = await list(car.id);
      expect(page.today).toBe(dayFromToday(0));
      expect(page.mileage).toBe(60_000);
      expect(page.items.map((item) => item.id)).toEqual([
        overdue.id,
        soon.id,
        earlier.id,
        later.id,
        dateless.id,
      ]);
    });
  });

  describe('PUT and DELETE', () => {
    it('replaces the reminder with the form: a field left out is not set', async () => {
      const car = await carAt(10_000);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        category: 'service',
        dueDate: dayFromToday(100),
        dueMileage: 20_000,
      });
      const response = await request('PUT', remindersUrl(car.id, reminder.id), owner, {
        title: 'Oil and filter',
        dueMileage: 15_000,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Reminder>()).toMatchObject({
        id: reminder.id,
        title: 'Oil and filter',
        category: null,
        dueDate: null,
        dueMileage: 15_000,
        kmLeft: 5_000,
      });
      expect((await list(car.id)).items).toEqual([response.json()]);
    });

    it('deletes the reminder (204), then it is gone (404)', async () => {
      const car = await carAt(null);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        dueDate: dayFromToday(10),
      });
      expect((await request('DELETE', remindersUrl(car.id, reminder.id))).statusCode).toBe(204);
      expect((await request('DELETE', remindersUrl(car.id, reminder.id))).statusCode).toBe(404);
      expect((await list(car.id)).items).toEqual([]);
    });
  });

  describe('completing', () => {
    it('moves a repeating reminder on from the logbook entry’s date and mileage', async () => {
      const car = await carAt(50_000);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        category: 'service',
        dueDate: dayFromToday(5),
        dueMileage: 51_000,
        everyMonths: 12,
        everyKm: 10_000,
      });
      const entry = await addEntry(
        kit.app,
        owner,
        car.id,
        entryPayload({ date: '2026-01-31', mileage: 50_400 }),
      );
      const response = await request('POST', remindersUrl(car.id, reminder.id, 'complete'), owner, {
        entryId: entry.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Reminder>()).toMatchObject({
        dueDate: '2027-01-31',
        dueMileage: 60_400,
        lastDoneOn: '2026-01-31',
        lastDoneMileage: 50_400,
        lastDoneEntryId: entry.id,
        repeating: true,
      });
    });

    it('counts months to the end of a shorter month, and without an entry from today', async () => {
      const car = await carAt(30_000);
      const monthly = await addReminder(kit.app, owner, car.id, {
        title: 'Tyre pressure',
        everyMonths: 1,
      });
      const entry = await addEntry(
        kit.app,
        owner,
        car.id,
        entryPayload({ date: '2024-01-31', mileage: null }),
      );
      const fromEntry = await request('POST', remindersUrl(car.id, monthly.id, 'complete'), owner, {
        entryId: entry.id,
      });
      expect(fromEntry.json<Reminder>()).toMatchObject({
        dueDate: '2024-02-29',
        // The entry has no mileage: the car's is recorded.
        lastDoneMileage: 30_000,
      });
      // A "done" button sends no body at all.
      const today = await request('POST', remindersUrl(car.id, monthly.id, 'complete'));
      expect(today.statusCode).toBe(200);
      expect(today.json<Reminder>()).toMatchObject({
        dueDate: addMonths(dayFromToday(0), 1),
        lastDoneOn: dayFromToday(0),
        lastDoneMileage: 30_000,
        lastDoneEntryId: null,
      });
    });

    it('marks a one-off reminder done, which is listed last', async () => {
      const car = await carAt(null);
      const once = await addReminder(kit.app, owner, car.id, {
        title: 'Recall check',
        dueDate: dayFromToday(-3),
      });
      const other = await addReminder(kit.app, owner, car.id, {
        title: 'Wipers',
        dueDate: dayFromToday(300),
      });
      const done = await request('POST', remindersUrl(car.id, once.id, 'complete'), owner, {});
      expect(done.json<Reminder>()).toMatchObject({
        status: 'done',
        daysLeft: null,
        dueDate: dayFromToday(-3),
        lastDoneOn: dayFromToday(0),
      });
      expect((await list(car.id)).items.map((item) => item.id)).toEqual([other.id, once.id]);
    });

    it('forgets the entry it was completed from when that entry is deleted', async () => {
      const car = await carAt(20_000);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        everyKm: 10_000,
      });
      const entry = await addEntry(kit.app, owner, car.id, entryPayload({ mileage: 29_000 }));
      await request('POST', remindersUrl(car.id, reminder.id, 'complete'), owner, {
        entryId: entry.id,
      });
      const deleted = await request(
        'DELETE',
        `/api/private-transport/${car.id}/logbook/${entry.id}`,
      );
      expect(deleted.statusCode).toBe(204);
      expect((await list(car.id)).items[0]).toMatchObject({
        dueMileage: 39_000,
        lastDoneMileage: 29_000,
        lastDoneEntryId: null,
      });
    });

    it('goes with its car', async () => {
      const car = await carAt(null);
      await addReminder(kit.app, owner, car.id, { title: 'Oil', dueDate: dayFromToday(10) });
      expect((await request('DELETE', `/api/private-transport/${car.id}`)).statusCode).toBe(204);
      const left = await kit.app.db
        .select({ id: reminders.id })
        .from(reminders)
        .where(eq(reminders.vehicleId, car.id));
      expect(left).toEqual([]);
    });

    it('answers 404 for an entry of another car, and changes nothing', async () => {
      const car = await carAt(null);
      const otherCar = await carAt(20_000);
      const foreign = await addEntry(kit.app, owner, otherCar.id, entryPayload());
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        dueDate: dayFromToday(10),
        everyMonths: 6,
      });
      const response = await request('POST', remindersUrl(car.id, reminder.id, 'complete'), owner, {
        entryId: foreign.id,
      });
      expect(response.statusCode).toBe(404);
      expect((await list(car.id)).items).toEqual([reminder]);
    });
  });

  describe('only the owner', () => {
    it('answers 403 to another member on every route and changes nothing', async () => {
      const car = await carAt(null);
      const reminder = await addReminder(kit.app, owner, car.id, {
        title: 'Oil',
        dueDate: dayFromToday(10),
      });
      const calls: [string, string, unknown][] = [
        ['GET', remindersUrl(car.id), undefined],
        ['POST', remindersUrl(car.id), { title: 'Mine', dueDate: dayFromToday(1) }],
        ['PUT', remindersUrl(car.id, reminder.id), { title: 'Mine', dueDate: dayFromToday(1) }],
        ['DELETE', remindersUrl(car.id, reminder.id), undefined],
        ['POST', remindersUrl(car.id, reminder.id, 'complete'), {}],
        ['POST', remindersUrl(car.id), { nonsense: true }],
      ];
      for (const [method, url, payload] of calls) {
        const response = await request(method as 'GET', url, stranger, payload);
        expect(response.statusCode).toBe(403);
      }
      expect((await list(car.id)).items).toEqual([reminder]);
    });

    it('answers 401 signed out, 404 for an unknown car or reminder, or another car’s', async () => {
      const car = await carAt(null);
      const otherCar = await carAt(null);
      const reminder = await addReminder(kit.app, owner, otherCar.id, {
        title: 'Oil',
        dueDate: dayFromToday(10),
      });
      expect((await request('GET', remindersUrl(car.id), null)).statusCode).toBe(401);
      expect((await request('GET', remindersUrl(UNKNOWN_ID))).statusCode).toBe(404);
      expect((await request('GET', remindersUrl('not-a-uuid'))).statusCode).toBe(404);
      for (const id of [reminder.id, UNKNOWN_ID, 'not-a-uuid']) {
        const payload = { title: 'x', dueDate: dayFromToday(1) };
        expect((await request('PUT', remindersUrl(car.id, id), owner, payload)).statusCode).toBe(
          404,
        );
        expect((await request('DELETE', remindersUrl(car.id, id))).statusCode).toBe(404);
        expect(
          (await request('POST', remindersUrl(car.id, id, 'complete'), owner, {})).statusCode,
        ).toBe(404);
      }
      expect((await list(otherCar.id)).items).toEqual([reminder]);
    });
  });
});
