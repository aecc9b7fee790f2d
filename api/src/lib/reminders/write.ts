import {
  type Reminder,
  type ReminderCompleteInput,
  type ReminderInput,
  REMINDERS_MAX_PER_VEHICLE,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, count, eq } from 'drizzle-orm';

import { logbookEntries, reminders } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { checkRemindersSoon, type ReminderCheckApp } from './jobs';
import { formColumns, lockVehicle, toReminder } from './rows';
import { firstOccurrence, nextOccurrence, utcToday } from './schedule';
import type { RemindersApp } from './types';

const remindersFull = () =>
  httpErrors.validation({ reminders: [V.remindersFull] }, 'The car has too many reminders');
const mileageUnknown = () =>
  httpErrors.validation({ dueMileage: [V.mileageUnknown] }, "The car's mileage is not known");

/** The occurrence the form asks for, or 400 when it counts from a mileage the car lacks. */
function occurrenceOf(input: ReminderInput, today: string, mileage: number | null) {
  const { dueDate, dueMileage } = firstOccurrence(input, today, mileage);
  if (dueMileage === undefined) throw mileageUnknown();
  return { dueDate, dueMileage };
}

/** Adds a reminder to the owner's car; null when the car is not theirs. */
export async function createReminder(
  app: RemindersApp & ReminderCheckApp,
  vehicleId: string,
  ownerId: string,
  input: ReminderInput,
  now: Date = new Date(),
): Promise<Reminder | null> {
  const reminder = await app.db.transaction(async (tx) => {
    const car = await lockVehicle(tx, vehicleId, ownerId);
    if (!car) return null;
    const [existing] = await tx
      .select({ total: count() })
      .from(reminders)
      .where(eq(reminders.vehicleId, vehicleId));
    if ((existing?.total ?? 0) >= REMINDERS_MAX_PER_VEHICLE) throw remindersFull();
    const today = utcToday(now);
    const [row] = await tx
      .insert(reminders)
      .values({
        vehicleId,
        ...formColumns(input),
        ...occurrenceOf(input, today, car.mileage),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toReminder(row!, today, car.mileage);
  });
  if (reminder) await checkRemindersSoon(app, vehicleId);
  return reminder;
}

/**
 * The owner's car, locked as every reminder write locks it, and one of its reminders; null when
 * the car is not theirs or the reminder not on it.
 */
async function lockedReminder(
  tx: Parameters<typeof lockVehicle>[0],
  vehicleId: string,
  ownerId: string,
  reminderId: string,
) {
  const car = await lockVehicle(tx, vehicleId, ownerId);
  if (!car) return null;
  const [current] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.vehicleId, vehicleId)));
  return current ? { car, current } : null;
}

/**
 * Replaces a reminder with the form; null when there is no such reminder on the owner's car. A
 * changed due point is a new occurrence: it is active again and notifies again when it comes.
 */
export async function updateReminder(
  app: RemindersApp & ReminderCheckApp,
  vehicleId: string,
  ownerId: string,
  reminderId: string,
  input: ReminderInput,
  now: Date = new Date(),
): Promise<Reminder | null> {
  const reminder = await app.db.transaction(async (tx) => {
    const locked = await lockedReminder(tx, vehicleId, ownerId, reminderId);
    if (!locked) return null;
    const { car, current } = locked;
    const today = utcToday(now);
    const occurrence = occurrenceOf(input, today, car.mileage);
    const moved =
      occurrence.dueDate !== current.dueDate || occurrence.dueMileage !== current.dueMileage;
    const [row] = await tx
      .update(reminders)
      .set({
        ...formColumns(input),
        ...occurrence,
        ...(moved ? { notifiedAt: null, done: false } : {}),
        updatedAt: now,
      })
      .where(eq(reminders.id, reminderId))
      .returning();
    return toReminder(row!, today, car.mileage);
  });
  if (reminder) await checkRemindersSoon(app, vehicleId);
  return reminder;
}

/** Deletes a reminder of the owner's car; false when there is no such reminder. */
export async function deleteReminder(
  app: RemindersApp,
  vehicleId: string,
  ownerId: string,
  reminderId: string,
): Promise<boolean> {
  const deleted = await app.db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicleId, ownerId))) return [];
    return tx
      .delete(reminders)
      .where(and(eq(reminders.id, reminderId), eq(reminders.vehicleId, vehicleId)))
      .returning({ id: reminders.id });
  });
  return deleted.length > 0;
}

/**
 * Completes a reminder, from a logbook entry of the same car (its date, and its mileage or else the
 * car's) or today at the car's mileage: a repeating reminder moves to its next occurrence counted
 * from then, a one-off one is done. Null when the reminder, or the entry, is not on this car.
 */
export async function completeReminder(
  app: RemindersApp & ReminderCheckApp,
  vehicleId: string,
  ownerId: string,
  reminderId: string,
  { entryId }: ReminderCompleteInput,
  now: Date = new Date(),
): Promise<Reminder | null> {
  const reminder = await app.db.transaction(async (tx) => {
    const locked = await lockedReminder(tx, vehicleId, ownerId, reminderId);
    if (!locked) return null;
    const { car, current } = locked;
    const today = utcToday(now);
    let doneOn = today;
    let doneMileage = car.mileage;
    if (entryId != null) {
      const [entry] = await tx
        .select({ date: logbookEntries.entryDate, mileage: logbookEntries.mileage })
        .from(logbookEntries)
        .where(and(eq(logbookEntries.id, entryId), eq(logbookEntries.vehicleId, vehicleId)));
      if (!entry) return null;
      doneOn = entry.date;
      doneMileage = entry.mileage ?? car.mileage;
    }
    const repeating = current.everyMonths !== null || current.everyKm !== null;
    const [row] = await tx
      .update(reminders)
      .set({
        ...(repeating ? nextOccurrence(current, doneOn, doneMileage) : { done: true }),
        notifiedAt: null,
        lastDoneOn: doneOn,
        lastDoneMileage: doneMileage,
        lastDoneEntryId: entryId ?? null,
        updatedAt: now,
      })
      .where(eq(reminders.id, reminderId))
      .returning();
    return toReminder(row!, today, car.mileage);
  });
  if (reminder) await checkRemindersSoon(app, vehicleId);
  return reminder;
}
