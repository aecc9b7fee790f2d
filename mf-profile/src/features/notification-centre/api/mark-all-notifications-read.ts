import { unreadCountSchema, type UnreadCount } from '@carclub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { markReadInCache } from './mark-read-in-cache';

/** Answers the unread count afterwards (0, unless one arrived meanwhile). */
export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const { request } = await import('@carclub/api-client');
  return request(unreadCountSchema, { method: 'POST', url: '/notifications/read-all' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => markReadInCache(queryClient, unread, () => true),
  });
}
