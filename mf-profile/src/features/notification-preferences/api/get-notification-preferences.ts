import { request } from '@carclub/api-client';
import { notificationPreferencesSchema, type NotificationPreferences } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { profileKeys } from '../../../lib/api/query-keys';

/** Every kind with its two switches; `emailLocked` for the security notices. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
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
