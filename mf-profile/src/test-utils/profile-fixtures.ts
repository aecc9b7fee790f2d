import {
  DEFAULT_PROFILE_PRIVACY,
  type Country,
  type CurrentUser,
  type Profile,
  type State,
} from '@carclub/contracts';
import { currentUserFixture, profileFixture } from '@carclub/testing/fixtures';

export const USER_ID = '7d1f2c3a-0b4e-4f5a-9c8d-1e2f3a4b5c6d';

/** The signed-in member's stored profile; `overrides` replace fields. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return profileFixture({ id: USER_ID, firstName: 'Ann', ...overrides });
}

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserFixture({ id: USER_ID, nickname: 'ann_rides', ...overrides });
}

export const COUNTRIES: Country[] = [
  { id: 'UA', code: 'UA', name: 'Ukraine', locales: { uk: 'Україна', en: 'Ukraine' } },
  { id: 'PL', code: 'PL', name: 'Poland', locales: { uk: 'Польща', en: 'Poland' } },
  { id: 'US', code: 'US', name: 'United States', locales: {} },
];

export const STATES: Record<string, State[]> = {
  UA: [
    { id: 'UA-30', code: '30', name: 'Kyiv', locales: { uk: 'Київ' }, countryId: 'UA' },
    { id: 'UA-46', code: '46', name: 'Lviv Oblast', locales: {}, countryId: 'UA' },
  ],
  PL: [
    { id: 'PL-MZ', code: 'MZ', name: 'Masovian', locales: {}, countryId: 'PL' },
    { id: 'PL-MA', code: 'MA', name: 'Lesser Poland', locales: {}, countryId: 'PL' },
    { id: 'PL-DS', code: 'DS', name: 'Lower Silesian', locales: {}, countryId: 'PL' },
  ],
  US: [],
};

/**
 * The answer of a reference GET (countries, a country's states) or of the privacy switches (their
 * defaults), or undefined for another URL.
 */
export function referenceAnswer(
  url: string,
  config?: { params?: Record<string, string> },
): { data: unknown } | undefined {
  if (url === '/country') return { data: COUNTRIES };
  if (url === '/state') return { data: STATES[config?.params?.countryId ?? ''] ?? [] };
  if (url === '/profile/privacy') return { data: { ...DEFAULT_PROFILE_PRIVACY } };
  return undefined;
}
