import { adminOverviewSchema } from '@carclub/contracts';

import { users } from '../../../../src/db/schema';
import { adminOverview } from '../../../../src/lib/admin/overview';
import type { OpenDatabase } from '../../../../src/plugins/db';
import { DATABASE_TIMEOUT_MS, openTestDatabase } from '../../../support/test-app';

describe('adminOverview', () => {
  let opened: OpenDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase('fresh')();
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => opened?.close());

  it('counts nothing on a database with only the reference data', async () => {
    const overview = await adminOverview(opened.db);
    expect(adminOverviewSchema.parse(overview)).toEqual({
      users: 0,
      activatedUsers: 0,
      vehicles: 0,
      images: 0,
      newUsersLast7Days: 0,
    });
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
    expect(await adminOverview(opened.db)).toMatchObject({
      users: 2,
      activatedUsers: 1,
      newUsersLast7Days: 1,
    });
  });
});
