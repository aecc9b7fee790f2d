import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reminderKeys, remindersPath } from './keys';

export interface ReminderToDelete {
  vehicleId: string;
  reminderId: string;
}

/** 204 when gone; 404 when it was already (another tab). */
export async function deleteReminder({ vehicleId, reminderId }: ReminderToDelete) {
  const { request } = await import('@carclub/api-client');
  return request({
    method: 'DELETE',
    url: `${remindersPath(vehicleId)}/${encodeURIComponent(reminderId)}`,
  });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    // Gone either way (deleted now, or before in another tab): the list must not show it.
    onSettled: (_data, _error, { vehicleId }) =>
      queryClient.invalidateQueries({ queryKey: reminderKeys.list(vehicleId) }),
  });
}
