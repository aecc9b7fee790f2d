import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { IntentLink } from '../../components/intent-link';
import { useUnreadNotifications } from './api/get-unread-notifications';
import { useNotificationStream } from './hooks/use-notification-stream';
import { useRiseAnnouncement } from './hooks/use-rise-announcement';

/** More than this shows as "99+": the badge keeps its width, the label still says the number. */
export const BADGE_MAX = 99;

/**
 * The signed-in member's bell: a link to the notification centre whose name says the unread count
 * ("Notifications, 3 unread"), a badge with it, and a polite live region that speaks only when the
 * count has risen and settled (ADR 0075). It also keeps the notification stream open.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation('shell');
  useNotificationStream(userId);
  const { data } = useUnreadNotifications(true);
  const count = data?.unread;
  const describe = useCallback(
    (unread: number) => t('notifications.announcement', { count: unread }),
    [t],
  );
  const announcement = useRiseAnnouncement(count, describe);
  const unread = count ?? 0;

  return (
    <>
      <IntentLink
        to="/profile/notifications"
        className="notification-bell"
        aria-label={
          unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
        }
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M18 16v-5a6 6 0 0 0-12 0v5l-2 2h16l-2-2ZM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </IntentLink>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}
