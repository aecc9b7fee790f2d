import {
  type AdminReferenceItem,
  type AdminReferenceQuery,
  adminReferenceQuerySchema,
  type Paginated,
  type ReferenceList,
} from '@carclub/contracts';
import { and, asc, count, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../../../db/database';
import { colors, manufacturers, models, vehicles } from '../../../db/schema';
import { escapeLike } from '../../vehicles';
import { REFERENCE_TABLES } from './tables';

/**
 * One page of a list for the dashboard, searched in the plain, Ukrainian and English names and the
 * id, with the number of vehicles using each item (what decides whether it may be deleted).
 */
export async function listReferenceItems(
  db: Database,
  list: ReferenceList,
  rawQuery: AdminReferenceQuery,
): Promise<Paginated<AdminReferenceItem>> {
  const query = adminReferenceQuerySchema.parse(rawQuery);
  const { table, usedBy } = REFERENCE_TABLES[list];
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(table.name, pattern),
        ilike(table.id, pattern),
        sql`${table.locales}->>'uk' ILIKE ${pattern}`,
        sql`${table.locales}->>'en' ILIKE ${pattern}`,
      )!,
    );
  }
  if (list === 'models' && query.manufacturerId) {
    conditions.push(eq(models.manufacturerId, query.manufacturerId));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const isModels = list === 'models';
  const own = sql.identifier(getTableName(table));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        name: table.name,
        locales: table.locales,
        manufacturerId: isModels ? models.manufacturerId : sql<null>`NULL`,
        // Drizzle writes a one-table select's columns unqualified, so the subqueries name theirs.
        manufacturerName: isModels
          ? sql<string>`(SELECT make.name FROM ${manufacturers} AS make WHERE make.id = ${own}.manufacturer_id)`
          : sql<null>`NULL`,
        hex: list === 'colors' ? colors.hex : sql<null>`NULL`,
        vehicles:
          sql<number>`(SELECT count(*) FROM ${vehicles} AS v WHERE v.${sql.identifier(usedBy.name)} = ${own}.id)`.mapWith(
            Number,
          ),
      })
      .from(table)
      .where(where)
      .orderBy(asc(table.name), asc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);

  return {
    items: rows.map(({ locales, ...row }) => ({
      ...row,
      nameUk: locales.uk ?? row.name,
      nameEn: locales.en ?? row.name,
      manufacturerId: row.manufacturerId ?? null,
      manufacturerName: row.manufacturerName ?? null,
      hex: row.hex ?? null,
    })),
    total: total?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** How many vehicles use the item `id` of `list`. */
export async function vehiclesUsing(
  db: Pick<Database, 'select'>,
  list: ReferenceList,
  id: string,
): Promise<number> {
  const { usedBy } = REFERENCE_TABLES[list];
  const [row] = await db.select({ n: count() }).from(vehicles).where(eq(usedBy, id));
  return row?.n ?? 0;
}
