import { toApiError } from '@carclub/api-client';
import {
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonBlock,
  toast,
  ToastMessage,
} from '@carclub/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { groupByDay, localDay } from '../group-by-day';
import { NotificationItem } from './notification-item';
import '../notification-centre.css';

/** Today, Yesterday, else the date, in the interface language; times as it writes them. */
function useDayFormat() {
  const { t, i18n } = useTranslation('profile');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    return {
      day: (day: string, now = new Date()) => {
        const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
        if (day === localDay(now)) return t('notificationCentre.today');
        if (day === localDay(yesterday)) return t('notificationCentre.yesterday');
        const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
        return date.format(new Date(year, month - 1, dayOfMonth));
      },
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [locale, t]);
}

function CentreSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Skeleton label={t('notificationCentre.loading')} className="nc-skeleton">
      <SkeletonBlock shape="rect" height="1.5rem" width="8rem" />
      {Array.from({ length: 4 }, (_, index) => (
        <SkeletonBlock key={index} shape="rect" height="4rem" />
      ))}
    </Skeleton>
  );
}

/**
 * The member's notifications, newest first, by day; unread ones marked; a page of 20 at a time
 * ("Load more", by cursor). The list stays current while open: the shell invalidates it when a
 * notification arrives.
 */
export function NotificationCentre() {
  const { t } = useTranslation('profile');
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const format = useDayFormat();
  const listRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  // The index of the first item of a page loaded by "Load more", until it is shown and focused.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const texts = listRef.current?.querySelectorAll<HTMLElement>('[data-notification-text]');
    const first = texts?.[focusFrom.current];
    if (!first) return;
    focusFrom.current = null;
    // While more remain, the focus stays on "Load more"; on the last page the button goes.
    if (!query.hasNextPage) first.focus();
  });

  // A failed "Load more" keeps the pages already shown.
  if (query.data === undefined) {
    if (query.isPending) return <CentreSkeleton />;
    return (
      <ErrorState
        title={t('notificationCentre.loadFailed')}
        message={toApiError(query.error).message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={2}
      />
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const unread = query.data.pages.at(-1)?.unread ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('notificationCentre.emptyTitle')}
        description={t('notificationCentre.emptyDescription')}
        headingLevel={2}
      />
    );
  }

  const markAllRead = () => {
    if (unread === 0 || markAll.isPending) return;
    markAll.mutate(undefined, {
      onSuccess: () => {
        // The button is disabled now: the focus moves to the count, which says "All read".
        countRef.current?.focus();
        toast.success(t('notificationCentre.allMarked'));
      },
      onError: (error) =>
        toast.error(
          <ToastMessage
            title={t('notificationCentre.markFailed')}
            description={toApiError(error).message}
          />,
        ),
    });
  };

  const loadMore = async () => {
    focusFrom.current = items.length;
    const result = await query.fetchNextPage();
    if (result.isError) focusFrom.current = null;
  };

  return (
    <div className="nc" ref={listRef}>
      <div className="nc__toolbar">
        <p className="nc__count" ref={countRef} tabIndex={-1}>
          {unread > 0
            ? t('notificationCentre.unread', { count: unread })
            : t('notificationCentre.allRead')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={markAllRead}
        >
          {t('notificationCentre.markAllRead')}
        </Button>
      </div>
      {groupByDay(items).map((group) => (
        <section key={group.day} className="nc__day" aria-labelledby={`nc-day-${group.day}`}>
          <h2 id={`nc-day-${group.day}`} className="nc__day-title">
            {format.day(group.day)}
          </h2>
          <ul className="nc__list">
            {group.items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                time={format.time(notification.createdAt)}
              />
            ))}
          </ul>
        </section>
      ))}
      {query.isFetchNextPageError && (
        <p className="nc__more-failed" role="alert">
          {t('notificationCentre.loadMoreFailed')}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          className="nc__more"
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void loadMore()}
        >
          {t('notificationCentre.loadMore')}
        </Button>
      )}
    </div>
  );
}
