import type { PublicVehicle, VehicleListResponse } from '@carclub/contracts';

import { jpegBuffer, multipartBody } from '../../../support/images';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import {
  createMember,
  createVehicle,
  type CreatedVehicle,
  type Member,
  updatePayload,
} from '../../../support/vehicle-fixtures';

describe('public vehicle routes', () => {
  const { app } = useTestApp();
  let ann: Member;
  let bob: Member;
  let golf: CreatedVehicle;
  let corolla: CreatedVehicle;
  let x5: CreatedVehicle;

  beforeAll(async () => {
    [ann, bob] = await Promise.all([createMember(app, 'AnnDrives'), createMember(app)]);
    golf = await createVehicle(app, ann);
    corolla = await createVehicle(app, bob, {
      name: 'Commuter',
      manufacturerId: 'toyota',
      modelId: 'toyota-corolla',
      fuelType: 'hybrid',
    });
    x5 = await createVehicle(app, ann, {
      name: 'Big One',
      manufacturerId: 'bmw',
      modelId: 'bmw-x5',
      fuelType: 'diesel',
    });
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/private-transport/${golf.id}`,
      headers: ann.headers,
      // Shown by choice: hidden by default (vin-visibility.test.ts).
      payload: updatePayload({ vinPublic: true }),
    });
    expect(edited.statusCode).toBe(200);
  }, DATABASE_TIMEOUT_MS);

  describe('GET /api/users/:nickname/vehicles/:slug', () => {
    const page = (nickname: string, slug: string) =>
      app.inject({ method: 'GET', url: `/api/users/${nickname}/vehicles/${slug}` });

    it('shows the vehicle to anyone, nickname in any case, without purchase data', async () => {
      for (const nickname of ['AnnDrives', 'anndrives', 'ANNDRIVES']) {
        const response = await page(nickname, golf.slug);
        expect(response.statusCode).toBe(200);
        const vehicle = response.json<PublicVehicle>();
        expect(vehicle).toMatchObject({
          id: golf.id,
          slug: golf.slug,
          ownerNickname: 'AnnDrives',
          owner: { nickname: 'AnnDrives', avatar: null },
          status: 'selling',
          vin: '1M8GDM9AXKP042788',
          weight: 1_400,
          features: { comfort: ['Heated seats'] },
        });
        for (const hidden of ['purchasePrice', 'currency', 'purchaseDate', 'currentValue']) {
          expect(vehicle).not.toHaveProperty(hidden);
        }
      }
    });

    it('names the owner by nickname only: their account id is in no public answer', async () => {
      const answers = await Promise.all([
        page('AnnDrives', golf.slug),
        app.inject({ method: 'GET', url: '/api/vehicles' }),
        app.inject({ method: 'GET', url: '/api/vehicles?search=Big' }),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(ann.id);
        expect(response.body).not.toContain(bob.id);
      }
      expect(answers[0].json<PublicVehicle>()).not.toHaveProperty('ownerId');
    });

    it("shows the owner's avatar", async () => {
      const body = multipartBody([{ field: 'file', data: await jpegBuffer() }]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/media/change-avatar',
        headers: { ...bob.headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const vehicle = (await page(bob.nickname, corolla.slug)).json<PublicVehicle>();
      expect(vehicle.owner).toEqual({
        nickname: bob.nickname,
        avatar: uploaded.json<{ url: string }>().url,
      });
    });

    it('shows the gallery as its owner ordered it, each photo with its sizes and variants', async () => {
      const upload = multipartBody(
        await Promise.all(
          [
            { width: 900, height: 600 },
            { width: 300, height: 400 },
            { width: 2000, height: 1000 },
          ].map(async (size) => ({ field: 'files', data: await jpegBuffer(size) })),
        ),
      );
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/private-transport/${x5.id}/gallery`,
        headers: { ...ann.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBeLessThan(300);
      const ids = uploaded.json<{ images: Array<{ id: string }> }>().images.map(({ id }) => id);
      const reordered = await app.inject({
        method: 'PUT',
        url: `/api/private-transport/${x5.id}/gallery/order`,
        headers: ann.headers,
        payload: { imageIds: [ids[2], ids[0], ids[1]] },
      });
      expect(reordered.statusCode).toBe(200);

      const own = await app.inject({
        method: 'GET',
        url: `/api/private-transport/${x5.id}`,
        headers: ann.headers,
      });
      const { gallery } = (await page('AnnDrives', x5.slug)).json<PublicVehicle>();
      expect(gallery.map(({ id }) => id)).toEqual([ids[2], ids[0], ids[1]]);
      expect(gallery).toEqual(own.json<{ gallery: unknown }>().gallery);
      expect(gallery[0]).toMatchObject({ width: 2000, height: 1000 });
      expect(gallery[0]?.variants.length).toBeGreaterThan(1);
    });

    it("answers 404 for an unknown nickname or slug, and for another member's slug", async () => {
      expect((await page('nobody-here', golf.slug)).statusCode).toBe(404);
      expect((await page('AnnDrives', 'no-such-car')).statusCode).toBe(404);
      expect((await page(bob.nickname, golf.slug)).statusCode).toBe(404);
    });
  });

  it('documents every vehicle route in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/private-transport'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/private-transport/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    for (const path of [
      '/api/private-transport/{id}/preview',
      '/api/private-transport/{id}/gallery',
      '/api/private-transport/{id}/gallery/order',
      '/api/private-transport/{id}/gallery/{imageId}',
      '/api/vehicles',
      '/api/users/{nickname}/vehicles/{slug}',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });

  describe('GET /api/vehicles', () => {
    const browse = (query = '') => app.inject({ method: 'GET', url: `/api/vehicles${query}` });

    it("lists every member's vehicles newest first, without signing in", async () => {
      const response = await browse();
      expect(response.statusCode).toBe(200);
      const page = response.json<VehicleListResponse>();
      expect(page).toMatchObject({ total: 3, page: 1, limit: 12 });
      expect(page.items.map((item) => item.id)).toEqual([x5.id, corolla.id, golf.id]);
      expect(page.items.map((item) => item.ownerNickname)).toEqual([
        'AnnDrives',
        bob.nickname,
        'AnnDrives',
      ]);
    });

    it('takes the same search, filters and paging as My vehicles', async () => {
      const filtered = (await browse('?fuelType=diesel')).json<VehicleListResponse>();
      expect(filtered.items.map((item) => item.id)).toEqual([x5.id]);
      const searched = (await browse('?search=toyo')).json<VehicleListResponse>();
      expect(searched.items.map((item) => item.id)).toEqual([corolla.id]);
      const second = (await browse('?limit=2&page=2')).json<VehicleListResponse>();
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.items.map((item) => item.id)).toEqual([golf.id]);
    });

    it('refuses a limit above 100', async () => {
      const response = await browse('?limit=101');
      expect(response.statusCode).toBe(400);
      expect(response.json().details.fields).toEqual({ limit: ['validation.tooLarge'] });
    });
  });
});
