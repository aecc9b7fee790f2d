import type { Reminder, ReminderFormInput } from '@carclub/contracts';

import type { App } from '../../src/app-type';
import type { Member } from './vehicle-fixtures';

export function remindersUrl(vehicleId: string, reminderId?: string, action?: 'complete'): string {
  const base = `/api/private-transport/${vehicleId}/reminders`;
  if (reminderId === undefined) return base;
  return action === undefined ? `${base}/${reminderId}` : `${base}/${reminderId}/${action}`;
}

/** A day `days` from today at UTC, `YYYY-MM-DD` (the day the API compares due dates with). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function addReminder(
  app: App,
  member: Member,
  vehicleId: string,
  payload: ReminderFormInput,
): Promise<Reminder> {
  const response = await app.inject({
    method: 'POST',
    url: remindersUrl(vehicleId),
    headers: member.headers,
    payload: payload as object,
  });
  if (response.statusCode !== 201) {
    throw new Error(`reminder not added: ${response.statusCode} ${response.body}`);
  }
  return response.json<Reminder>();
}
