import type { ReminderListResponse } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { reminderKeys, remindersPath } from './keys';

/** The car's reminders, most urgent first, with the day and mileage their statuses come from. */
export async function getReminders(
  vehicleId: string,
  signal?: AbortSignal,
): Promise<ReminderListResponse> {
  const [{ request }, { reminderListResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(reminderListResponseSchema, { url: remindersPath(vehicleId), signal });
}

export const remindersQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: reminderKeys.list(vehicleId),
    queryFn: ({ signal }) => getReminders(vehicleId, signal),
  });

export function useReminders(vehicleId: string) {
  return useQuery(remindersQueryOptions(vehicleId));
}
