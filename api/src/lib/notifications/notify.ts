import type { NotificationData, NotificationKind } from '@carclub/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { notificationPreferences, notifications, users } from '../../db/schema';
import {
  isMailedNotificationKind,
  type MailedNotificationKind,
  renderNotificationMail,
} from '../../mail/notification-mails';
import { describeError } from '../logger';
import { insertCounting, toNotification, unreadCount } from './centre';
import { type ChannelChoice, isEmailLocked } from './kinds';
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
export function deliverNotification<K extends NotificationKind>(
  app: NotifyApp,
  userId: string,
  kind: K,
  data: NotificationData[K],
  options: NotifyOptions = {},
): Promise<void> {
  return deliverToMembers(app, [userId], kind, data, options);
}

/** Members per statement: five parameters a row stays far below PostgreSQL's 65,535. */
const BATCH_SIZE = 1_000;

/**
 * The same notification to many members at once (one event that concerns them all), as each of
 * them chose. Whatever their number, each batch costs three round trips: the members and their
 * choices, the rows with every new count, and one NOTIFY statement for every open bell.
 */
export async function deliverToMembers<K extends NotificationKind>(
  app: NotifyApp,
  userIds: readonly string[],
  kind: K,
  data: NotificationData[K],
  options: NotifyOptions = {},
): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    await sendRecorded(app, await recordNotifications(app.db, batch, kind, data, options));
  }
}

type Recipient = { id: string; email: string; nickname: string; language: string };

/** The members who still exist among `userIds`, each with their choice for `kind`. */
async function membersChoosing(
  db: Database,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<{ member: Recipient; choice: ChannelChoice }[]> {
  const members = await db
    .select({
      id: users.id,
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
    .where(inArray(users.id, [...new Set(userIds)]));
  return members.map(({ inApp, emailChosen, ...member }) => ({
    member,
    choice: resolveChoice(kind, inApp, emailChosen),
  }));
}

/** Notifications stored in the centre, and what is still to go out once they are committed. */
export interface RecordedNotifications<K extends NotificationKind> {
  kind: K;
  data: NotificationData[K];
  now: Date;
  stored: { row: typeof notifications.$inferSelect; unread: number }[];
  /** The members who chose this kind by e-mail (none when the flow mailed them itself). */
  mailTo: Recipient[];
}

/**
 * The database's half of notifying, which a caller may run in its own transaction so that the
 * notices are stored together with the change they tell of: each member's choice, and the rows
 * of those who want it in the centre. At most BATCH_SIZE distinct members.
 */
export async function recordNotifications<K extends NotificationKind>(
  db: Database,
  userIds: readonly string[],
  kind: K,
  data: NotificationData[K],
  { now = new Date(), mailedByFlow = false }: NotifyOptions = {},
): Promise<RecordedNotifications<K>> {
  const chosen = await membersChoosing(db, userIds, kind);
  const stored = await insertCounting(
    db,
    // The API's time, to the millisecond, so that the centre's page boundaries compare exactly.
    chosen
      .filter(({ choice }) => choice.inApp)
      .map(({ member }) => ({ userId: member.id, kind, data, createdAt: now })),
  );
  const mailed: NotificationKind = kind;
  const mailTo =
    mailedByFlow || !isMailedNotificationKind(mailed)
      ? []
      : chosen.filter(({ choice }) => choice.email).map(({ member }) => member);
  return { kind, data, now, stored, mailTo };
}

/**
 * The rest of notifying, after the rows are committed: the live push to every open bell, then
 * each e-mail. Neither can be taken back, so neither belongs in a transaction.
 */
export async function sendRecorded<K extends NotificationKind>(
  app: NotifyApp,
  { kind, data, now, stored, mailTo }: RecordedNotifications<K>,
): Promise<void> {
  await app.notificationHub.publish(
    stored.map(({ row, unread }) => ({
      userId: row.userId,
      event: { unread, notification: toNotification(row) },
    })),
  );
  const mailed: NotificationKind = kind;
  if (!isMailedNotificationKind(mailed)) return;
  for (const member of mailTo) {
    // One refused address must not cost the members after it their mail.
    try {
      await mailNotification(app, member, mailed, data as NotificationData[typeof mailed], now);
    } catch (error) {
      app.log.error({ kind, error: describeError(error) }, 'notification e-mail not sent');
    }
  }
}

async function mailNotification<K extends MailedNotificationKind>(
  app: NotifyApp,
  member: Recipient,
  kind: K,
  data: NotificationData[K],
  now: Date,
): Promise<void> {
  const siteUrl = app.config.publicUrl.replace(/(?<!\/)\/+$/, '');
  const token = isEmailLocked(kind)
    ? undefined
    : unsubscribeToken(app.unsubscribeKey, member.id, kind);
  const mail = renderNotificationMail(kind, {
    lang: member.language,
    nickname: member.nickname,
    data,
    at: now,
    siteUrl,
    unsubscribeLink:
      token === undefined ? undefined : `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
  });
  // RFC 8058: a mail client may offer "unsubscribe" and POST to this address without a browser.
  const headers =
    token === undefined
      ? undefined
      : {
          'List-Unsubscribe': `<${siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
  await app.mailer.send({ to: member.email, ...mail, headers });
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

/**
 * The data fields that name a grouped notice's subject: a notice of the kind whose data has these
 * values (null: the field is absent) is the same group.
 */
export type NotificationGroup = Record<string, string | null>;

/**
 * A notice that gathers events while it is unread (ADR 0156: "X and 5 others liked …"): the
 * member's unread notice of `kind` and `group`, if there is one, is rewritten with `build`'s data
 * and moved to the top; otherwise a new one is stored. `build` gets the notice's current data
 * (undefined for a new one) and the transaction to count in. Members are served one batch at a
 * time (their row is locked), so two events at once never make two notices. E-mail, when chosen,
 * goes for the first event of a batch only. Runs after the answer, like `notify`.
 */
export function notifyGrouped<K extends NotificationKind>(
  app: NotifyApp,
  userId: string,
  kind: K,
  group: NotificationGroup,
  build: (db: Database, current: NotificationData[K] | undefined) => Promise<NotificationData[K]>,
  { now = new Date() }: { now?: Date } = {},
): void {
  app.backgroundTasks.run(`notify ${kind}`, async () => {
    try {
      await deliverGrouped(app, userId, kind, group, build, now);
    } catch (error) {
      app.log.error({ kind, error: describeError(error) }, 'notification could not be delivered');
    }
  });
}

/** `notifyGrouped`'s work, awaited (tests call it directly). */
export async function deliverGrouped<K extends NotificationKind>(
  app: NotifyApp,
  userId: string,
  kind: K,
  group: NotificationGroup,
  build: (db: Database, current: NotificationData[K] | undefined) => Promise<NotificationData[K]>,
  now: Date = new Date(),
): Promise<void> {
  const [chosen] = await membersChoosing(app.db, [userId], kind);
  if (chosen === undefined) return;
  const { member, choice } = chosen;
  let data: NotificationData[K];
  let started = true;
  if (choice.inApp) {
    const stored = await app.db.transaction(async (tx) => {
      // NO KEY UPDATE: serialises this member's batches without holding up rows that reference them.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      const sameGroup = Object.entries(group).map(([field, value]) =>
        value === null
          ? sql`${notifications.data} ->> ${field} IS NULL`
          : sql`${notifications.data} ->> ${field} = ${value}`,
      );
      const [open] = await tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            isNull(notifications.readAt),
            ...sameGroup,
          ),
        )
        .orderBy(desc(notifications.createdAt))
        .limit(1);
      const next = await build(tx, open?.data as NotificationData[K] | undefined);
      if (open === undefined) {
        const [inserted] = await insertCounting(tx, [{ userId, kind, data: next, createdAt: now }]);
        return { data: next, started: true, ...inserted! };
      }
      const [row] = await tx
        .update(notifications)
        .set({ data: next, createdAt: now })
        .where(eq(notifications.id, open.id))
        .returning();
      return { data: next, started: false, row: row!, unread: await unreadCount(tx, userId) };
    });
    ({ data, started } = stored);
    await app.notificationHub.publish([
      { userId, event: { unread: stored.unread, notification: toNotification(stored.row) } },
    ]);
  } else {
    data = await build(app.db, undefined);
  }
  const mailed: NotificationKind = kind;
  if (started && choice.email && isMailedNotificationKind(mailed)) {
    await mailNotification(app, member, mailed, data as NotificationData[typeof mailed], now);
  }
}
