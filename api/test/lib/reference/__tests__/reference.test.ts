import type { OpenDatabase } from '../../../../src/plugins/db';
import {
  listBodyTypes,
  listColors,
  listCountries,
  listManufacturers,
  listModels,
  listStates,
} from '../../../../src/lib/reference';
import { DATABASE_TIMEOUT_MS, openTestDatabase } from '../../../support/test-app';

const byNameThenId = <T extends { id: string; name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));

describe('reference lists', () => {
  let opened: OpenDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase('shared')();
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => opened?.close());

  it('lists every seeded list sorted by name', async () => {
    for (const list of [listManufacturers, listBodyTypes, listColors, listCountries]) {
      const rows = await list(opened.db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(byNameThenId(rows));
    }
  });

  it("lists only the manufacturer's models and the country's states", async () => {
    const [manufacturer] = await listManufacturers(opened.db);
    const models = await listModels(opened.db, manufacturer!.id);
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((model) => model.manufacturerId === manufacturer!.id)).toBe(true);
    expect(models).toEqual(byNameThenId(models));

    const states = await listStates(opened.db, 'UA');
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state.countryId === 'UA')).toBe(true);
    expect(await listStates(opened.db, 'no-such-country')).toEqual([]);
  });
});
