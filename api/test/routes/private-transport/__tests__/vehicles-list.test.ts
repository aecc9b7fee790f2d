import type { VehicleCard, VehicleListResponse } from '@carclub/contracts';

import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';

describe('GET /api/private-transport', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;
  /** Ids in creation order, oldest first. */
  const created: Record<string, string> = {};

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
    const fleet = [
      ['golf', { name: 'Family Golf' }],
      ['x5', { name: 'Big One', manufacturerId: 'bmw', modelId: 'bmw-x5', fuelType: 'diesel' }],
      [
        'corolla',
        {
          name: 'Commuter',
          manufacturerId: 'toyota',
          modelId: 'toyota-corolla',
          fuelType: 'hybrid',
          transmission: 'variator',
          condition: 'excellent',
          vin: 'JTDKB20U093123456',
        },
      ],
      ['percent', { name: '100% Stock', driveType: 'all', vin: null }],
      ['underscore', { name: 'snake_case', transmission: 'automatic', condition: null }],
      ['passat', { name: 'Wagon', modelId: 'volkswagen-passat', driveType: 'rear' }],
    ] as const;
    for (const [key, overrides] of fleet) {
      created[key] = (await createVehicle(app, owner, overrides)).id;
    }
    const sold = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${created.passat}`,
      headers: owner.headers,
      payload: updatePayload({ name: 'Wagon', modelId: 'volkswagen-passat', status: 'sold' }),
    });
    expect(sold.statusCode).toBe(200);
    await createVehicle(app, stranger, { name: 'Family Golf of a stranger' });
  }, DATABASE_TIMEOUT_MS);

  async function list(query: string, member: Member = owner): Promise<VehicleListResponse> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private-transport${query}`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<VehicleListResponse>();
  }

  const ids = (page: VehicleListResponse) => page.items.map((item: VehicleCard) => item.id);
  const idsOf = (...keys: string[]) => keys.map((key) => created[key]);

  it('lists only my vehicles, newest first, 12 per page by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 6, page: 1, limit: 12 });
    expect(ids(page)).toEqual(idsOf('passat', 'underscore', 'percent', 'corolla', 'x5', 'golf'));
    expect(page.items[5]).toMatchObject({
      name: 'Family Golf',
      slug: 'family-golf-2019',
      ownerNickname: owner.nickname,
      manufacturer: { id: 'volkswagen', name: 'Volkswagen' },
      model: { id: 'volkswagen-golf', name: 'Golf' },
      status: 'active',
      previewImage: null,
      postsCount: 0,
      logbookEntriesCount: 0,
    });
  });

  it('pages through the list with total, page and limit', async () => {
    const first = await list('?limit=4');
    const second = await list('?limit=4&page=2');
    const beyond = await list('?limit=4&page=3');
    expect(first).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(ids(first)).toEqual(idsOf('passat', 'underscore', 'percent', 'corolla'));
    expect(ids(second)).toEqual(idsOf('x5', 'golf'));
    expect(beyond).toMatchObject({ items: [], total: 6, page: 3 });
  });

  it.each([
    ['?search=FAMILY', ['golf']],
    ['?search=golf', ['underscore', 'percent', 'golf']],
    ['?search=BMW', ['x5']],
    ['?search=corol', ['corolla']],
    ['?search=jtdkb20', ['corolla']],
    ['?search=%25', ['percent']],
    ['?search=_', ['underscore']],
    ['?search=%20%20', ['passat', 'underscore', 'percent', 'corolla', 'x5', 'golf']],
    ['?status=sold', ['passat']],
    ['?fuelType=diesel', ['x5']],
    ['?transmission=variator', ['corolla']],
    ['?driveType=all', ['percent']],
    ['?condition=excellent', ['corolla']],
    ['?manufacturerIds=bmw&manufacturerIds=toyota', ['corolla', 'x5']],
    ['?modelIds=volkswagen-passat', ['passat']],
    ['?manufacturerIds=volkswagen&driveType=front&search=family', ['golf']],
    ['?search=nothing-like-this', []],
  ])('filters %s', async (query, expected) => {
    const page = await list(query);
    expect(ids(page)).toEqual(idsOf(...expected));
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ['?limit=101', 'limit', 'validation.tooLarge'],
    ['?limit=0', 'limit', 'validation.invalidNumber'],
    ['?page=0', 'page', 'validation.invalidNumber'],
    ['?page=abc', 'page', 'validation.invalidNumber'],
    ['?status=lost', 'status', 'validation.invalidOption'],
    [`?search=${'a'.repeat(101)}`, 'search', 'validation.tooLong'],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/private-transport${query}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({ [field]: [message] });
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/private-transport' });
    expect(response.statusCode).toBe(401);
  });
});
