import { notificationPreferencesSchema, type NotificationPreferences } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';

/** Every kind with its two switches; `emailLocked` for the security notices. */
export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const { request } = await import('@carclub/api-client');
  return request(notificationPreferencesSchema, {
    url: '/profile/notification-preferences',
    signal,
  });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.notificationPreferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
