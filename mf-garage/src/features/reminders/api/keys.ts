import { logbookKeys, vehicleKeys } from '../../../lib/api/query-keys';

/**
 * Under the owner's logbook: an entry written or deleted moves the car's mileage, and with it the
 * reminders' statuses, so the logbook's own refresh refetches them too.
 */
export const reminderKeys = {
  list: (vehicleId: string) => [...logbookKeys.own(vehicleId), 'reminders'] as const,
  /** Every car's, `/my/reminders`: under the owner's vehicles, which a car's change refreshes. */
  mine: [...vehicleKeys.own, 'reminders'] as const,
};

/** The API's address of every reminder of the member's cars. */
export const MY_REMINDERS_PATH = '/private-transport/reminders';

/** The API's address of a car's reminders. */
export const remindersPath = (vehicleId: string) =>
  `/private-transport/${encodeURIComponent(vehicleId)}/reminders`;
