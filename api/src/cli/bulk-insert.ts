import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../db/database';

/**
 * Inserts `rows` with one statement per `batchSize` rows: they travel as a single JSON parameter
 * expanded by `jsonb_populate_recordset`, which is much quicker than thousands of bound parameters
 * on both drivers. Only the columns present in the first row are written, so the others get their
 * defaults; every row must have the same keys. Rows that hit a unique constraint are skipped.
 * Returns the keys (`keyColumn`, a database column name) of the rows actually inserted.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  { batchSize = 1_000, keyColumn = 'id' }: { batchSize?: number; keyColumn?: string } = {},
): Promise<string[]> {
  if (rows.length === 0) return [];
  const present = new Set(Object.keys(rows[0]!));
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => ({ key, name: column.name }));
  const names = sql.raw(columns.map(({ name }) => `"${name}"`).join(', '));
  const inserted: string[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const records = rows.slice(start, start + batchSize).map((row) =>
      Object.fromEntries(
        columns.map(({ key, name }) => {
          const value = (row as Record<string, unknown>)[key];
          return [name, value instanceof Date ? value.toISOString() : (value ?? null)];
        }),
      ),
    );
    // Both drivers (PGlite and node-postgres) return the rows under `rows`.
    const result = (await db.execute<{ key: string }>(sql`
      INSERT INTO ${table} (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::jsonb)
      ON CONFLICT DO NOTHING
      RETURNING ${sql.identifier(keyColumn)} AS key
    `)) as { rows: Array<{ key: string }> };
    for (const row of result.rows) inserted.push(row.key);
  }
  return inserted;
}
