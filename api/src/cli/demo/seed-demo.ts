import { randomUUID } from 'node:crypto';

import { eq, inArray, like, sql } from 'drizzle-orm';

import {
  bodyTypes,
  colors,
  manufacturers,
  models,
  profiles,
  states,
  users,
  vehicles,
} from '../../db/schema';
import { hashPassword } from '../../lib/auth';
import { releaseImage } from '../../lib/media';
import type { Database } from '../../db/database';
import { bulkInsert } from '../bulk-insert';
import { CliError } from '../cli-error';
import { imageKeysOfUsers } from './demo-images';
import { FOREIGN_PLACES, UKRAINIAN_PLACES, type DemoPlace } from './demo-lists';
import {
  DEMO_EMAIL_DOMAIN,
  demoUser,
  demoVehicle,
  groupMakes,
  type DemoReference,
  type ProfileRow,
  type UserRow,
  type VehicleRow,
} from './generate';
import { Random } from './random';

/** Every demo account signs in with this password; the command prints it. */
export const DEMO_PASSWORD = 'demo-password';

const DEMO_EMAIL_PATTERN = `%@${DEMO_EMAIL_DOMAIN}`;

export interface SeedDemoOptions {
  users: number;
  vehicles: number;
  /** Deletes every demo account (and so its profile and vehicles) first. */
  reset?: boolean;
  random?: Random;
  now?: Date;
}

export interface SeedDemoResult {
  deletedUsers: number;
  /** Images of the deleted accounts, released in the transaction: purge them once it committed. */
  releasedImageKeys: string[];
  userIds: string[];
  vehicleIds: string[];
}

async function loadReference(db: Database): Promise<DemoReference> {
  const [modelRows, bodyTypeRows, colorRows] = await Promise.all([
    db
      .select({
        id: models.id,
        manufacturerId: models.manufacturerId,
        name: models.name,
        manufacturerName: manufacturers.name,
      })
      .from(models)
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId)),
    db.select({ id: bodyTypes.id }).from(bodyTypes),
    db.select({ id: colors.id }).from(colors),
  ]);
  if (modelRows.length === 0 || bodyTypeRows.length === 0 || colorRows.length === 0) {
    throw new CliError('The reference data (makes, models, body types, colours) is missing.');
  }
  const places = [...UKRAINIAN_PLACES, ...FOREIGN_PLACES];
  const known = await db
    .select({ id: states.id, countryId: states.countryId })
    .from(states)
    .where(
      inArray(
        states.id,
        places.map((place) => place.stateId),
      ),
    );
  const exists = (place: DemoPlace) =>
    known.some((state) => state.id === place.stateId && state.countryId === place.countryId);
  return {
    models: modelRows,
    makes: groupMakes(modelRows),
    bodyTypeIds: bodyTypeRows.map((row) => row.id),
    colorIds: colorRows.map((row) => row.id),
    ukrainianPlaces: UKRAINIAN_PLACES.filter(exists),
    foreignPlaces: FOREIGN_PLACES.filter(exists),
  };
}

/**
 * Inside a transaction: deletes every demo account (profiles, sessions, vehicles and gallery rows go
 * with them by cascade) and releases their images, whose keys it returns for purgeImages.
 */
export async function deleteDemoUsers(
  tx: Database,
): Promise<{ deleted: number; releasedImageKeys: string[] }> {
  const demo = await tx
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, DEMO_EMAIL_PATTERN));
  const releasedImageKeys = await imageKeysOfUsers(
    tx,
    demo.map((user) => user.id),
  );
  for (const key of releasedImageKeys) await releaseImage(tx, key);
  const deleted = await tx
    .delete(users)
    .where(like(users.email, DEMO_EMAIL_PATTERN))
    .returning({ id: users.id });
  return { deleted: deleted.length, releasedImageKeys };
}

/** The highest number ending a demo nickname, so that a second run continues after it. */
async function lastDemoSequence(db: Database): Promise<number> {
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(substring(${users.nickname} from '([0-9]+)$')::int), 0)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(like(users.email, DEMO_EMAIL_PATTERN));
  return row?.last ?? 0;
}

/**
 * Adds `users` activated demo accounts (e-mails `@demo.carclub.local`, password DEMO_PASSWORD) with
 * profiles, and `vehicles` vehicles spread over them, in one transaction. The rows are generated
 * here and written in batches; the password is hashed once for all accounts.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { random = new Random(), now = new Date() } = options;
  if (!Number.isInteger(options.users) || options.users < 0) {
    throw new CliError('--users must be a whole number ≥ 0.');
  }
  if (!Number.isInteger(options.vehicles) || options.vehicles < 0) {
    throw new CliError('--vehicles must be a whole number ≥ 0.');
  }
  if (options.vehicles > 0 && options.users === 0) {
    throw new CliError('Vehicles need owners: pass --users too.');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const reference = await loadReference(db);

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { deleted: deletedUsers, releasedImageKeys } = options.reset
      ? await deleteDemoUsers(tx)
      : { deleted: 0, releasedImageKeys: [] };
    const first = (await lastDemoSequence(tx)) + 1;

    const userRows: UserRow[] = [];
    const profileRows: ProfileRow[] = [];
    for (let index = 0; index < options.users; index += 1) {
      const { user, profile } = demoUser(random, first + index, {
        id: randomUUID(),
        passwordHash,
        now,
        reference,
      });
      userRows.push(user);
      profileRows.push(profile);
    }
    // A real account may already use a generated nickname: that demo account is skipped.
    const inserted = new Set(await bulkInsert(tx, users, userRows));
    const owners = userRows.filter((user) => inserted.has(user.id));
    await bulkInsert(
      tx,
      profiles,
      profileRows.filter((profile) => inserted.has(profile.userId)),
      { keyColumn: 'user_id' },
    );

    const slugsByOwner = new Map<string, Set<string>>();
    const vehicleRows: VehicleRow[] = [];
    for (let index = 0; index < options.vehicles && owners.length > 0; index += 1) {
      const owner = random.pick(owners);
      let slugs = slugsByOwner.get(owner.id);
      if (!slugs) slugsByOwner.set(owner.id, (slugs = new Set()));
      vehicleRows.push(
        demoVehicle(random, {
          id: randomUUID(),
          ownerId: owner.id,
          ownerCreatedAt: owner.createdAt,
          now,
          reference,
          slugs,
        }),
      );
    }
    const vehicleIds = await bulkInsert(tx, vehicles, vehicleRows, { batchSize: 2_000 });
    return {
      deletedUsers,
      releasedImageKeys,
      userIds: owners.map((owner) => owner.id),
      vehicleIds,
    };
  });
}
