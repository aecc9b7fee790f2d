import { eq } from 'drizzle-orm';

import { manufacturers } from '../../../../src/db/schema';
import { REFERENCE_CACHE_CONTROL } from '../../../../src/routes/reference';
import { DATABASE_TIMEOUT_MS, useTestApp, withTestApp } from '../../../support/test-app';

interface Item {
  id: string;
  name: string;
  locales: Record<string, string>;
}

describe('reference routes', () => {
  const { app } = useTestApp({ database: 'shared' });

  async function get<T>(url: string): Promise<T[]> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REFERENCE_CACHE_CONTROL);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<T[]>();
  }

  function expectSortedByName(items: Item[]): void {
    const names = items.map((item) => item.name);
    const byName = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(names).toEqual(byName);
  }

  it('GET /api/manufacturers lists every make by name, with uk and en names', async () => {
    const items = await get<Item>('/api/manufacturers');
    expect(items.length).toBeGreaterThanOrEqual(60);
    expectSortedByName(items);
    expect(items).toContainEqual({ id: 'zaz', name: 'ZAZ', locales: { uk: 'ЗАЗ', en: 'ZAZ' } });
    expect(items).toContainEqual({
      id: 'bogdan',
      name: 'Bogdan',
      locales: { uk: 'Богдан', en: 'Bogdan' },
    });
  });

  it("GET /api/models?manufacturerId= lists only that make's models", async () => {
    const items = await get<Item & { manufacturerId: string }>('/api/models?manufacturerId=zaz');
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((item) => item.manufacturerId === 'zaz')).toBe(true);
    expectSortedByName(items);
    expect(items).toContainEqual({
      id: 'zaz-1102-tavria',
      manufacturerId: 'zaz',
      name: '1102 Tavria',
      locales: { uk: '1102 Таврія', en: '1102 Tavria' },
    });

    const bogdan = await get<Item>('/api/models?manufacturerId=bogdan');
    expect(bogdan.map((item) => item.id)).toContain('bogdan-2110');
    expect(await get<Item>('/api/models?manufacturerId=no-such-make')).toEqual([]);
  });

  it('GET /api/models without manufacturerId is a 400 naming the field, never cached', async () => {
    for (const url of ['/api/models', '/api/models?manufacturerId=']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        details: { fields: { manufacturerId: expect.any(Array) } },
      });
    }
  });

  it('GET /api/body-types and /api/colors list translated names', async () => {
    const bodyTypes = await get<Item>('/api/body-types');
    expectSortedByName(bodyTypes);
    expect(bodyTypes).toContainEqual({
      id: 'sedan',
      name: 'Sedan',
      locales: { uk: 'Седан', en: 'Sedan' },
    });

    const colors = await get<Item & { hex: string | null }>('/api/colors');
    expectSortedByName(colors);
    expect(colors).toContainEqual({
      id: 'red',
      name: 'Red',
      locales: { uk: 'Червоний', en: 'Red' },
      hex: '#c0161d',
    });
  });

  it('GET /api/country lists every country with its ISO code', async () => {
    const items = await get<Item & { code: string }>('/api/country');
    expect(items.length).toBeGreaterThanOrEqual(249);
    expectSortedByName(items);
    expect(items).toContainEqual({
      id: 'UA',
      code: 'UA',
      name: 'Ukraine',
      locales: { uk: 'Україна', en: 'Ukraine' },
    });
  });

  it("GET /api/state?countryId= lists that country's subdivisions; 400 without it", async () => {
    const items = await get<Item & { code: string; countryId: string }>('/api/state?countryId=UA');
    expect(items).toHaveLength(27);
    expectSortedByName(items);
    expect(items).toContainEqual({
      id: 'UA-46',
      code: 'UA-46',
      countryId: 'UA',
      name: 'Lviv Oblast',
      locales: { uk: 'Львівська область', en: 'Lviv Oblast' },
    });
    expect((await get<Item>('/api/state?countryId=PL')).length).toBe(16);

    const missing = await app.inject({ method: 'GET', url: '/api/state' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ details: { fields: { countryId: expect.any(Array) } } });
  });

  it(
    "gives a 'fresh' test app its own copy of the database",
    async () => {
      const freshList = await withTestApp({ database: 'fresh' }, async (fresh) => {
        await fresh.ready();
        await fresh.db.delete(manufacturers).where(eq(manufacturers.id, 'zaz'));
        return fresh.inject({ method: 'GET', url: '/api/manufacturers' });
      });

      expect(freshList.json<Item[]>().map((item) => item.id)).not.toContain('zaz');
      expect((await get<Item>('/api/manufacturers')).map((item) => item.id)).toContain('zaz');
    },
    DATABASE_TIMEOUT_MS,
  );

  it('documents every reference route in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/manufacturers',
        '/api/models',
        '/api/body-types',
        '/api/colors',
        '/api/country',
        '/api/state',
      ]),
    );
  });
});
