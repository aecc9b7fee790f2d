import { and, eq, gte, isNotNull, isNull, lte, not, or, type SQL } from 'drizzle-orm';

import { reminders, vehicles } from '../../db/schema';
import { describeError } from '../logger';
import {
  type NotifyApp,
  type RecordedNotifications,
  recordNotifications,
  sendRecorded,
} from '../notifications';
import { utcToday } from './schedule';

export interface DueCheckOptions {
  /** Only this car's reminders (after a logbook write); every car's without it. */
  vehicleId?: string;
  now?: Date;
}

/**
 * The due check, one job of the queue (or of the embedded database's timer): every reminder whose
 * current occurrence has come (its date is today or earlier at UTC, or the car's mileage has
 * reached its mileage) and whose owner was not yet told is claimed and notified. The claim is one
 * UPDATE that sets `notified_at` where it is still null, so of two checks at once, in one process
 * or in several, exactly one gets each reminder (the other waits for its row locks, then finds it
 * told). The claim and the notices in the centre commit together (ADR 0109): a process killed
 * before the commit leaves the reminders to the next check, one killed after it has stored them.
 * The live push and the e-mails go after the commit, so they are sent at most once. Returns how
 * many were notified.
 */
export async function checkDueReminders(
  app: NotifyApp,
  { vehicleId, now = new Date() }: DueCheckOptions = {},
): Promise<number> {
  const today = utcToday(now);
  const due: SQL = or(
    lte(reminders.dueDate, today),
    and(isNotNull(reminders.dueMileage), gte(vehicles.mileage, reminders.dueMileage)),
  )!;
  const recorded = await app.db.transaction(async (tx) => {
    const claimed = await tx
      .update(reminders)
      .set({ notifiedAt: now })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.id, reminders.vehicleId),
          isNull(reminders.notifiedAt),
          not(reminders.done),
          due,
          vehicleId === undefined ? undefined : eq(reminders.vehicleId, vehicleId),
        ),
      )
      .returning({
        id: reminders.id,
        title: reminders.title,
        dueDate: reminders.dueDate,
        dueMileage: reminders.dueMileage,
        vehicleId: vehicles.id,
        vehicleName: vehicles.name,
        ownerId: vehicles.ownerId,
      });
    const notices: RecordedNotifications<'reminderDue'>[] = [];
    for (const reminder of claimed) {
      notices.push(
        await recordNotifications(
          tx,
          [reminder.ownerId],
          'reminderDue',
          {
            vehicleId: reminder.vehicleId,
            vehicleName: reminder.vehicleName,
            reminderId: reminder.id,
            title: reminder.title,
            ...(reminder.dueDate === null ? {} : { dueDate: reminder.dueDate }),
            ...(reminder.dueMileage === null ? {} : { dueMileage: String(reminder.dueMileage) }),
          },
          { now },
        ),
      );
    }
    return notices;
  });

  for (const notice of recorded) {
    try {
      await sendRecorded(app, notice);
    } catch (error) {
      // Stored in the centre already, where the owner finds it: only what was not sent is lost.
      app.log.error({ error: describeError(error) }, 'reminder notification not pushed or mailed');
    }
  }
  return recorded.length;
}
