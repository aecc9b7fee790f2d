/** Every cache key of mf-profile. */
export const profileKeys = {
  /** The signed-in user's own profile (GET /profile). */
  own: ['profile'] as const,
  /** The signed-in user's privacy switches (GET /profile/privacy). */
  privacy: ['profile', 'privacy'] as const,
};

/** Members as everyone sees them; by nickname as written, which the API matches ignoring case. */
export const memberKeys = {
  all: ['members'] as const,
  profile: (nickname: string) => ['members', nickname.toLowerCase(), 'profile'] as const,
  vehicles: (nickname: string, page: number) =>
    ['members', nickname.toLowerCase(), 'vehicles', page] as const,
};

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  states: (countryId: string) => ['reference', 'states', countryId] as const,
};
