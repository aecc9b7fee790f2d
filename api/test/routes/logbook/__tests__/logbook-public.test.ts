import type {
  LogbookEntry,
  PublicLogbookEntry,
  PublicLogbookListResponse,
} from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { users, vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
} from '../../../support/vehicle-fixtures';
import { addEntry, entryPayload, fuelPayload, logbookUrl } from '../../../support/logbook-fixtures';

describe('logbook: what the public sees', () => {
  const { app } = useTestApp();
  let ann: Member;
  let bob: Member;
  let golf: CreatedVehicle;
  let shown: LogbookEntry;
  let costHidden: LogbookEntry;
  let secret: LogbookEntry;

  beforeAll(async () => {
    [ann, bob] = await Promise.all([createMember(app, 'AnnLogs'), createMember(app)]);
    golf = await createVehicle(app, ann);
    shown = await addEntry(app, ann, golf.id, entryPayload({ title: 'Shown', date: '2024-01-01' }));
    secret = await addEntry(
      app,
      ann,
      golf.id,
      entryPayload({ title: 'Secret', date: '2024-02-01', visibility: 'private' }),
    );
    costHidden = await addEntry(
      app,
      ann,
      golf.id,
      entryPayload({ title: 'Priceless', date: '2024-03-01', costHidden: true }),
    );
  }, DATABASE_TIMEOUT_MS);

  const base = (nickname = 'AnnLogs', slug = golf.slug) =>
    `/api/users/${nickname}/vehicles/${slug}`;
  const get = (url: string, member: Member | null = null) =>
    app.inject({ method: 'GET', url, headers: member?.headers ?? {} });

  it('lists the public entries alone, newest first, to anyone, nickname in any case', async () => {
    for (const nickname of ['AnnLogs', 'annlogs']) {
      const response = await get(`${base(nickname)}/logbook`);
      expect(response.statusCode).toBe(200);
      const page = response.json<PublicLogbookListResponse>();
      expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(page.items.map((entry) => entry.title)).toEqual(['Priceless', 'Shown']);
      expect(response.body).not.toContain('Secret');
    }
    const second = (
      await get(`${base()}/logbook?limit=1&page=2`)
    ).json<PublicLogbookListResponse>();
    expect(second.items.map((entry) => entry.id)).toEqual([shown.id]);
    expect(second.total).toBe(2);
    // The owner signed in sees the same public page; their private entries are on their own routes.
    const asOwner = (await get(`${base()}/logbook`, ann)).json<PublicLogbookListResponse>();
    expect(asOwner.items).toHaveLength(2);
  });

  it('shows a public entry without its visibility settings', async () => {
    const response = await get(`${base()}/logbook/${shown.id}`);
    expect(response.statusCode).toBe(200);
    const { visibility: _v, costHidden: _c, ...expected } = shown;
    expect(response.json()).toEqual(expected);
    expect(response.json<PublicLogbookEntry>()).toMatchObject({
      cost: 129.9,
      currency: 'EUR',
      parts: [{ name: 'Oil filter', partNumber: 'W 712/95', price: 12.5 }],
    });
  });

  it('leaves out the cost, its currency and every part price when the owner hides the cost', async () => {
    const read = (await get(`${base()}/logbook/${costHidden.id}`)).json<PublicLogbookEntry>();
    expect(read).toMatchObject({
      title: 'Priceless',
      cost: null,
      currency: null,
      parts: [{ name: 'Oil filter', partNumber: 'W 712/95', price: null }],
    });
    const listed = (await get(`${base()}/logbook`)).json<PublicLogbookListResponse>();
    expect(listed.items[0]).toEqual(read);
    expect(JSON.stringify(listed.items[0])).not.toMatch(/129\.9|12\.5/);
    // The owner still has it.
    const own = await get(logbookUrl(golf.id, costHidden.id), ann);
    expect(own.json<LogbookEntry>()).toMatchObject({ cost: 129.9, costHidden: true });
  });

  it('answers 404 for a private entry, to everyone and on the public route to its owner too', async () => {
    for (const member of [null, bob, ann]) {
      const response = await get(`${base()}/logbook/${secret.id}`, member);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Secret');
    }
    expect((await get(logbookUrl(golf.id, secret.id), ann)).statusCode).toBe(200);
    expect((await get(logbookUrl(golf.id, secret.id), bob)).statusCode).toBe(403);
  });

  it('answers 404 for an entry of another car, an unknown entry, slug or member', async () => {
    const other = await createVehicle(app, ann, { name: 'Other' });
    expect((await get(`${base('AnnLogs', other.slug)}/logbook/${shown.id}`)).statusCode).toBe(404);
    expect((await get(`${base()}/logbook/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(
      404,
    );
    expect((await get(`${base()}/logbook/not-a-uuid`)).statusCode).toBe(404);
    expect((await get(`${base('AnnLogs', 'no-such-car')}/logbook`)).statusCode).toBe(404);
    expect((await get(`${base('nobody-here')}/logbook`)).statusCode).toBe(404);
  });

  it('hides the whole logbook of a car the public may not see (hidden car, blocked owner)', async () => {
    const car = await createVehicle(app, ann, { name: 'Moderated' });
    const entry = await addEntry(app, ann, car.id, fuelPayload(1_000, 40, true));
    const urls = [
      `${base('AnnLogs', car.slug)}/logbook`,
      `${base('AnnLogs', car.slug)}/logbook/${entry.id}`,
      `${base('AnnLogs', car.slug)}/fuel-consumption`,
    ];
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);

    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, car.id));
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    // Its owner still reads and writes it.
    expect((await get(logbookUrl(car.id, entry.id), ann)).statusCode).toBe(200);
    await addEntry(app, ann, car.id);
    await app.db.update(vehicles).set({ hiddenAt: null }).where(eq(vehicles.id, car.id));

    await app.db
      .update(users)
      .set({ restrictions: sql`array['blocked']::text[]` })
      .where(eq(users.id, ann.id));
    try {
      for (const url of urls) expect((await get(url)).statusCode).toBe(404);
    } finally {
      await app.db
        .update(users)
        .set({ restrictions: sql`'{}'::text[]` })
        .where(eq(users.id, ann.id));
    }
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
  });

  it("gives the car's consumption, the same figure its owner sees, private fills included", async () => {
    const car = await createVehicle(app, ann, { name: 'Thirsty' });
    await addEntry(app, ann, car.id, fuelPayload(20_000, 45, true, '2024-05-01'));
    await addEntry(app, ann, car.id, {
      ...fuelPayload(20_300, 20, false, '2024-05-05'),
      visibility: 'private',
    });
    await addEntry(app, ann, car.id, fuelPayload(20_600, 22, true, '2024-05-10'));
    const consumption = { litresPer100Km: 7, distanceKm: 600, litres: 42 };
    expect((await get(`${base('AnnLogs', car.slug)}/fuel-consumption`)).json()).toEqual({
      consumption,
      excluded: [],
      plausible: null,
    });
    expect((await get(`/api/private-transport/${car.id}/fuel-consumption`, ann)).json()).toEqual({
      consumption,
      excluded: [],
      plausible: { min: 4.5, max: 20 },
    });
  });
});
