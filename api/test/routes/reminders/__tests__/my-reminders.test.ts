import type { MyRemindersResponse } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS } from '../../../support/test-app';
import { useAuthTestApp } from '../../../support/auth-test-kit';
import { createMember, createVehicle, type Member } from '../../../support/vehicle-fixtures';
import { addReminder, dayFromToday, remindersUrl } from '../../../support/reminder-fixtures';

const URL = '/api/private-transport/reminders';

describe('GET /private-transport/reminders: every reminder of all my cars, due first', () => {
  const kit = useAuthTestApp();
  let owner: Member;
  let stranger: Member;
  let golf: { id: string; slug: string };
  let octavia: { id: string; slug: string };

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(kit.app), createMember(kit.app)]);
    golf = await createVehicle(kit.app, owner, { name: 'Golf', mileage: 10_000 });
    octavia = await createVehicle(kit.app, owner, { name: 'Octavia', mileage: 50_000 });
    const add = (carId: string, title: string, due: { dueDate?: string; dueMileage?: number }) =>
      addReminder(kit.app, owner, carId, { title, ...due });
    // Written in an order that is none of the expected ones.
    await add(golf.id, 'Inspection', { dueDate: dayFromToday(200) });
    await add(octavia.id, 'Coolant', { dueMileage: 52_000 });
    await add(golf.id, 'Oil', { dueMileage: 10_500 });
    await add(octavia.id, 'Wipers', { dueDate: dayFromToday(20) });
    await add(golf.id, 'Tyres', { dueDate: dayFromToday(-3) });
    await add(golf.id, 'Insurance', { dueDate: dayFromToday(10) });
    await add(octavia.id, 'Brakes', { dueMileage: 49_000 });
    const battery = await add(golf.id, 'Battery', { dueDate: dayFromToday(5) });
    const done = await kit.app.inject({
      method: 'POST',
      url: remindersUrl(golf.id, battery.id, 'complete'),
      headers: owner.headers,
    });
    expect(done.statusCode).toBe(200);

    const strangersCar = await createVehicle(kit.app, stranger, { name: 'Stranger’s Golf' });
    await addReminder(kit.app, stranger, strangersCar.id, {
      title: 'Not yours',
      dueDate: dayFromToday(-100),
    });
  }, DATABASE_TIMEOUT_MS);

  async function list(member: Member): Promise<MyRemindersResponse> {
    const response = await kit.app.inject({ method: 'GET', url: URL, headers: member.headers });
    expect(response.statusCode).toBe(200);
    return response.json<MyRemindersResponse>();
  }

  it('answers 401 to a visitor', async () => {
    const response = await kit.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
  });

  it('orders by status, then by the nearer of date and distance (30 days as 1,000 km)', async () => {
    const { items, today } = await list(owner);
    expect(today).toBe(dayFromToday(0));
    expect(items.map((item) => [item.title, item.status])).toEqual([
      // 1,000 km past beats 3 days past: a whole window against a tenth of one.
      ['Brakes', 'overdue'],
      ['Tyres', 'overdue'],
      // 10 days (a third of a window), 500 km (a half), 20 days (two thirds).
      ['Insurance', 'dueSoon'],
      ['Oil', 'dueSoon'],
      ['Wipers', 'dueSoon'],
      ['Coolant', 'upcoming'],
      ['Inspection', 'upcoming'],
      ['Battery', 'done'],
    ]);
  });

  it('names each reminder’s car, so the page can link to it', async () => {
    const { items } = await list(owner);
    const oil = items.find((item) => item.title === 'Oil')!;
    expect(oil.vehicle).toEqual({
      id: golf.id,
      name: 'Golf',
      slug: golf.slug,
      ownerNickname: owner.nickname,
    });
    expect(oil.vehicleId).toBe(golf.id);
    expect(oil.kmLeft).toBe(500);
    expect(items.find((item) => item.title === 'Brakes')!.vehicle.id).toBe(octavia.id);
  });

  it('never lists another member’s reminders, either way', async () => {
    const mine = await list(owner);
    expect(mine.items.map((item) => item.title)).not.toContain('Not yours');
    const theirs = await list(stranger);
    expect(theirs.items.map((item) => item.title)).toEqual(['Not yours']);
  });

  it('keeps a car hidden by moderators in its owner’s list', async () => {
    await kit.app.db
      .update(vehicles)
      .set({ hiddenAt: new Date(), hiddenReason: 'Spam' })
      .where(eq(vehicles.id, octavia.id));
    try {
      const { items } = await list(owner);
      expect(items.filter((item) => item.vehicle.id === octavia.id)).toHaveLength(3);
    } finally {
      await kit.app.db
        .update(vehicles)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(eq(vehicles.id, octavia.id));
    }
  });

  it('is an empty list for a member with no reminders', async () => {
    const newcomer = await createMember(kit.app);
    expect((await list(newcomer)).items).toEqual([]);
  });
});
