import type { Reminder, ReminderInput } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { Transaction } from '../../db/database';
import { reminders, vehicles } from '../../db/schema';
import { computeStatus } from './schedule';

export type ReminderRow = typeof reminders.$inferSelect;

/** The columns the form sets, apart from the occurrence (computed from them, see schedule.ts). */
export function formColumns(input: ReminderInput) {
  return {
    title: input.title,
    category: input.category ?? null,
    everyMonths: input.everyMonths ?? null,
    everyKm: input.everyKm ?? null,
  } satisfies Partial<typeof reminders.$inferInsert>;
}

export function toReminder(row: ReminderRow, today: string, mileage: number | null): Reminder {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    title: row.title,
    category: row.category,
    dueDate: row.dueDate,
    dueMileage: row.dueMileage,
    everyMonths: row.everyMonths,
    everyKm: row.everyKm,
    repeating: row.everyMonths !== null || row.everyKm !== null,
    ...computeStatus(row, today, mileage),
    lastDoneOn: row.lastDoneOn,
    lastDoneMileage: row.lastDoneMileage,
    lastDoneEntryId: row.lastDoneEntryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Locks the owner's car for the rest of the transaction (the reminder limit is then exact under
 * concurrent adds) and returns its latest known mileage; undefined when it is not theirs.
 */
export async function lockVehicle(
  tx: Transaction,
  vehicleId: string,
  ownerId: string,
): Promise<{ mileage: number | null } | undefined> {
  const [row] = await tx
    .select({ mileage: vehicles.mileage })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
    .for('update');
  return row;
}
