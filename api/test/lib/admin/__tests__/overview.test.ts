import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { adminOverviewSchema, OVERVIEW_CHART_DAYS } from '@carclub/contracts';

import { users } from '../../../../src/db/schema';
import { recordAdminAction } from '../../../../src/lib/audit';
import { adminOverview } from '../../../../src/lib/admin/overview';
import type { StorageDriver } from '../../../../src/lib/media/storage';
import type { OpenDatabase } from '../../../../src/plugins/db';
import { DATABASE_TIMEOUT_MS, openTestDatabase } from '../../../support/test-app';

/** A storage without a local folder: its usage is unknown. */
const objectStore = {} as StorageDriver;

describe('adminOverview', () => {
  let opened: OpenDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase('fresh')();
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => opened?.close());

  it('counts nothing on a database with only the reference data', async () => {
    const overview = await adminOverview(opened.db, objectStore);
    expect(adminOverviewSchema.parse(overview)).toMatchObject({
      users: 0,
      activatedUsers: 0,
      blockedUsers: 0,
      vehicles: 0,
      images: 0,
      storageBytes: null,
      newUsersLast7Days: 0,
      newUsersLast30Days: 0,
      latestActions: [],
    });
    expect(overview.signUpsPerDay).toHaveLength(OVERVIEW_CHART_DAYS);
    expect(overview.signUpsPerDay.every((day) => day.count === 0)).toBe(true);
    expect(overview.vehiclesPerDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('counts accounts, and the activated and recent ones apart', async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 30 * 86_400_000);
    await opened.db.insert(users).values([
      { email: 'new@example.com', nickname: 'new.one', passwordHash: null },
      {
        email: 'old@example.com',
        nickname: 'old.one',
        passwordHash: null,
        activatedAt: longAgo,
        createdAt: longAgo,
      },
    ]);
    const overview = await adminOverview(opened.db, objectStore);
    expect(overview).toMatchObject({
      users: 2,
      activatedUsers: 1,
      newUsersLast7Days: 1,
      newUsersLast30Days: 1,
    });
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const counted = overview.signUpsPerDay.filter((entry) => entry.count > 0);
    // The account made 30 days ago is on its own day; the one made now is on today.
    expect(counted).toEqual([
      { date: day(longAgo), count: 1 },
      { date: day(now), count: 1 },
    ]);
  });

  it('counts blocked members', async () => {
    await opened.db.insert(users).values([
      { email: 'blocked@example.com', nickname: 'blocked.one', restrictions: ['blocked'] },
      { email: 'muted@example.com', nickname: 'muted.one', restrictions: ['uploads'] },
    ]);
    expect((await adminOverview(opened.db, objectStore)).blockedUsers).toBe(1);
  });

  it("measures a local storage's folder, leaving out its temporary files", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-usage-'));
    try {
      await mkdir(path.join(root, 'avatars'));
      await mkdir(path.join(root, '.tmp'));
      await writeFile(path.join(root, 'avatars', 'a.webp'), Buffer.alloc(1000));
      await writeFile(path.join(root, 'b.webp'), Buffer.alloc(24));
      await writeFile(path.join(root, '.tmp', 'partial'), Buffer.alloc(5000));
      const local = { root } as unknown as StorageDriver;
      expect((await adminOverview(opened.db, local)).storageBytes).toBe(1024);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('lists the latest staff actions only when asked to (for staff who may read the log)', async () => {
    const [actor] = await opened.db
      .insert(users)
      .values({ email: 'staff@example.com', nickname: 'staff.one' })
      .returning({ id: users.id });
    await recordAdminAction(opened.db, {
      actorId: actor!.id,
      action: 'reference.delete',
      targetType: 'color',
      targetId: 'pink',
      targetLabel: 'Pink',
    });
    const withLog = await adminOverview(opened.db, objectStore);
    expect(withLog.latestActions.map((entry) => entry.targetLabel)).toEqual(['Pink']);
    const without = await adminOverview(opened.db, objectStore, { latestActions: false });
    expect(without.latestActions).toEqual([]);
  });
});
