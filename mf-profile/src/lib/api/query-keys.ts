import { PUBLIC_QUERY_KEYS } from '@carclub/session';

/** Every cache key of mf-profile. */
export const profileKeys = {
  /** The signed-in user's own profile (GET /profile). */
  own: ['profile'] as const,
  /** The signed-in user's privacy switches (GET /profile/privacy). */
  privacy: ['profile', 'privacy'] as const,
  /** Which notifications go in-app and by e-mail (GET /profile/notification-preferences). */
  notificationPreferences: ['profile', 'notification-preferences'] as const,
};

/** Members as everyone sees them; by nickname as written, which the API matches ignoring case. */
export const memberKeys = {
  // Shared: mf-garage marks them stale when a car changes (@carclub/session).
  all: PUBLIC_QUERY_KEYS.members,
  profile: PUBLIC_QUERY_KEYS.member,
  vehicles: PUBLIC_QUERY_KEYS.memberVehicles,
  /**
   * Who follows them or whom they follow; `own` when the member reads their own (ADR 0165). Under
   * `members`, which the kit's Follow button marks stale.
   */
  follows: (nickname: string, list: 'followers' | 'following', own: boolean) =>
    [...PUBLIC_QUERY_KEYS.members, nickname.toLowerCase(), list, own ? 'own' : 'public'] as const,
};

/** The Security tab's; apart from `profileKeys.own`, whose invalidation must not reach them. */
export const securityKeys = {
  /** Whether the account is known to have no password (learnt from a 403, see no-password.ts). */
  noPassword: ['security', 'no-password'] as const,
  /** The signed-in devices (GET /profile/sessions). */
  sessions: ['security', 'sessions'] as const,
  /** The e-mail change waiting for its confirmation (GET /profile/email-change). */
  emailChange: ['security', 'email-change'] as const,
};

/** The views of the member's cars (GET /profile/analytics); apart from `profileKeys.own`. */
export const analyticsKeys = {
  vehicles: ['analytics', 'vehicles'] as const,
};

/** The signed-in member's trust level (ADR 0153); their mutes are the kit's `MUTES_QUERY_KEY`. */
export const communityKeys = {
  trust: ['community', 'trust'] as const,
};

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  states: (countryId: string) => ['reference', 'states', countryId] as const,
};
