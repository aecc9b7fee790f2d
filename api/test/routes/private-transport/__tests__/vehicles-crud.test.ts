import type { Vehicle } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createPayload,
  createVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('private-transport: create, read, update, delete', () => {
  const { app } = useTestApp();
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMember(app), createMember(app)]);
  }, DATABASE_TIMEOUT_MS);

  function post(payload: unknown, member: Member | null = owner) {
    return app.inject({
      method: 'POST',
      url: '/api/private-transport',
      headers: member?.headers ?? {},
      payload: payload as object,
    });
  }

  function patch(id: string, payload: unknown, member: Member | null = owner) {
    return app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${id}`,
      headers: member?.headers ?? {},
      payload: payload as object,
    });
  }

  function get(id: string, member: Member | null = owner) {
    return app.inject({
      method: 'GET',
      url: `/api/private-transport/${id}`,
      headers: member?.headers ?? {},
    });
  }

  function fieldsOf(response: { json: <T>() => T }) {
    return response.json<{ details: { fields: Record<string, string[]> } }>().details.fields;
  }

  describe('POST /api/private-transport', () => {
    it('creates the vehicle and answers 201 with the full vehicle', async () => {
      const response = await post(createPayload({ vin: ' 1m8gdm9axkp042788 ', description: '' }));
      expect(response.statusCode).toBe(201);
      const vehicle = response.json<Vehicle>();
      expect(vehicle).toMatchObject({
        ownerId: owner.id,
        ownerNickname: owner.nickname,
        name: 'Golf GTI',
        slug: 'golf-gti-2019',
        description: null,
        year: 2019,
        manufacturer: { id: 'volkswagen', name: 'Volkswagen' },
        model: { id: 'volkswagen-golf', name: 'Golf' },
        bodyType: { id: 'hatchback' },
        // With its swatch, so the car's page needs no colour list.
        color: { id: 'red', hex: '#c0161d' },
        vin: '1M8GDM9AXKP042788',
        vinPublic: false,
        status: 'active',
        previewImage: null,
        gallery: [],
        postsCount: 0,
        logbookEntriesCount: 0,
        purchasePrice: null,
      });
      expect(vehicle.features).toEqual({
        comfort: [],
        safety: [],
        tech: [],
        performance: [],
        custom: [],
      });
      const again = await get(vehicle.id);
      expect(again.json()).toEqual(vehicle);
    });

    it('gives each of an owner’s vehicles its own slug, another owner may reuse it', async () => {
      const name = 'Twin Car';
      const first = await createVehicle(app, owner, { name, year: 2001 });
      const [second, third] = await Promise.all([
        createVehicle(app, owner, { name, year: 2001 }),
        createVehicle(app, owner, { name, year: 2001 }),
      ]);
      const elsewhere = await createVehicle(app, stranger, { name, year: 2001 });
      expect(first.slug).toBe('twin-car-2001');
      expect([second.slug, third.slug].sort()).toEqual(['twin-car-2001-2', 'twin-car-2001-3']);
      expect(elsewhere.slug).toBe('twin-car-2001');
    });

    it.each([
      ['Моя Ластівка', 2005, 'moia-lastivka-2005'],
      ['config.json', 2010, 'config-json-2010'],
      ['   ★★★   ', 1999, '1999'],
      ['Škoda / Octavia?#', 2015, 'skoda-octavia-2015'],
    ])('makes a URL-safe slug of %j', async (name, year, slug) => {
      const created = await createVehicle(app, owner, { name, year });
      expect(created.slug).toBe(slug);
      expect(created.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it('lists every unknown reference and a model of another manufacturer in one 400', async () => {
      const response = await post(
        createPayload({
          manufacturerId: 'volkswagen',
          modelId: 'bmw-x5',
          bodyTypeId: 'spaceship',
          colorId: 'octarine',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({
        modelId: ['validation.invalidOption'],
        bodyTypeId: ['validation.invalidOption'],
        colorId: ['validation.invalidOption'],
      });

      const unknownMake = await post(createPayload({ manufacturerId: 'no-such-make' }));
      expect(fieldsOf(unknownMake)).toEqual({
        manufacturerId: ['validation.invalidOption'],
        modelId: ['validation.invalidOption'],
      });
    });

    it('reports every schema rule that fails, several at once', async () => {
      const response = await post({
        ...createPayload(),
        name: '  ',
        year: 1800,
        manufacturerId: '',
        modelId: '',
        bodyTypeId: '',
        colorId: '',
        fuelType: 'steam',
        mileage: -5,
        enginePower: -1,
        engineCapacity: 'big',
        vin: '1M8GDM9A1KP042788',
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({
        name: ['validation.required'],
        year: ['validation.invalidYear'],
        manufacturerId: ['validation.manufacturerRequired'],
        modelId: ['validation.modelRequired'],
        bodyTypeId: ['validation.bodyTypeRequired'],
        colorId: ['validation.colorRequired'],
        fuelType: ['validation.invalidOption'],
        mileage: ['validation.nonNegative'],
        enginePower: ['validation.nonNegative'],
        engineCapacity: ['validation.invalidNumber'],
        vin: ['validation.vinCheckDigit'],
      });
    });

    it.each([
      [{ vin: 'WVWZZZ1KZJW00000' }, 'vin', 'validation.vinLength'],
      [{ vin: 'WVWZZZ1KZJW00000O' }, 'vin', 'validation.vinChars'],
      [{ year: new Date().getFullYear() + 2 }, 'year', 'validation.invalidYear'],
      [{ year: 2019.5 }, 'year', 'validation.invalidYear'],
      [{ mileage: 1.5 }, 'mileage', 'validation.mustBeInteger'],
      [{ engineCapacity: -0.1 }, 'engineCapacity', 'validation.nonNegative'],
      [{ name: 'x'.repeat(101) }, 'name', 'validation.tooLong'],
      [{ transmission: undefined }, 'transmission', 'validation.required'],
      [{ condition: 'mint' }, 'condition', 'validation.invalidOption'],
    ])('refuses %j with %s: %s', async (override, field, message) => {
      const response = await post({ ...createPayload(), ...override });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ [field]: [message] });
    });

    it('answers 401 without a token and stores nothing', async () => {
      const before = await app.db.$count(vehicles);
      const response = await post(createPayload(), null);
      expect(response.statusCode).toBe(401);
      expect(await app.db.$count(vehicles)).toBe(before);
    });
  });

  describe('GET /api/private-transport/:id', () => {
    it('shows the vehicle to its owner with its private fields', async () => {
      const { id } = await createVehicle(app, owner);
      await patch(id, updatePayload());
      const response = await get(id);
      expect(response.statusCode).toBe(200);
      expect(response.json<Vehicle>()).toMatchObject({
        id,
        ownerId: owner.id,
        purchasePrice: 21_000,
        currency: 'EUR',
      });
    });

    it('answers 403 to another signed-in user, without any of the vehicle in the answer', async () => {
      const { id } = await createVehicle(app, owner);
      const response = await get(id, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: expect.any(String),
      });
      expect(response.body).not.toContain('Golf GTI');
    });

    it('answers 404 for an unknown or malformed id, 401 to a signed-out caller', async () => {
      const { id } = await createVehicle(app, owner);
      expect((await get(UNKNOWN_ID)).statusCode).toBe(404);
      expect((await get(UNKNOWN_ID, stranger)).statusCode).toBe(404);
      expect((await get('not-a-uuid')).statusCode).toBe(404);
      expect((await get(id, null)).statusCode).toBe(401);
      expect((await get(UNKNOWN_ID, null)).statusCode).toBe(401);
    });

    it('answers 401 for an invalid token', async () => {
      const { id } = await createVehicle(app, owner);
      const response = await app.inject({
        method: 'GET',
        url: `/api/private-transport/${id}`,
        headers: { authorization: 'Bearer nonsense' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PATCH /api/private-transport/:id', () => {
    it('saves the whole edit form, features and modifications included', async () => {
      const { id, slug } = await createVehicle(app, owner);
      const payload = updatePayload({
        name: 'Renamed',
        modelId: 'volkswagen-passat',
        bodyTypeId: 'wagon',
        vin: '',
      });
      const response = await patch(id, payload);
      expect(response.statusCode).toBe(200);
      const vehicle = response.json<Vehicle>();
      expect(vehicle).toMatchObject({
        id,
        slug,
        name: 'Renamed',
        model: { id: 'volkswagen-passat' },
        bodyType: { id: 'wagon' },
        vin: null,
        status: 'selling',
        features: payload.features,
        modifications: payload.modifications,
        weight: 1_400,
        acceleration: 6.2,
        purchasePrice: 21_000,
        currency: 'EUR',
        purchaseDate: '2021-05-14',
        currentValue: 19_500,
      });
      expect(Date.parse(vehicle.updatedAt)).toBeGreaterThanOrEqual(Date.parse(vehicle.createdAt));
      expect((await get(id)).json()).toEqual(vehicle);
    });

    it('keeps optional fields left out and clears those sent as null', async () => {
      const { id } = await createVehicle(app, owner);
      await patch(id, updatePayload());
      const { features, weight: _weight, ...withoutSome } = updatePayload({ description: null });
      expect(features).toBeDefined();
      const response = await patch(id, withoutSome);
      expect(response.statusCode).toBe(200);
      expect(response.json<Vehicle>()).toMatchObject({
        description: null,
        weight: 1_400,
        features: { comfort: ['Heated seats'] },
      });
    });

    it('checks the references and the rules of the edit form', async () => {
      const { id } = await createVehicle(app, owner);
      const wrongModel = await patch(id, updatePayload({ modelId: 'toyota-corolla' }));
      expect(wrongModel.statusCode).toBe(400);
      expect(fieldsOf(wrongModel)).toEqual({ modelId: ['validation.invalidOption'] });

      const invalid = await patch(id, {
        ...updatePayload(),
        status: 'stolen',
        purchaseDate: '2999-01-01',
        topSpeed: -1,
      });
      expect(invalid.statusCode).toBe(400);
      expect(fieldsOf(invalid)).toEqual({
        status: ['validation.invalidOption'],
        purchaseDate: ['validation.dateInFuture'],
        topSpeed: ['validation.nonNegative'],
      });

      const priceWithoutCurrency = await patch(id, updatePayload({ currency: null }));
      expect(priceWithoutCurrency.statusCode).toBe(400);
      expect(fieldsOf(priceWithoutCurrency)).toEqual({
        currency: ['validation.currencyRequired'],
      });
    });

    it('refuses to clear the currency of a stored price', async () => {
      const { id } = await createVehicle(app, owner);
      await patch(id, updatePayload());
      const { purchasePrice: _p, currentValue: _v, ...rest } = updatePayload({ currency: null });
      const response = await patch(id, rest);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ currency: ['validation.currencyRequired'] });
      expect((await get(id)).json<Vehicle>().currency).toBe('EUR');
    });

    it('answers 403 to another user (whatever the body), 404 for unknown ids, 401 anonymous', async () => {
      const { id } = await createVehicle(app, owner);
      expect((await patch(id, updatePayload({ name: 'Mine now' }), stranger)).statusCode).toBe(403);
      expect((await patch(id, {}, stranger)).statusCode).toBe(403);
      expect((await patch(UNKNOWN_ID, updatePayload())).statusCode).toBe(404);
      expect((await patch('123', updatePayload())).statusCode).toBe(404);
      expect((await patch(id, updatePayload(), null)).statusCode).toBe(401);
      expect((await get(id)).json<Vehicle>().name).toBe('Golf GTI');
    });
  });

  describe('DELETE /api/private-transport/:id', () => {
    it('deletes the vehicle of its owner only', async () => {
      const { id } = await createVehicle(app, owner);
      const remove = (member: Member | null) =>
        app.inject({
          method: 'DELETE',
          url: `/api/private-transport/${id}`,
          headers: member?.headers ?? {},
        });
      expect((await remove(null)).statusCode).toBe(401);
      expect((await remove(stranger)).statusCode).toBe(403);
      const response = await remove(owner);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await app.db.$count(vehicles, eq(vehicles.id, id))).toBe(0);
      expect((await remove(owner)).statusCode).toBe(404);
      expect((await get(id)).statusCode).toBe(404);
    });
  });
});
