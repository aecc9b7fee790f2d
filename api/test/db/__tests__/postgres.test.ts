import { count } from 'drizzle-orm';

import { manufacturers, states } from '../../../src/db/schema';
import { referenceData } from '../../../src/db/seed';
import { openDatabase } from '../../../src/plugins/db';
import { DATABASE_TIMEOUT_MS } from '../../support/test-app';

/**
 * The node-postgres driver on a real server: runs when TEST_DATABASE_URL names an empty database
 * (CI starts one), and is skipped otherwise.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = databaseUrl ? describe : describe.skip;

describeOnServer('database on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  it(
    'migrates and seeds once even when several instances start together',
    async () => {
      const instances = await Promise.all([
        openDatabase({ databaseUrl }),
        openDatabase({ databaseUrl }),
        openDatabase({ databaseUrl }),
      ]);
      try {
        const [db] = instances.map((instance) => instance.db);
        const data = referenceData();
        const [makes] = await db!.select({ n: count() }).from(manufacturers);
        const [subdivisions] = await db!.select({ n: count() }).from(states);
        expect(makes?.n).toBe(data.manufacturers.length);
        expect(subdivisions?.n).toBe(data.states.length);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
    DATABASE_TIMEOUT_MS,
  );
});
