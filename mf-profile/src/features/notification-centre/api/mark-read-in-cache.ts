import type { NotificationPage } from '@carclub/contracts';
import { NOTIFICATION_QUERY_KEYS } from '@carclub/session';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

type Pages = InfiniteData<NotificationPage, string | null>;

/**
 * After a notification (or every one) was marked read: the answer's count goes to the bell (the
 * shell's query), and the loaded pages show the change without being fetched again.
 */
export function markReadInCache(
  queryClient: QueryClient,
  unread: number,
  isMarked: (notificationId: string) => boolean,
): void {
  queryClient.setQueryData(NOTIFICATION_QUERY_KEYS.unread, { unread });
  const readAt = new Date().toISOString();
  queryClient.setQueryData<Pages>(NOTIFICATION_QUERY_KEYS.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) =>
              item.readAt === null && isMarked(item.id) ? { ...item, readAt } : item,
            ),
          })),
        }
      : data,
  );
}
