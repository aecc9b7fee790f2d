import { logbookKeys } from '../../../lib/api/query-keys';

/**
 * Under the owner's logbook: an entry written or deleted moves the car's mileage, and with it the
 * reminders' statuses, so the logbook's own refresh refetches them too.
 */
export const reminderKeys = {
  list: (vehicleId: string) => [...logbookKeys.own(vehicleId), 'reminders'] as const,
};

/** The API's address of a car's reminders. */
export const remindersPath = (vehicleId: string) =>
  `/private-transport/${encodeURIComponent(vehicleId)}/reminders`;
