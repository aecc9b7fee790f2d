/** Every cache key of mf-profile. */
export const profileKeys = {
  /** The signed-in user's own profile (GET /profile). */
  own: ['profile'] as const,
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

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  states: (countryId: string) => ['reference', 'states', countryId] as const,
};
