import {
  REFERENCE_LIST_TARGET,
  type ReferenceItemInput,
  referenceItemInputSchema,
  type ReferenceList,
} from '@carclub/contracts';
import { and, eq, like, ne, sql, type SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../../db/database';
import { colors, manufacturers, models } from '../../../db/schema';
import { HttpError, httpErrors } from '../../http-errors';
import { slugify, transliterate } from '../../text';
import { recordAdminAction } from '../../audit';
import { vehiclesUsing } from './list';
import { REFERENCE_TABLES } from './tables';
import { bumpReferenceVersions } from '../../reference';

/** What the audit log keeps of an item before and after a change. */
interface ItemSnapshot {
  name: string;
  locales: Record<string, string>;
  manufacturerId?: string;
  hex?: string | null;
}

/** The answer to deleting an item vehicles still use: how many, for the dashboard to say. */
export function referenceInUse(count: number): HttpError {
  return new HttpError(409, `Used by ${count} vehicle(s)`, {
    details: { constraint: 'in_use', count },
  });
}

/** The lists whose cached copies a change to `list` makes stale: a make takes its models along. */
function affectedLists(list: ReferenceList): ReferenceList[] {
  return list === 'manufacturers' ? ['manufacturers', 'models'] : [list];
}

async function snapshot(
  tx: Pick<Database, 'select'>,
  list: ReferenceList,
  id: string,
): Promise<ItemSnapshot | undefined> {
  const { table } = REFERENCE_TABLES[list];
  const [row] = await tx
    .select({
      name: table.name,
      locales: table.locales,
      manufacturerId: list === 'models' ? models.manufacturerId : sql<undefined>`NULL`,
      hex: list === 'colors' ? colors.hex : sql<undefined>`NULL`,
    })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    name: row.name,
    locales: row.locales,
    ...(list === 'models' ? { manufacturerId: row.manufacturerId ?? undefined } : {}),
    ...(list === 'colors' ? { hex: row.hex ?? null } : {}),
  };
}

/** Checks what the schema cannot: a model's make exists, a colour has its swatch. */
async function validInput(
  tx: Pick<Database, 'select'>,
  list: ReferenceList,
  rawInput: ReferenceItemInput,
) {
  const input = referenceItemInputSchema.parse(rawInput);
  if (list === 'models') {
    if (!input.manufacturerId) {
      throw httpErrors.validation({ manufacturerId: ['validation.manufacturerRequired'] });
    }
    const [make] = await tx
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.id, input.manufacturerId))
      .limit(1);
    if (!make) throw httpErrors.validation({ manufacturerId: ['validation.invalidOption'] });
  }
  if (list === 'colors' && !input.hex) {
    throw httpErrors.validation({ hex: ['validation.required'] });
  }
  return input;
}

/** Two items of one list (of one make, for models) may not share an English name. */
async function refuseDuplicateName(
  tx: Pick<Database, 'select'>,
  list: ReferenceList,
  nameEn: string,
  manufacturerId: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  const { table } = REFERENCE_TABLES[list];
  const conditions: SQL[] = [
    sql`lower(coalesce(${table.locales}->>'en', ${table.name})) = lower(${nameEn})`,
  ];
  if (list === 'models' && manufacturerId)
    conditions.push(eq(models.manufacturerId, manufacturerId));
  if (exceptId) conditions.push(ne(table.id, exceptId));
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw httpErrors.conflict('nameEn');
}

/**
 * A new item's id: a readable slug of its English name, like the seeded ones (`volkswagen`,
 * `volkswagen-golf`), made unique with `-2`, `-3`… A name with no Latin letters falls back to
 * its Ukrainian name transliterated.
 */
async function newId(
  tx: Pick<Database, 'select'>,
  list: ReferenceList,
  input: { nameEn: string; nameUk: string; manufacturerId?: string | null },
): Promise<string> {
  const { table } = REFERENCE_TABLES[list];
  const slug = slugify(input.nameEn) || slugify(transliterate(input.nameUk)) || 'item';
  const base = (list === 'models' ? `${input.manufacturerId}-${slug}` : slug).slice(0, 60);
  const taken = new Set(
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(like(table.id, `${base.replace(/[\\%_]/g, '\\$&')}%`))
    ).map((row) => row.id),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const id = `${base}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}

function rowOf(list: ReferenceList, input: ReturnType<typeof referenceItemInputSchema.parse>) {
  return {
    name: input.name,
    locales: { uk: input.nameUk, en: input.nameEn },
    ...(list === 'models' ? { manufacturerId: input.manufacturerId! } : {}),
    // One spelling of a colour, whatever case the form sent it in.
    ...(list === 'colors' ? { hex: input.hex?.toLowerCase() ?? null } : {}),
  };
}

export async function createReferenceItem(
  db: Database,
  actorId: string,
  list: ReferenceList,
  rawInput: ReferenceItemInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const input = await validInput(tx, list, rawInput);
    await refuseDuplicateName(tx, list, input.nameEn, input.manufacturerId);
    const id = await newId(tx, list, input);
    const row = rowOf(list, input);
    const { table } = REFERENCE_TABLES[list];
    await tx.insert(table).values({ id, ...row } as typeof table.$inferInsert);
    await bumpReferenceVersions(tx, affectedLists(list));
    await recordAdminAction(tx, {
      actorId,
      action: 'reference.create',
      targetType: REFERENCE_LIST_TARGET[list],
      targetId: id,
      targetLabel: input.name,
      after: row,
    });
    return { id };
  });
}

export async function updateReferenceItem(
  db: Database,
  actorId: string,
  list: ReferenceList,
  id: string,
  rawInput: ReferenceItemInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSnapshot(tx, list, id);
    const input = await validInput(tx, list, rawInput);
    if (list === 'models' && input.manufacturerId !== before.manufacturerId) {
      // Vehicles name the make and the model apart: moving a used model would split them.
      const used = await vehiclesUsing(tx, list, id);
      if (used > 0) throw referenceInUse(used);
    }
    await refuseDuplicateName(tx, list, input.nameEn, input.manufacturerId, id);
    const row = rowOf(list, input);
    const { table } = REFERENCE_TABLES[list];
    await tx.update(table).set(row).where(eq(table.id, id));
    await bumpReferenceVersions(tx, affectedLists(list));
    await recordAdminAction(tx, {
      actorId,
      action: 'reference.update',
      targetType: REFERENCE_LIST_TARGET[list],
      targetId: id,
      targetLabel: input.name,
      before,
      after: row,
    });
  });
}

/**
 * Deletes an item no vehicle uses (a make takes its models along, none of which a vehicle can use
 * then). Used: 409 with the count, and nothing changes.
 */
export async function deleteReferenceItem(
  db: Database,
  actorId: string,
  list: ReferenceList,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSnapshot(tx, list, id);
    const used = await vehiclesUsing(tx, list, id);
    if (used > 0) throw referenceInUse(used);
    const { table } = REFERENCE_TABLES[list];
    await tx.delete(table).where(eq(table.id, id));
    await bumpReferenceVersions(tx, affectedLists(list));
    await recordAdminAction(tx, {
      actorId,
      action: 'reference.delete',
      targetType: REFERENCE_LIST_TARGET[list],
      targetId: id,
      targetLabel: before.name,
      before,
    });
  });
}

/**
 * The item as it is, locked until the transaction ends, so that a vehicle saved meanwhile cannot
 * slip in between the usage count and the delete (its foreign key check waits for the lock).
 */
async function lockedSnapshot(
  tx: Transaction,
  list: ReferenceList,
  id: string,
): Promise<ItemSnapshot> {
  const { table } = REFERENCE_TABLES[list];
  const [locked] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!locked) throw httpErrors.notFound();
  return (await snapshot(tx, list, id))!;
}
