import type { Reminder } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reminderKeys, remindersPath } from './keys';

export interface CompleteReminder {
  vehicleId: string;
  reminderId: string;
  /** The logbook entry that did it (its date and mileage count); none is today. */
  entryId: string | null;
}

/** The reminder after it: moved to its next occurrence, or done if it is a one-off. */
export async function completeReminder({
  vehicleId,
  reminderId,
  entryId,
}: CompleteReminder): Promise<Reminder> {
  const [{ request }, { reminderSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(reminderSchema, {
    method: 'POST',
    url: `${remindersPath(vehicleId)}/${encodeURIComponent(reminderId)}/complete`,
    data: entryId ? { entryId } : {},
  });
}

export function useCompleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeReminder,
    // Not idempotent: a repeating reminder would move on twice.
    retry: false,
    onSuccess: (done) =>
      queryClient.invalidateQueries({ queryKey: reminderKeys.list(done.vehicleId) }),
  });
}
