import type { UnreadCount } from '@carclub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_QUERY_KEYS, queryClient } from '@carclub/session';

/** The bell's count. The client and the schemas load on demand: a guest's page needs neither. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<UnreadCount> {
  const [{ request }, { unreadCountSchema }] = await Promise.all([
    import('@carclub/api-client'),
    import('@carclub/contracts'),
  ]);
  return request(unreadCountSchema, { url: '/notifications/unread', signal });
}

/**
 * Kept fresh by the event stream (useNotificationStream), not by time or focus: refetched only
 * when the stream was down, and written by every answer that changes the count.
 */
export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_QUERY_KEYS.unread,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The page's one client, which the remotes share: mf-profile writes the count after marking read. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({ ...unreadNotificationsQueryOptions(), enabled }, queryClient);
}
