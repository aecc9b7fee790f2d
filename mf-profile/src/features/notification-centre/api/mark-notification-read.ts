import { unreadCountSchema, type UnreadCount } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { markReadInCache } from './mark-read-in-cache';

/** Answers the unread count afterwards. */
export async function markNotificationRead(notificationId: string): Promise<UnreadCount> {
  const { request } = await import('@carclub/api-client');
  return request(unreadCountSchema, {
    method: 'POST',
    url: `/notifications/${encodeURIComponent(notificationId)}/read`,
  });
}

/** The cache is written here, not in mutate()'s callbacks: opening an item leaves the page. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }, notificationId) =>
      markReadInCache(queryClient, unread, (id) => id === notificationId),
  });
}
