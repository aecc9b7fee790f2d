import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';

/** PUT every kind's choice; answers them as saved (a locked e-mail stays on whatever was sent). */
export async function updateNotificationPreferences(
  payload: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const { request } = await import('@carclub/api-client');
  return request(notificationPreferencesSchema, {
    method: 'PUT',
    url: '/profile/notification-preferences',
    data: payload,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.notificationPreferences, saved),
  });
}
