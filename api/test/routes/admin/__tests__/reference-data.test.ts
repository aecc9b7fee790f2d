import type { AdminReferenceItem, Paginated, ReferenceVersions } from '@carclub/contracts';
import { desc, eq } from 'drizzle-orm';

import { auditLog, colors, manufacturers, models, vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser, type TestUser } from '../../../support/users';

describe('admin reference data', () => {
  const { app } = useTestApp();
  let admin: TestUser;
  let headers: { authorization: string };

  beforeAll(async () => {
    admin = await createTestUser(app, { roles: ['user', 'admin'] });
    headers = await authHeaderFor(app, admin, ['user', 'admin']);
  }, DATABASE_TIMEOUT_MS);

  const versions = async (): Promise<ReferenceVersions> => {
    const response = await app.inject({ method: 'GET', url: '/api/reference/versions' });
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<ReferenceVersions>();
  };

  const list = async (path: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/reference/${path}`,
      headers,
    });
    expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([
      200,
      '',
    ]);
    return response.json<Paginated<AdminReferenceItem>>();
  };

  const lastEntry = async () =>
    (await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  async function addVehicle(fields: Partial<typeof vehicles.$inferInsert> = {}) {
    const owner = await createTestUser(app);
    await app.db.insert(vehicles).values({
      ownerId: owner.id,
      slug: `car-${owner.id.slice(0, 8)}`,
      name: 'Golf',
      year: 2015,
      manufacturerId: 'volkswagen',
      modelId: 'volkswagen-golf',
      bodyTypeId: 'hatchback',
      colorId: 'white',
      fuelType: 'petrol',
      transmission: 'manual',
      driveType: 'front',
      ...fields,
    });
  }

  it('searches a list in both languages and counts the vehicles using each item', async () => {
    await addVehicle();
    const byUk = await list('colors?search=%D0%B1%D1%96%D0%BB%D0%B8%D0%B9'); // "білий"
    expect(byUk.items.map((item) => item.id)).toEqual(['white']);
    expect(byUk.items[0]).toMatchObject({ nameUk: 'Білий', nameEn: 'White', hex: '#ffffff' });
    expect(byUk.items[0]!.vehicles).toBeGreaterThanOrEqual(1);
    const golf = await list('models?search=golf&manufacturerId=volkswagen');
    expect(golf.items[0]).toMatchObject({
      id: 'volkswagen-golf',
      manufacturerId: 'volkswagen',
      manufacturerName: 'Volkswagen',
    });
  });

  it('adds a colour with a slug id, bumps its version, and records it in the audit log', async () => {
    const before = await versions();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/colors',
      headers,
      payload: { name: 'Sea green', nameUk: 'Морська хвиля', nameEn: 'Sea green', hex: '#2E8B57' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'sea-green' });
    const [row] = await app.db.select().from(colors).where(eq(colors.id, 'sea-green'));
    expect(row).toEqual({
      id: 'sea-green',
      name: 'Sea green',
      locales: { uk: 'Морська хвиля', en: 'Sea green' },
      hex: '#2e8b57',
    });
    expect(await versions()).toEqual({ ...before, colors: before.colors + 1 });
    expect(await lastEntry()).toMatchObject({
      actorId: admin.id,
      actorNickname: admin.nickname,
      action: 'reference.create',
      targetType: 'color',
      targetId: 'sea-green',
      targetLabel: 'Sea green',
      before: null,
      after: { name: 'Sea green', hex: '#2e8b57' },
    });
    // The public list, asked for with the new version, has it.
    const publicList = await app.inject({
      method: 'GET',
      url: `/api/colors?v=${before.colors + 1}`,
    });
    expect(publicList.json<Array<{ id: string }>>().map((item) => item.id)).toContain('sea-green');
  });

  it('refuses a second item with the same English name, and a colour without a swatch', async () => {
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/colors',
      headers,
      payload: { name: 'white', nameUk: 'Білий 2', nameEn: 'WHITE', hex: '#fefefe' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.fields).toHaveProperty('nameEn');
    const noHex = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/colors',
      headers,
      payload: { name: 'Teal', nameUk: 'Бірюзовий', nameEn: 'Teal' },
    });
    expect(noHex.statusCode).toBe(400);
    expect(noHex.json().details.fields).toHaveProperty('hex');
  });

  it('adds a model under its make only, with the make in its id, unique', async () => {
    const payload = { name: 'Golf', nameUk: 'Гольф', nameEn: 'Golf' };
    const noMake = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/models',
      headers,
      payload,
    });
    expect(noMake.statusCode).toBe(400);
    const first = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/models',
      headers,
      payload: { ...payload, manufacturerId: 'zaz', name: 'Golf' },
    });
    expect(first.json()).toEqual({ id: 'zaz-golf' });
    await app.db
      .update(models)
      .set({ locales: { en: 'Golf Mk1', uk: 'Гольф' } })
      .where(eq(models.id, 'zaz-golf'));
    const second = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/models',
      headers,
      payload: { ...payload, manufacturerId: 'zaz' },
    });
    expect(second.json()).toEqual({ id: 'zaz-golf-2' });
  });

  it('renames an item in both languages, with before and after in the log', async () => {
    const before = await versions();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/reference/manufacturers/zaz',
      headers,
      payload: { name: 'ZAZ', nameUk: 'ЗАЗ (Запоріжжя)', nameEn: 'ZAZ Zaporizhzhia' },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await app.db.select().from(manufacturers).where(eq(manufacturers.id, 'zaz'));
    expect(row?.locales).toEqual({ uk: 'ЗАЗ (Запоріжжя)', en: 'ZAZ Zaporizhzhia' });
    // A make's models carry it in the garage's lists, so both lists move on.
    expect(await versions()).toMatchObject({
      manufacturers: before.manufacturers + 1,
      models: before.models + 1,
    });
    expect(await lastEntry()).toMatchObject({
      action: 'reference.update',
      targetType: 'manufacturer',
      before: { name: 'ZAZ', locales: { uk: 'ЗАЗ', en: 'ZAZ' } },
      after: { locales: { uk: 'ЗАЗ (Запоріжжя)', en: 'ZAZ Zaporizhzhia' } },
    });
  });

  it('refuses to delete an item vehicles use, saying how many, and changes nothing', async () => {
    await addVehicle({ colorId: 'sea-green' });
    await addVehicle({ colorId: 'sea-green' });
    const before = await versions();
    const entry = await lastEntry();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/admin/reference/colors/sea-green',
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual({ constraint: 'in_use', count: 2 });
    expect(await app.db.select().from(colors).where(eq(colors.id, 'sea-green'))).toHaveLength(1);
    expect(await versions()).toEqual(before);
    expect((await lastEntry())?.id).toBe(entry?.id);
  });

  it('deletes an unused item, and answers 404 for one that is gone', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/admin/reference/colors/bronze',
      headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await app.db.select().from(colors).where(eq(colors.id, 'bronze'))).toHaveLength(0);
    expect(await lastEntry()).toMatchObject({
      action: 'reference.delete',
      targetId: 'bronze',
      before: { name: 'Bronze' },
      after: null,
    });
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/admin/reference/colors/bronze',
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 400 for a list that is not staff-edited', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reference/countries',
      headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a moderator, whatever the dashboard shows them', async () => {
    const moderator = await createTestUser(app, { roles: ['user', 'moderator'] });
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/admin/reference/colors/pink',
      headers: await authHeaderFor(app, moderator, ['user', 'moderator']),
    });
    expect(response.statusCode).toBe(403);
  });
});
