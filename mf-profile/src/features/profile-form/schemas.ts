import {
  normalizeSocialLink,
  profileCountryIssues,
  profileUpdateSchema,
  SOCIAL_NETWORKS,
  type Profile,
  type ProfileUpdate,
  type SocialNetwork,
} from '@carclub/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the inputs hold: text as typed, '' for an empty input or an unchosen option. */
export interface ProfileFormValues {
  nickname: string;
  /** Asked only while the nickname differs from the saved one (ADR 0124); '' when not typed. */
  currentPassword: string;
  email: string;
  firstName: string;
  lastName: string;
  countryId: string;
  stateId: string;
  city: string;
  postalCode: string;
  phone: string;
  sex: string;
  birthday: string;
  aboutMe: string;
  socialLinks: Record<SocialNetwork, string>;
}

/** The form's fields top to bottom: a server error focuses the first one it names. */
export const PROFILE_FIELDS = [
  'nickname',
  'currentPassword',
  'email',
  'firstName',
  'lastName',
  'sex',
  'birthday',
  'countryId',
  'stateId',
  'city',
  'postalCode',
  'phone',
  'aboutMe',
  'socialLinks.instagram',
  'socialLinks.youtube',
  'socialLinks.tiktok',
] as const;

const text = (value: string | null): string => value ?? '';

/** The form filled with a stored profile (react-hook-form copies what it is given). */
export function profileFormValuesOf(profile: Profile): ProfileFormValues {
  return {
    nickname: profile.nickname,
    currentPassword: '',
    email: profile.email,
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    countryId: text(profile.countryId),
    stateId: text(profile.stateId),
    city: text(profile.city),
    postalCode: text(profile.postalCode),
    phone: text(profile.phone),
    sex: text(profile.sex),
    birthday: text(profile.birthday),
    aboutMe: text(profile.aboutMe),
    socialLinks: {
      instagram: text(profile.socialLinks.instagram),
      youtube: text(profile.socialLinks.youtube),
      tiktok: text(profile.socialLinks.tiktok),
    },
  };
}

/**
 * The PUT payload as typed: social links as the member meant them (`normalizeSocialLink`), an
 * unchosen sex as "not set" ('' would be an invalid option).
 */
export function toProfileInput(values: ProfileFormValues) {
  const socialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network,
      normalizeSocialLink(network, values.socialLinks[network]),
    ]),
  ) as Record<SocialNetwork, string>;
  const { currentPassword, ...rest } = values;
  return {
    ...rest,
    ...(currentPassword === '' ? {} : { currentPassword }),
    sex: values.sex === '' ? null : values.sex,
    socialLinks,
  };
}

/** Whether `typed` is another nickname than `saved`: a change of letter case is not (ADR 0124). */
export function isNewNickname(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.toLowerCase();
}

/** The contracts' own schema, fed with the inputs: the API's rules and messages, field by field. */
export const profileFormSchema = z
  .custom<ProfileFormValues>()
  .transform((values): unknown => toProfileInput(values))
  .pipe(profileUpdateSchema);

/** What the country rules need to know: the chosen country's ISO code and, once loaded, its states. */
export interface CountryContext {
  /** null when no country is chosen: a phone must then be international (+…). */
  country: { code: string } | null;
  /** null while the chosen country's states are not loaded: the state is then left to the API. */
  states: ReadonlyArray<{ id: string }> | null;
}

/**
 * The schema's resolver plus the rules that depend on the chosen country (phone, postal code,
 * state: `profileCountryIssues`, which the API runs too). They are checked beside the schema, not
 * after it, so a wrong phone shows even while the nickname is still wrong. `context` is read at
 * each validation, so it sees the lists as they are then; it answers undefined while the chosen
 * country is not known yet (the list is loading), and the API has the last word.
 */
export function profileResolver(
  context: (countryId: string) => CountryContext | undefined,
): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  const schemaResolver = zodResolver(profileFormSchema);
  return async (values, resolverContext, options) => {
    const result = await schemaResolver(values, resolverContext, options);
    const known = context(values.countryId);
    if (known === undefined) return result;
    const { country, states } = known;
    const input = toProfileInput(values);
    const issues = profileCountryIssues(
      input,
      country,
      states ?? (input.stateId === '' ? [] : [{ id: input.stateId }]),
    );
    if (issues.length === 0) return result;
    const errors: FieldErrors<ProfileFormValues> = { ...result.errors };
    for (const issue of issues) {
      errors[issue.path] ??= { type: 'country', message: issue.message };
    }
    return { values: {}, errors };
  };
}
