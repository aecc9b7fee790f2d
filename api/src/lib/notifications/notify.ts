import type { NotificationData, NotificationKind } from '@carclub/contracts';
import { and, eq } from 'drizzle-orm';

import type { App } from '../../app-type';
import { notificationPreferences, users } from '../../db/schema';
import { isMailedNotificationKind, renderNotificationMail } from '../../mail/notification-mails';
import { describeError } from '../logger';
import { insertCounting, toNotification } from './centre';
import { isEmailLocked } from './kinds';
import { resolveChoice } from './preferences';
import { unsubscribeToken } from './unsubscribe';

/** What notifying uses of the app. */
export type NotifyApp = Pick<
  App,
  'db' | 'notificationHub' | 'unsubscribeKey' | 'mailer' | 'log' | 'config' | 'backgroundTasks'
>;

export interface NotifyOptions {
  /** When it happened (tests move the clock). */
  now?: Date;
  /**
   * The flow that caused it has mailed the member already (the e-mail change's own messages), so
   * this notice adds no e-mail of its own.
   */
  mailedByFlow?: boolean;
}

/**
 * Records and delivers one notification, as the member chose: in the centre (and live on every
 * open bell, through the database's NOTIFY) and by e-mail in the member's language. Returns once
 * both are done; a member who no longer exists gets nothing.
 */
export async function deliverNotification<K extends NotificationKind>(
  app: NotifyApp,
  userId: string,
  kind: K,
  data: NotificationData[K],
  { now = new Date(), mailedByFlow = false }: NotifyOptions = {},
): Promise<void> {
  // One round trip for the member and their choice, one for the row and the new count, one for
  // the NOTIFY: a burst of deliveries on the embedded database runs them one at a time.
  const [user] = await app.db
    .select({
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      inApp: notificationPreferences.inApp,
      emailChosen: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(eq(users.id, userId));
  if (user === undefined) return;
  const choice = resolveChoice(kind, user.inApp, user.emailChosen);

  if (choice.inApp) {
    const { row, unread } = await insertCounting(app.db, {
      userId,
      kind,
      data,
      // The API's time, to the millisecond, so that the centre's page boundaries compare exactly.
      createdAt: now,
    });
    await app.notificationHub.publish(userId, { unread, notification: toNotification(row) });
  }

  if (choice.email && !mailedByFlow && isMailedNotificationKind(kind)) {
    const siteUrl = app.config.publicUrl.replace(/\/+$/, '');
    const token = isEmailLocked(kind)
      ? undefined
      : unsubscribeToken(app.unsubscribeKey, userId, kind);
    const mail = renderNotificationMail(kind, {
      lang: user.language,
      nickname: user.nickname,
      data: data as NotificationData[typeof kind],
      at: now,
      siteUrl,
      unsubscribeLink:
        token === undefined
          ? undefined
          : `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    // RFC 8058: a mail client may offer "unsubscribe" and POST to this address without a browser.
    const headers =
      token === undefined
        ? undefined
        : {
            'List-Unsubscribe': `<${siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          };
    await app.mailer.send({ to: user.email, ...mail, headers });
  }
}

/**
 * The one entry point of every feature that notifies a member: `notify(app, userId, kind, data)`.
 * It never delays or fails the caller's answer: the work runs after it, and a failure is logged
 * (by kind, never the member's data).
 */
export function notify<K extends NotificationKind>(
  app: NotifyApp,
  userId: string,
  kind: K,
  data: NotificationData[K],
  options: NotifyOptions = {},
): void {
  const now = options.now ?? new Date();
  app.backgroundTasks.run(`notify ${kind}`, async () => {
    try {
      await deliverNotification(app, userId, kind, data, { ...options, now });
    } catch (error) {
      app.log.error({ kind, error: describeError(error) }, 'notification could not be delivered');
    }
  });
}
