import type { LogbookEntry, LogbookEntryInput, PublicLogbookEntry } from '@carclub/contracts';
import { sql } from 'drizzle-orm';

import { logbookEntries } from '../../db/schema';

export type LogbookEntryRow = typeof logbookEntries.$inferSelect;

/**
 * Newest first: by the entry's date, then the later written. Spelt as the indexes are built
 * (`DESC NULLS LAST`), so PostgreSQL walks an index instead of sorting the car's entries.
 */
export const NEWEST_FIRST = [
  sql`${logbookEntries.entryDate} desc nulls last`,
  sql`${logbookEntries.createdAt} desc nulls last`,
  sql`${logbookEntries.id} desc nulls last`,
];

const toCents = (amount: number | null | undefined) =>
  amount == null ? null : Math.round(amount * 100);

/** The columns an entry form sets, from the validated input. */
export function entryColumns(input: LogbookEntryInput) {
  const fuel = input.category === 'fuel';
  return {
    title: input.title,
    entryDate: input.date,
    mileage: input.mileage ?? null,
    category: input.category,
    costCents: toCents(input.cost),
    currency: input.currency ?? null,
    story: input.story,
    parts: input.parts.map((part) => ({
      name: part.name,
      partNumber: part.partNumber || null,
      price: part.price ?? null,
    })),
    visibility: input.visibility,
    costHidden: input.costHidden,
    litres: fuel ? (input.litres ?? null) : null,
    fullTank: fuel ? (input.fullTank ?? false) : null,
  } satisfies Partial<typeof logbookEntries.$inferInsert>;
}

export function toEntry(row: LogbookEntryRow): LogbookEntry {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: row.title,
    date: row.entryDate,
    mileage: row.mileage,
    category: row.category,
    cost: row.costCents === null ? null : row.costCents / 100,
    currency: row.currency,
    story: row.story,
    parts: row.parts,
    visibility: row.visibility,
    costHidden: row.costHidden,
    litres: row.litres,
    fullTank: row.fullTank,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the public sees of a public entry: no cost anywhere when the owner hides it. */
export function toPublicEntry(row: LogbookEntryRow): PublicLogbookEntry {
  const { visibility: _visibility, costHidden, ...entry } = toEntry(row);
  if (!costHidden) return entry;
  return {
    ...entry,
    cost: null,
    currency: null,
    parts: entry.parts.map((part) => ({ ...part, price: null })),
  };
}
