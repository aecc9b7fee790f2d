import { z } from 'zod';

import { idSchema } from './fields';
import { LANGUAGES } from './languages';
import { logbookEntryPage, postPage } from './page-paths';
import { cursorQueryField } from './pagination';
import { REPORT_SUBJECT_TYPES } from './reports';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * Everything that notifies a member. A new feature adds its kind here (with its data below, its
 * texts in uk and en, its link in mf-profile and its e-mail in the API) and calls
 * `notify(userId, kind, data)` (api/src/lib/notifications).
 */
export const NOTIFICATION_KINDS = [
  /** A sign-in from a browser this account had not used before. */
  'newSignIn',
  'passwordChanged',
  'emailChangeRequested',
  'emailChangeConfirmed',
  'emailChangeCancelled',
  /** A moderator hid one of the member's cars from the public pages, or showed it again. */
  'vehicleHidden',
  'vehicleRestored',
  /** A moderator hid one of the member's posts or comments, or showed it again (ADR 0159). */
  'contentHidden',
  'contentRestored',
  /** One of the member's car reminders became due (its date came or its mileage was reached). */
  'reminderDue',
  /** Staff closed a report the member filed: resolved or dismissed (never who decided). */
  'reportHandled',
  /** Someone commented on the member's post or logbook entry (ADR 0156). */
  'comment',
  /** Someone replied to the member's comment. */
  'reply',
  /** Someone mentioned the member (`@nickname`) in a comment. */
  'mention',
  /** Members liked the member's post, entry or comment: one notice per thing while it is unread. */
  'like',
  /** Members began to follow the member (ADR 0164): one notice while it is unread. */
  'follower',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: V.invalidFormat });
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Security notices: they always go by e-mail (the member cannot switch that off), because the mail
 * is how a member whose account someone else uses finds out.
 */
export const SECURITY_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'newSignIn',
  'passwordChanged',
  'emailChangeRequested',
  'emailChangeConfirmed',
  'emailChangeCancelled',
];

export function isSecurityNotification(kind: NotificationKind): boolean {
  return SECURITY_NOTIFICATION_KINDS.includes(kind);
}

const vehicleSubject = { vehicleId: z.string(), vehicleName: z.string() };
const contentSubject = {
  contentKind: z.enum(['post', 'comment']),
  title: z.string(),
  path: z.string(),
};

/**
 * What a conversation's notice names and links to (ADR 0156): its post or logbook entry, by the
 * parts of the page's address as they were when it was sent, and the comment (its anchor).
 */
const conversationSubject = {
  discussionId: z.string(),
  subjectKind: z.enum(['post', 'logbookEntry']),
  /** The post's or the entry's title. */
  subjectTitle: z.string(),
  /** The post's author or the car's owner: the first part of the page's address. */
  ownerNickname: z.string(),
  /** A post's slug, or an entry's car's slug. */
  slug: z.string(),
  /** The entry's id (absent for a post). */
  entryId: z.string().optional(),
  commentId: z.string().optional(),
  /** Who commented, replied, mentioned or liked last. */
  by: z.string(),
};

/** The strings each kind's text and link need; stored with the notification, never a secret. */
export const notificationDataSchemas = {
  newSignIn: z.object({ browser: z.string().optional(), os: z.string().optional() }),
  passwordChanged: z.object({}),
  emailChangeRequested: z.object({ newEmail: z.string() }),
  emailChangeConfirmed: z.object({ email: z.string() }),
  emailChangeCancelled: z.object({}),
  /** `reason`: the moderator's, also on the car's edit page; absent in notices from before it. */
  vehicleHidden: z.object({ ...vehicleSubject, reason: z.string().optional() }),
  vehicleRestored: z.object(vehicleSubject),
  /**
   * `title`: the post's, or for a comment the title of the post or entry it is under; `path`: the
   * page it is on, where its author still sees it (with the reason while it is hidden).
   */
  contentHidden: z.object({ ...contentSubject, reason: z.string().optional() }),
  contentRestored: z.object(contentSubject),
  /** What was due: its date (`YYYY-MM-DD`) and mileage (km, in digits), whichever it has. */
  reminderDue: z.object({
    ...vehicleSubject,
    reminderId: z.string(),
    title: z.string(),
    dueDate: z.string().optional(),
    dueMileage: z.string().optional(),
  }),
  /** The subject as it was named when the report was closed; absent when it was deleted. */
  reportHandled: z.object({
    outcome: z.enum(['resolved', 'dismissed']),
    subjectType: z.enum(REPORT_SUBJECT_TYPES),
    subjectName: z.string().optional(),
  }),
  comment: z.object({ ...conversationSubject, commentId: z.string() }),
  reply: z.object({ ...conversationSubject, commentId: z.string() }),
  mention: z.object({ ...conversationSubject, commentId: z.string() }),
  /**
   * `commentId` when a comment was liked, else the post or entry was. `others`: how many more
   * members liked it since `since` (ISO time of the first like of the batch), in digits.
   */
  like: z.object({ ...conversationSubject, others: z.string(), since: z.string() }),
  /** `by`: the latest new follower; `others`: how many more began to since `since`, in digits. */
  follower: z.object({ by: z.string(), others: z.string(), since: z.string() }),
} satisfies Record<NotificationKind, z.ZodType>;
export type NotificationData = {
  [K in NotificationKind]: z.infer<(typeof notificationDataSchemas)[K]>;
};

/** The kinds about a conversation, whose data names a post or entry and a comment. */
export type ConversationNotificationData = NotificationData[
  'comment' | 'reply' | 'mention' | 'like'];

/**
 * The page a conversation's notice opens: the entry's or the post's, at the comment when it names
 * one (the thread's anchor `#comment-{id}`).
 */
export function conversationPage(data: ConversationNotificationData): string {
  const page =
    data.subjectKind === 'logbookEntry' && data.entryId !== undefined
      ? logbookEntryPage({ nickname: data.ownerNickname, slug: data.slug }, data.entryId)
      : postPage({ nickname: data.ownerNickname, slug: data.slug });
  return data.commentId === undefined
    ? page
    : `${page}#comment-${encodeURIComponent(data.commentId)}`;
}

/**
 * One notification as the centre shows it. `data` is typed per kind by `notificationDataSchemas`;
 * on the wire it is a plain record so that a client older than the server still lists a new kind.
 */
export const notificationSchema = z.object({
  id: idSchema,
  kind: z.string(),
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** `?cursor=` is the previous page's `nextCursor`; without it the newest come first. */
export const notificationListQuerySchema = z.object({
  cursor: cursorQueryField,
  limit: z.coerce
    .number({ error: V.invalidFormat })
    .int({ error: V.invalidFormat })
    .min(1, { error: V.invalidFormat })
    .max(NOTIFICATIONS_MAX_PAGE_SIZE, { error: V.invalidFormat })
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Newest first; `nextCursor` is null on the last page. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({
  notificationId: z.uuid({ error: V.invalidFormat }),
});

/**
 * What the event stream (`GET /api/notifications/stream`, Server-Sent Events) sends: event `unread`
 * on connecting and after every change of the count, with the new notification when one arrived.
 */
export const notificationStreamEventSchema = z.object({
  unread: z.number().int().min(0),
  notification: notificationSchema.optional(),
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;

/**
 * The stream's event `reports`, sent only to staff who handle reports: on connecting and whenever a
 * report is filed or closed, the number of open reports (the dashboard's navigation shows it).
 */
export const openReportsEventSchema = z.object({ open: z.number().int().min(0) });
export type OpenReportsEvent = z.infer<typeof openReportsEventSchema>;

/** One row of Settings → Notifications. `emailLocked`: a security notice, always mailed. */
export const notificationPreferenceSchema = z.object({
  kind: notificationKindSchema,
  inApp: z.boolean({ error: V.invalidFormat }),
  email: z.boolean({ error: V.invalidFormat }),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema.extend({ emailLocked: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Kinds left out keep their current choice. */
export const updateNotificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema).max(NOTIFICATION_KINDS.length * 2),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** The one-click unsubscribe of a notification e-mail; the token is the mail's, no sign-in needed. */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string({ error: V.invalidFormat })
    .max(300, { error: V.invalidFormat })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: V.invalidFormat }),
});
export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema });
/**
 * What an unsubscribe link would do, asked when its page opens (nothing changes until the visitor
 * confirms): its kind, and whether those e-mails are still on.
 */
export const unsubscribeCheckSchema = z.object({
  kind: notificationKindSchema,
  emailOn: z.boolean(),
});
export type UnsubscribeCheck = z.infer<typeof unsubscribeCheckSchema>;

/** The interface language the member uses, kept on the account for the e-mails sent later. */
export const ACCOUNT_LANGUAGES = LANGUAGES;
export const accountLanguageSchema = z.object({
  language: z.enum(ACCOUNT_LANGUAGES, { error: V.invalidFormat }),
});
