import type { MyRemindersResponse } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { MY_REMINDERS_PATH, reminderKeys } from './keys';

/** Every reminder of the member's cars, what is due first at the top (ADR 0129), each with its car. */
export async function getMyReminders(signal?: AbortSignal): Promise<MyRemindersResponse> {
  const [{ request }, { myRemindersResponseSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(myRemindersResponseSchema, { url: MY_REMINDERS_PATH, signal });
}

export const myRemindersQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.mine,
    queryFn: ({ signal }) => getMyReminders(signal),
    // Whatever changed on a car's own pages (a reminder, a logbook entry moving the mileage) shows
    // when the member comes back here: the cached list at once, then the fresh one.
    staleTime: 0,
  });

export function useMyReminders() {
  return useQuery(myRemindersQueryOptions());
}
