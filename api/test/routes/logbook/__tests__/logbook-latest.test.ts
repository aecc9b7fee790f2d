import type { LatestLogbookEntries } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { App } from '../../../../src/app-type';
import { vehicles } from '../../../../src/db/schema';
import {
  buildTestApp,
  DATABASE_TIMEOUT_MS,
  makeTempDir,
  removeTempDir,
} from '../../../support/test-app';
import { createMember, createVehicle } from '../../private-transport/vehicle-fixtures';
import { addEntry, entryPayload } from '../logbook-fixtures';

describe('GET /logbook/latest: the site’s latest public entries', () => {
  let dataDir: string;
  let app: App;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    app = buildTestApp({ DATA_DIR: dataDir, SITE_DIR: dataDir }, { database: 'fresh' });
    await app.ready();
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await removeTempDir(dataDir);
  });

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
    const bo = await createMember(app);
    const car = await createVehicle(app, bo);
    for (let index = 0; index < 7; index += 1) {
      await addEntry(app, bo, car.id, entryPayload({ title: `Entry ${index}` }));
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
});
