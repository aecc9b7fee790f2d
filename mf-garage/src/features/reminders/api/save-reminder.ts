import type { Reminder, ReminderInput } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reminderKeys, remindersPath } from './keys';

export interface SaveReminder {
  vehicleId: string;
  /** Absent for a new reminder. */
  reminderId?: string;
  reminder: ReminderInput;
}

/** 201 (new) or 200 (saved, the whole form replaces it); 400 lists field errors or a full list. */
export async function saveReminder({
  vehicleId,
  reminderId,
  reminder,
}: SaveReminder): Promise<Reminder> {
  const [{ request }, { reminderSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  const list = remindersPath(vehicleId);
  return request(reminderSchema, {
    method: reminderId ? 'PUT' : 'POST',
    url: reminderId ? `${list}/${encodeURIComponent(reminderId)}` : list,
    data: reminder,
  });
}

export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminder,
    // A POST is not idempotent: a retry after a lost answer would add the reminder twice.
    retry: false,
    // The list's order and the others' nothing else: only the list is refetched.
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: reminderKeys.list(saved.vehicleId) }),
  });
}
