import type { LatestLogbookEntries } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { vehicles } from '../../../../src/db/schema';
import { useTestApp } from '../../../support/test-app';
import { createMember, createVehicle } from '../../../support/vehicle-fixtures';
import { addEntry, entryPayload } from '../../../support/logbook-fixtures';

describe('GET /logbook/latest: the site’s latest public entries', () => {
  const { app } = useTestApp();

  const latest = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/logbook/latest${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<LatestLogbookEntries>().items;
  };

  it('lists public entries of public cars, the latest written first, with their cars', async () => {
    const ann = await createMember(app, 'AnnLatest');
    const golf = await createVehicle(app, ann, { name: 'Latest Golf' });
    const hidden = await createVehicle(app, ann, { name: 'Hidden Golf' });
    // Dated long ago but written last: still the latest.
    await addEntry(app, ann, golf.id, entryPayload({ title: 'First written', date: '2024-05-01' }));
    await addEntry(app, ann, golf.id, entryPayload({ title: 'Private', visibility: 'private' }));
    await addEntry(app, ann, hidden.id, entryPayload({ title: 'On a hidden car' }));
    await addEntry(app, ann, golf.id, entryPayload({ title: 'Written last', date: '2001-01-01' }));
    await app.db.update(vehicles).set({ hiddenAt: new Date() }).where(eq(vehicles.id, hidden.id));

    const items = await latest();
    expect(items.map(({ entry }) => entry.title)).toEqual(['Written last', 'First written']);
    expect(items[0]).toEqual({
      entry: {
        id: expect.any(String),
        title: 'Written last',
        date: '2001-01-01',
        category: 'service',
        photo: null,
      },
      vehicle: expect.objectContaining({
        id: golf.id,
        name: 'Latest Golf',
        ownerNickname: 'AnnLatest',
        previewPicture: null,
      }),
    });
    // The cost, the story and the parts stay on the entry's own page.
    expect(JSON.stringify(items)).not.toMatch(/cost|story|Oil filter/);
  });

  it('takes a limit up to 24, six by default', async () => {
    // Seven members, one entry each: the list's share of a member is not what limits it here.
    for (let index = 0; index < 7; index += 1) {
      const member = await createMember(app);
      const car = await createVehicle(app, member);
      await addEntry(app, member, car.id, entryPayload({ title: `Entry ${index}` }));
    }
    expect(await latest()).toHaveLength(6);
    expect((await latest('?limit=2')).map(({ entry }) => entry.title)).toEqual([
      'Entry 6',
      'Entry 5',
    ]);
    for (const limit of ['0', '25', 'x']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/logbook/latest?limit=${limit}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('stays a view of the whole site: at most two entries of a car and three of a member', async () => {
    const busy = await createMember(app, 'BusyWriter');
    const [golf, passat] = [await createVehicle(app, busy), await createVehicle(app, busy)];
    const quiet = await createMember(app, 'QuietWriter');
    const quietCar = await createVehicle(app, quiet);
    await addEntry(app, quiet, quietCar.id, entryPayload({ title: 'Quiet one' }));
    for (let index = 1; index <= 4; index += 1) {
      await addEntry(app, busy, golf.id, entryPayload({ title: `Golf ${index}` }));
    }
    for (let index = 1; index <= 2; index += 1) {
      await addEntry(app, busy, passat.id, entryPayload({ title: `Passat ${index}` }));
    }

    const titles = (await latest('?limit=24')).map(({ entry }) => entry.title);
    // The latest first: two of the Passat, then only one of the Golf (the member's third), then
    // the quiet member's entry that four newer ones of a single car would have pushed down.
    expect(titles.slice(0, 4)).toEqual(['Passat 2', 'Passat 1', 'Golf 4', 'Quiet one']);
    expect(titles).not.toContain('Golf 3');
  });

  it('leaves out what a CSV import wrote: an owner’s records filled in are not news', async () => {
    const importer = await createMember(app, 'Importer');
    const car = await createVehicle(app, importer);
    await addEntry(app, importer, car.id, entryPayload({ title: 'Typed today' }));
    const rows = [1, 2, 3].map((line) => ({
      line,
      entry: entryPayload({ title: `Imported ${line}`, date: '2023-01-0' + line }),
    }));
    const imported = await app.inject({
      method: 'POST',
      url: `/api/private-transport/${car.id}/logbook/import`,
      headers: importer.headers,
      payload: { dryRun: false, rows },
    });
    expect(imported.statusCode).toBe(201);

    const titles = (await latest('?limit=24')).map(({ entry }) => entry.title);
    expect(titles[0]).toBe('Typed today');
    expect(titles.filter((title) => title.startsWith('Imported'))).toEqual([]);
    // The imported entries are the car's own public record all the same.
    const publicLogbook = await app.inject({
      method: 'GET',
      url: `/api/private-transport/${car.id}/logbook`,
      headers: importer.headers,
    });
    expect(publicLogbook.body).toContain('Imported 3');
  });
});
