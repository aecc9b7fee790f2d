import type { Currency, LogbookCategory, LogbookCosts } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { logbookEntries, type StoredLogbookPart } from '../../db/schema';

/** What the costs are summed from: one row per entry of the car. */
export interface CostRow {
  category: LogbookCategory;
  /** `YYYY-MM-DD`. */
  date: string;
  mileage: number | null;
  costCents: number | null;
  currency: Currency | null;
  parts: StoredLogbookPart[];
}

const cents = (amount: number) => Math.round(amount * 100);
const units = (totalCents: number) => totalCents / 100;

/**
 * What an entry spent, in cents: its cost, which is the whole entry's; else what its priced parts
 * add up to; null when it names no amount (or no currency, which the API never stores).
 */
export function entrySpendCents(row: CostRow): number | null {
  if (row.currency === null) return null;
  if (row.costCents !== null) return row.costCents;
  const prices = row.parts.flatMap((part) => (part.price === null ? [] : [cents(part.price)]));
  return prices.length > 0 ? prices.reduce((sum, price) => sum + price, 0) : null;
}

interface Tally {
  totalCents: number;
  entries: number;
  byCategory: Map<LogbookCategory, number>;
  byYear: Map<number, number>;
}

/**
 * Sums a car's entries into per-currency totals (ADR 0097). Exact: the sums are of whole cents.
 * Nothing is converted between currencies, so each is summarised on its own.
 */
export function summariseCosts(rows: readonly CostRow[]): LogbookCosts {
  const mileages = rows.flatMap((row) => (row.mileage === null ? [] : [row.mileage]));
  const distanceKm = mileages.length >= 2 ? Math.max(...mileages) - Math.min(...mileages) : null;

  const tallies = new Map<Currency, Tally>();
  for (const row of rows) {
    const spent = entrySpendCents(row);
    if (spent === null || row.currency === null) continue;
    let tally = tallies.get(row.currency);
    if (!tally) {
      tally = { totalCents: 0, entries: 0, byCategory: new Map(), byYear: new Map() };
      tallies.set(row.currency, tally);
    }
    tally.totalCents += spent;
    tally.entries += 1;
    tally.byCategory.set(row.category, (tally.byCategory.get(row.category) ?? 0) + spent);
    const year = Number(row.date.slice(0, 4));
    tally.byYear.set(year, (tally.byYear.get(year) ?? 0) + spent);
  }

  const currencies = [...tallies.entries()]
    .map(([currency, tally]) => ({
      currency,
      total: units(tally.totalCents),
      entries: tally.entries,
      byCategory: [...tally.byCategory.entries()]
        .sort(([, a], [, b]) => b - a)
        .map(([category, total]) => ({ category, total: units(total) })),
      byYear: [...tally.byYear.entries()]
        .sort(([a], [b]) => a - b)
        .map(([year, total]) => ({ year, total: units(total) })),
      perKm: distanceKm ? Math.round(tally.totalCents / distanceKm) / 100 : null,
    }))
    .sort((a, b) => b.entries - a.entries || b.total - a.total);
  return { currencies, distanceKm };
}

/**
 * The costs of one car from all its entries, private ones too: the owner's own view. At most
 * 5,000 entries a car (ADR 0089), summed here rather than in SQL so the rule for parts stays one.
 */
export async function loadLogbookCosts(db: Database, vehicleId: string): Promise<LogbookCosts> {
  const rows = await db
    .select({
      category: logbookEntries.category,
      date: logbookEntries.entryDate,
      mileage: logbookEntries.mileage,
      costCents: logbookEntries.costCents,
      currency: logbookEntries.currency,
      parts: logbookEntries.parts,
    })
    .from(logbookEntries)
    .where(eq(logbookEntries.vehicleId, vehicleId));
  return summariseCosts(rows);
}
