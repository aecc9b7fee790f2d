import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationPageSchema,
  type NotificationPage,
} from '@carclub/contracts';
import { NOTIFICATION_QUERY_KEYS } from '@carclub/session';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';

/** One page, newest first; `cursor` is the previous page's `nextCursor`, none for the newest. */
export async function getNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { request } = await import('@carclub/api-client');
  return request(notificationPageSchema, {
    url: '/notifications',
    params: { limit: NOTIFICATIONS_PAGE_SIZE, ...(cursor && { cursor }) },
    signal,
  });
}

/**
 * Under the shared key the shell invalidates when a notification arrives, so an open centre shows
 * it without a reload. Each page also says the unread count, which the bell then shows.
 */
export const notificationsQueryOptions = (onPage?: (page: NotificationPage) => void) =>
  infiniteQueryOptions({
    queryKey: NOTIFICATION_QUERY_KEYS.list,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotifications(pageParam, signal);
      onPage?.(page);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery(
    notificationsQueryOptions((page) =>
      queryClient.setQueryData(NOTIFICATION_QUERY_KEYS.unread, { unread: page.unread }),
    ),
  );
}
