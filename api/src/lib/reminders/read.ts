import { REMINDER_STATUSES, type ReminderListResponse } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import { reminders, vehicles } from '../../db/schema';
import { toReminder } from './rows';
import { utcToday } from './schedule';
import type { RemindersApp } from './types';

const URGENCY = new Map(REMINDER_STATUSES.map((status, index) => [status, index]));

/**
 * The car's reminders, most urgent first, then by due date (dateless last), then as written; null
 * when the car is not the owner's.
 */
export async function listReminders(
  app: RemindersApp,
  vehicleId: string,
  ownerId: string,
  now: Date = new Date(),
): Promise<ReminderListResponse | null> {
  const [car] = await app.db
    .select({ mileage: vehicles.mileage })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)));
  if (!car) return null;
  const rows = await app.db
    .select()
    .from(reminders)
    .where(eq(reminders.vehicleId, vehicleId))
    .orderBy(reminders.createdAt, reminders.id);
  const today = utcToday(now);
  const items = rows
    .map((row) => toReminder(row, today, car.mileage))
    .sort(
      (a, b) =>
        URGENCY.get(a.status)! - URGENCY.get(b.status)! ||
        (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff'),
    );
  return { items, today, mileage: car.mileage };
}
