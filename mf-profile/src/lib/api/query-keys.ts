/** Every cache key of mf-profile. */
export const profileKeys = {
  /** The signed-in user's own profile (GET /profile). */
  own: ['profile'] as const,
};

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  states: (countryId: string) => ['reference', 'states', countryId] as const,
};
