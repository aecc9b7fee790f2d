import { randomUUID } from 'node:crypto';

import type { AdminOverview } from '@carclub/contracts';

import { eq } from 'drizzle-orm';

import { profiles, users, vehicleImages, vehicles } from '../../../../src/db/schema';
import { DATABASE_TIMEOUT_MS, useTestApp } from '../../../support/test-app';
import { authHeaderFor, createTestUser } from '../../../support/users';

const DAY_MS = 86_400_000;

describe('GET /api/admin/overview', () => {
  const { app } = useTestApp();
  let adminHeaders: { authorization: string };

  beforeAll(async () => {
    const admin = await createTestUser(app, { roles: ['user', 'admin'] });
    adminHeaders = await authHeaderFor(app, admin, ['user', 'admin']);
  }, DATABASE_TIMEOUT_MS);

  async function overview(): Promise<AdminOverview> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminOverview>();
  }

  it('answers 401 to an anonymous visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/overview' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers 403 to a signed-in user without the admin role', async () => {
    const user = await createTestUser(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: await authHeaderFor(app, user),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('counts users, activated users, new users, vehicles and images', async () => {
    const before = await overview();

    const owner = await createTestUser(app);
    await createTestUser(app, { activated: false });
    const now = Date.now();
    await app.db.insert(users).values({
      email: `old-${randomUUID()}@example.com`,
      nickname: `old${randomUUID().slice(0, 8)}`,
      activatedAt: new Date(now - 30 * DAY_MS),
      createdAt: new Date(now - 30 * DAY_MS),
    });
    const vehicle = {
      ownerId: owner.id,
      name: 'Golf',
      year: 2015,
      manufacturerId: 'volkswagen',
      modelId: 'volkswagen-golf',
      bodyTypeId: 'hatchback',
      colorId: 'white',
      fuelType: 'petrol',
      transmission: 'manual',
      driveType: 'front',
    } as const;
    const [withImages] = await app.db
      .insert(vehicles)
      .values([
        { ...vehicle, slug: 'golf', previewKey: 'vehicles/preview-key' },
        { ...vehicle, slug: 'golf-2' },
      ])
      .returning({ id: vehicles.id });
    await app.db.insert(vehicleImages).values(
      ['a', 'b', 'c'].map((key, position) => ({
        vehicleId: withImages!.id,
        storageKey: `vehicles/${key}`,
        position,
        width: 800,
        height: 600,
      })),
    );
    await app.db
      .update(profiles)
      .set({ avatarKey: 'avatars/key', coverKey: 'covers/key' })
      .where(eq(profiles.userId, owner.id));

    const after = await overview();
    expect(after).toMatchObject({
      users: before.users + 3,
      activatedUsers: before.activatedUsers + 2,
      vehicles: before.vehicles + 2,
      images: before.images + 1 + 3 + 2,
      newUsersLast7Days: before.newUsersLast7Days + 2,
      newUsersLast30Days: before.newUsersLast30Days + 2,
    });
    const today = (days: AdminOverview['vehiclesPerDay']) => days.at(-1)?.count ?? 0;
    expect(today(after.vehiclesPerDay)).toBe(today(before.vehiclesPerDay) + 2);
    expect(today(after.signUpsPerDay)).toBe(today(before.signUpsPerDay) + 2);
  });

  it('lists the latest staff actions, newest first', async () => {
    const admin = await createTestUser(app, { roles: ['user', 'admin'] });
    const headers = await authHeaderFor(app, admin, ['user', 'admin']);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/reference/bodyTypes',
      headers,
      payload: { name: 'Shooting brake', nameUk: 'Шутинг-брейк', nameEn: 'Shooting brake' },
    });
    expect(created.statusCode).toBe(201);
    const { latestActions } = await overview();
    expect(latestActions[0]).toMatchObject({
      actorNickname: admin.nickname,
      action: 'reference.create',
      targetType: 'bodyType',
      targetId: 'shooting-brake',
    });
  });
});
