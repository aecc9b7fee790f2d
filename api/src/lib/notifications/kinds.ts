import {
  isSecurityNotification,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@carclub/contracts';

export interface ChannelChoice {
  inApp: boolean;
  email: boolean;
}

/**
 * What a member gets of each kind until they choose otherwise. Security notices are always mailed
 * (`emailLocked`); a moderator's decision on a car is mailed too, since the member may not visit
 * the site for a while. Kinds that future features add are in-app only by default: mail is opt-in.
 */
const DEFAULTS: Record<NotificationKind, ChannelChoice> = {
  newSignIn: { inApp: true, email: true },
  passwordChanged: { inApp: true, email: true },
  emailChangeRequested: { inApp: true, email: true },
  emailChangeConfirmed: { inApp: true, email: true },
  emailChangeCancelled: { inApp: true, email: true },
  vehicleHidden: { inApp: true, email: true },
  vehicleRestored: { inApp: true, email: true },
  // Like a car's: a moderator's decision about the member's own words, worth a mail.
  contentHidden: { inApp: true, email: true },
  contentRestored: { inApp: true, email: true },
  // The member asked to be reminded: a reminder nobody sees until they visit would miss its point.
  reminderDue: { inApp: true, email: true },
  // The answer to something the member asked of staff: like a moderator's decision, worth a mail.
  reportHandled: { inApp: true, email: true },
  // The conversation's own news: frequent, and read where it happens, so mail is opt-in (ADR 0156).
  comment: { inApp: true, email: false },
  reply: { inApp: true, email: false },
  mention: { inApp: true, email: false },
  like: { inApp: true, email: false },
  follower: { inApp: true, email: false },
};

export function defaultChoice(kind: NotificationKind): ChannelChoice {
  return DEFAULTS[kind];
}

/** A security notice cannot be switched off by e-mail. */
export const isEmailLocked = isSecurityNotification;

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}
