import {
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  isValidVehicleYear,
  nicknameSchema,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  vehicleFeaturesSchema,
} from '@carclub/contracts';
import { eq, inArray, like, sql } from 'drizzle-orm';

import { DEMO_EMAIL_DOMAIN } from '../../../src/cli/demo/generate';
import { DEMO_PASSWORD, seedDemo } from '../../../src/cli/demo/seed-demo';
import { CliError } from '../../../src/cli/cli-error';
import { models, profiles, states, users, vehicles } from '../../../src/db/schema';
import { verifyPassword } from '../../../src/lib/auth/passwords';
import type { OpenDatabase } from '../../../src/plugins/db';
import { DATABASE_TIMEOUT_MS, openTestDatabase } from '../../support/test-app';

describe('seed-demo', () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('fresh')();
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await database?.close();
  });

  const demoUsers = () =>
    database.db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        passwordHash: users.passwordHash,
        activatedAt: users.activatedAt,
        roles: users.roles,
      })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));

  it('adds activated demo accounts with profiles and valid, plausible vehicles', async () => {
    const result = await seedDemo(database.db, { users: 12, vehicles: 60 });
    expect(result.userIds).toHaveLength(12);
    expect(result.vehicleIds).toHaveLength(60);

    const accounts = await demoUsers();
    expect(accounts.map((account) => account.id).sort()).toEqual([...result.userIds].sort());
    for (const account of accounts) {
      expect(account.email).toBe(`${account.nickname.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`);
      expect(nicknameSchema.safeParse(account.nickname).success).toBe(true);
      expect(account.activatedAt).not.toBeNull();
      expect(account.roles).toEqual(['user']);
    }
    // One hash for everyone, and it is the documented password.
    expect(new Set(accounts.map((account) => account.passwordHash)).size).toBe(1);
    await expect(verifyPassword(accounts[0]!.passwordHash!, DEMO_PASSWORD)).resolves.toBe(true);

    const demoProfiles = await database.db
      .select({
        userId: profiles.userId,
        countryId: profiles.countryId,
        stateCountryId: states.countryId,
      })
      .from(profiles)
      .leftJoin(states, eq(states.id, profiles.stateId))
      .where(
        sql`${profiles.userId} IN (SELECT id FROM users WHERE email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`})`,
      );
    expect(demoProfiles).toHaveLength(12);
    for (const profile of demoProfiles) {
      if (profile.countryId !== null) expect(profile.stateCountryId).toBe(profile.countryId);
    }

    const rows = await database.db
      .select({
        ownerId: vehicles.ownerId,
        slug: vehicles.slug,
        year: vehicles.year,
        manufacturerId: vehicles.manufacturerId,
        modelManufacturerId: models.manufacturerId,
        fuelType: vehicles.fuelType,
        transmission: vehicles.transmission,
        driveType: vehicles.driveType,
        condition: vehicles.condition,
        status: vehicles.status,
        mileage: vehicles.mileage,
        features: vehicles.features,
        createdAt: vehicles.createdAt,
      })
      .from(vehicles)
      .innerJoin(models, eq(models.id, vehicles.modelId));
    expect(rows).toHaveLength(60);
    const owners = new Set(result.userIds);
    const slugs = new Set<string>();
    for (const row of rows) {
      expect(owners.has(row.ownerId)).toBe(true);
      expect(row.modelManufacturerId).toBe(row.manufacturerId);
      slugs.add(`${row.ownerId}/${row.slug}`);
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(isValidVehicleYear(row.year)).toBe(true);
      expect(FUEL_TYPES).toContain(row.fuelType);
      expect(TRANSMISSIONS).toContain(row.transmission);
      expect(DRIVE_TYPES).toContain(row.driveType);
      expect(VEHICLE_STATUSES).toContain(row.status);
      if (row.condition !== null) expect(CONDITIONS).toContain(row.condition);
      expect(row.mileage).toBeGreaterThanOrEqual(0);
      if (row.features !== null)
        expect(vehicleFeaturesSchema.safeParse(row.features).success).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(slugs.size).toBe(rows.length);
  });

  it('adds more accounts on a second run, and --reset replaces the earlier ones', async () => {
    const before = (await demoUsers()).length;
    const second = await seedDemo(database.db, { users: 5, vehicles: 10 });
    const afterSecond = await demoUsers();
    expect(afterSecond).toHaveLength(before + 5);
    expect(new Set(afterSecond.map((account) => account.nickname.toLowerCase())).size).toBe(
      afterSecond.length,
    );

    const countOf = async (ownerIds: string[]) => {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(vehicles)
        .where(inArray(vehicles.ownerId, ownerIds));
      return row!.count;
    };
    expect(await countOf(second.userIds)).toBe(10);

    const reset = await seedDemo(database.db, { users: 3, vehicles: 4, reset: true });
    expect(reset.deletedUsers).toBe(before + 5);
    const remaining = await demoUsers();
    expect(remaining.map((account) => account.id).sort()).toEqual([...reset.userIds].sort());
    expect(await countOf(second.userIds)).toBe(0);
    expect(await countOf(reset.userIds)).toBe(4);
  });

  it('keeps accounts that are not demo accounts on --reset', async () => {
    const [real] = await database.db
      .insert(users)
      .values({ email: 'real.member@example.com', nickname: 'real.member' })
      .returning({ id: users.id });
    await seedDemo(database.db, { users: 1, vehicles: 0, reset: true });
    const [kept] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, real!.id));
    expect(kept).toBeDefined();
  });

  it('refuses vehicles without owners and negative or fractional counts', async () => {
    await expect(seedDemo(database.db, { users: 0, vehicles: 5 })).rejects.toBeInstanceOf(CliError);
    await expect(seedDemo(database.db, { users: -1, vehicles: 0 })).rejects.toBeInstanceOf(
      CliError,
    );
    await expect(seedDemo(database.db, { users: 1.5, vehicles: 0 })).rejects.toBeInstanceOf(
      CliError,
    );
  });
});
