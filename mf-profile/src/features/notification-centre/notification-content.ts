import { carRemindersPage, editCarPage, memberPage } from '@carclub/contracts/page-paths';
import {
  type ConversationNotificationData,
  conversationPage,
  isSecurityNotification,
  NOTIFICATION_KINDS,
  notificationDataSchemas,
  type Notification,
  type NotificationData,
  type NotificationKind,
} from '@carclub/contracts';
import type { TFunction } from 'i18next';

/** Where the security notices lead: the tab with devices, password and e-mail. */
export const SECURITY_SETTINGS_PATH = '/profile/settings?tab=security';

export interface NotificationContent {
  text: string;
  /** The page of its subject; none for a kind this client does not know. */
  href: string | null;
  /** A second link beside the text, e.g. "This wasn't me" of a new sign-in. */
  action?: { label: string; href: string };
}

const isKnownKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

type Known = { [K in NotificationKind]: { kind: K; data: NotificationData[K] } }[NotificationKind];

/** The kind and its data, checked; null for a kind or data from a newer server. */
function known(notification: Notification): Known | null {
  const { kind, data } = notification;
  if (!isKnownKind(kind)) return null;
  const parsed = notificationDataSchemas[kind].safeParse(data);
  return parsed.success ? ({ kind, data: parsed.data } as Known) : null;
}

function newSignInText(t: TFunction<'profile'>, { browser, os }: NotificationData['newSignIn']) {
  const texts = 'notificationCentre.kinds.newSignIn';
  if (browser && os) return t(`${texts}.browserOnOs`, { browser, os });
  if (browser) return t(`${texts}.browser`, { browser });
  if (os) return t(`${texts}.os`, { os });
  return t(`${texts}.unknownDevice`);
}

/**
 * A notification as the centre shows it: its text in the interface language, from its data, and
 * the page of its subject. A new kind needs a case here (the switch is exhaustive, so the
 * compiler asks for it); until a client has it, the item shows a generic text.
 */
export function notificationContent(
  t: TFunction<'profile'>,
  notification: Notification,
): NotificationContent {
  const item = known(notification);
  if (!item) return { text: t('notificationCentre.kinds.unknown'), href: null };
  const href = isSecurityNotification(item.kind) ? SECURITY_SETTINGS_PATH : null;
  switch (item.kind) {
    case 'newSignIn':
      return {
        text: newSignInText(t, item.data),
        href: SECURITY_SETTINGS_PATH,
        action: {
          label: t('notificationCentre.kinds.newSignIn.notMe'),
          href: SECURITY_SETTINGS_PATH,
        },
      };
    case 'passwordChanged':
    case 'emailChangeCancelled':
      return { text: t(`notificationCentre.kinds.${item.kind}`), href };
    case 'emailChangeRequested':
      return {
        text: t('notificationCentre.kinds.emailChangeRequested', { newEmail: item.data.newEmail }),
        href,
      };
    case 'emailChangeConfirmed':
      return {
        text: t('notificationCentre.kinds.emailChangeConfirmed', { email: item.data.email }),
        href,
      };
    case 'vehicleHidden':
    case 'vehicleRestored':
      return {
        text: t(`notificationCentre.kinds.${item.kind}`, { vehicleName: item.data.vehicleName }),
        href: editCarPage(item.data.vehicleId),
      };
    case 'contentHidden':
    case 'contentRestored':
      return {
        text: t(`notificationCentre.kinds.${item.kind}.${item.data.contentKind}`, {
          title: item.data.title,
        }),
        href: item.data.path,
      };
    case 'reminderDue':
      return {
        text: t('notificationCentre.kinds.reminderDue', {
          title: item.data.title,
          vehicleName: item.data.vehicleName,
        }),
        // The car's reminders page (mf-garage), where the due one is marked done.
        href: carRemindersPage(item.data.vehicleId),
      };
    case 'reportHandled': {
      const { outcome, subjectName } = item.data;
      // Only the outcome: no page to open (a hidden car has none), no moderator named.
      return {
        text:
          subjectName === undefined
            ? t(`notificationCentre.kinds.reportHandled.${outcome}Unnamed`)
            : t(`notificationCentre.kinds.reportHandled.${outcome}`, { name: subjectName }),
        href: null,
      };
    }
    case 'comment':
      return {
        text: t(
          `notificationCentre.kinds.comment.${item.data.subjectKind}`,
          conversation(item.data),
        ),
        href: conversationPage(item.data),
      };
    case 'reply':
    case 'mention':
      return {
        text: t(`notificationCentre.kinds.${item.kind}`, conversation(item.data)),
        href: conversationPage(item.data),
      };
    case 'like': {
      const liked = item.data.commentId === undefined ? item.data.subjectKind : 'comment';
      const others = Number(item.data.others);
      return {
        text:
          others > 0
            ? t(`notificationCentre.kinds.like.${liked}AndOthers`, {
                ...conversation(item.data),
                count: others,
              })
            : t(`notificationCentre.kinds.like.${liked}`, conversation(item.data)),
        href: conversationPage(item.data),
      };
    }
    case 'follower': {
      const { by } = item.data;
      const others = Number(item.data.others);
      return {
        text:
          others > 0
            ? t('notificationCentre.kinds.follower.andOthers', { by, count: others })
            : t('notificationCentre.kinds.follower.one', { by }),
        // The latest follower's page, where following back is one click.
        href: memberPage(by),
      };
    }
  }
}

/** Who and what a conversation's text names. */
const conversation = ({ by, subjectTitle }: ConversationNotificationData) => ({
  by,
  title: subjectTitle,
});
