import type { Notification } from '@carclub/contracts';
import { Button, toast, ToastMessage } from '@carclub/ui';
import { toApiError } from '@carclub/api-client';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@carclub/router';

import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationContent } from '../notification-content';

/**
 * One notification: its text (a link to its subject, which opening marks read), its time, and
 * while unread a visible "New" tag (a word, not a colour only) and a "Mark as read" button.
 */
export function NotificationItem({
  notification,
  time,
}: {
  notification: Notification;
  time: string;
}) {
  const { t } = useTranslation('profile');
  const textId = useId();
  const newId = useId();
  const textRef = useRef<HTMLElement | null>(null);
  const markRead = useMarkNotificationRead();
  const content = notificationContent(t, notification);
  const unread = notification.readAt === null;

  const markAsRead = (afterwards?: () => void) =>
    markRead.mutate(notification.id, {
      onSuccess: afterwards,
      onError: (error) =>
        toast.error(
          <ToastMessage
            title={t('notificationCentre.markFailed')}
            description={toApiError(error).message}
          />,
        ),
    });

  return (
    <li className={unread ? 'nc-item nc-item--unread' : 'nc-item'}>
      <div className="nc-item__body">
        <p className="nc-item__text">
          {unread && (
            <span id={newId} className="nc-item__new">
              {t('notificationCentre.new')}
            </span>
          )}{' '}
          {content.href ? (
            <Link
              id={textId}
              data-notification-text
              ref={(node) => {
                textRef.current = node;
              }}
              to={content.href}
              // Said after the link's name when it has the focus: "…, New".
              aria-describedby={unread ? newId : undefined}
              onClick={() => unread && markAsRead()}
            >
              {content.text}
            </Link>
          ) : (
            <span
              id={textId}
              data-notification-text
              ref={(node) => {
                textRef.current = node;
              }}
              tabIndex={-1}
            >
              {content.text}
            </span>
          )}
        </p>
        <p className="nc-item__meta">
          <time dateTime={notification.createdAt}>{time}</time>
          {content.action && (
            <Link
              className="nc-item__action"
              to={content.action.href}
              onClick={() => unread && markAsRead()}
            >
              {content.action.label}
            </Link>
          )}
        </p>
      </div>
      {unread && (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={textId}
          loading={markRead.isPending}
          // The button goes once the item is read: the focus moves to the item's text.
          onClick={() => markAsRead(() => textRef.current?.focus())}
        >
          {t('notificationCentre.markRead')}
        </Button>
      )}
    </li>
  );
}
