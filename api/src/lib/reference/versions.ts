import { REFERENCE_LISTS, type ReferenceList, type ReferenceVersions } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database';
import { referenceVersions } from '../../db/schema';

/** The version of every list; a list nobody has changed yet is at 0. */
export async function referenceListVersions(db: Database): Promise<ReferenceVersions> {
  const rows = await db.select().from(referenceVersions);
  const versions = Object.fromEntries(
    REFERENCE_LISTS.map((list) => [list, 0]),
  ) as ReferenceVersions;
  for (const { list, version } of rows) {
    if ((REFERENCE_LISTS as readonly string[]).includes(list)) {
      versions[list as ReferenceList] = version;
    }
  }
  return versions;
}

/**
 * Moves `lists` to their next version. Call it in the transaction of the change: the row lock of
 * the upsert orders concurrent changes, and a rolled-back change leaves the version as it was.
 */
export async function bumpReferenceVersions(
  tx: Transaction,
  lists: readonly ReferenceList[],
): Promise<void> {
  for (const list of lists) {
    await tx
      .insert(referenceVersions)
      .values({ list, version: 1 })
      .onConflictDoUpdate({
        target: referenceVersions.list,
        set: { version: sql`${referenceVersions.version} + 1` },
      });
  }
}
