import {
  REMINDER_DUE_SOON_DAYS,
  REMINDER_DUE_SOON_KM,
  REMINDER_STATUSES,
  type MyReminder,
  type MyRemindersResponse,
  type Reminder,
  type ReminderListResponse,
} from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import { reminders, users, vehicles } from '../../db/schema';
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

/**
 * How near a reminder is, in "due-soon windows": its days left over REMINDER_DUE_SOON_DAYS or its
 * kilometres left over REMINDER_DUE_SOON_KM, whichever is nearer (negative past it). The status
 * already weighs a month as 1,000 km; ordering inside a status by the same measure lets reminders
 * due by a date and by a distance take turns (ADR 0129). Infinity when it has neither.
 */
export function nearness(reminder: Pick<Reminder, 'daysLeft' | 'kmLeft'>): number {
  return Math.min(
    reminder.daysLeft === null ? Infinity : reminder.daysLeft / REMINDER_DUE_SOON_DAYS,
    reminder.kmLeft === null ? Infinity : reminder.kmLeft / REMINDER_DUE_SOON_KM,
  );
}

/** What is due first comes first: by status, then by nearness, then by car and as written. */
export function compareDueFirst(a: MyReminder, b: MyReminder): number {
  const byStatus = URGENCY.get(a.status)! - URGENCY.get(b.status)!;
  if (byStatus !== 0) return byStatus;
  const [nearA, nearB] = [nearness(a), nearness(b)];
  if (nearA !== nearB) return nearA < nearB ? -1 : 1;
  return a.vehicle.name.localeCompare(b.vehicle.name) || a.createdAt.localeCompare(b.createdAt);
}

/**
 * Every reminder of every car the member owns (hidden cars too: they are still theirs), what is
 * due first at the top. One query: a member has few cars, each at most REMINDERS_MAX_PER_VEHICLE
 * reminders.
 */
export async function listMemberReminders(
  app: RemindersApp,
  ownerId: string,
  now: Date = new Date(),
): Promise<MyRemindersResponse> {
  const rows = await app.db
    .select({
      reminder: reminders,
      vehicle: {
        id: vehicles.id,
        name: vehicles.name,
        slug: vehicles.slug,
        mileage: vehicles.mileage,
        ownerNickname: users.nickname,
      },
    })
    .from(reminders)
    .innerJoin(vehicles, eq(vehicles.id, reminders.vehicleId))
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(reminders.createdAt, reminders.id);
  const today = utcToday(now);
  const items = rows
    .map(({ reminder, vehicle: { mileage, ...vehicle } }) => ({
      ...toReminder(reminder, today, mileage),
      vehicle,
    }))
    .sort(compareDueFirst);
  return { items, today };
}
