import { z } from 'zod';
import { emailSchema, existingPasswordSchema, newPasswordSchema, nicknameSchema } from './auth';
import { ABOUT_ME_MAX_LENGTH, CITY_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from './constants';
import { roleSchema, SEXES, sexSchema } from './enums';
import {
  idSchema,
  optionalDate,
  optionalEnum,
  optionalIdSchema,
  optionalText,
  withoutControlCharacters,
} from './fields';
import { isPhoneShaped, isValidPhone } from './phone';
import { isValidPostalCode } from './postal-code';
import { isValidSocialLink, type SocialNetwork } from './social-links';
import { VALIDATION_MESSAGES as V, type ValidationMessageKey } from './validation-messages';

const EARLIEST_BIRTHDAY = '1900-01-01';
const PHONE_MAX_LENGTH = 32;
const POSTAL_CODE_MAX_LENGTH = 16;
const SOCIAL_LINK_MAX_LENGTH = 2_048;

const isUnset = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

/** Shape only; the selected country's own rules are applied by `profileCountryIssues`. */
const phoneSchema = withoutControlCharacters(z.string({ error: V.invalidPhone }).trim())
  .max(PHONE_MAX_LENGTH, { error: V.invalidPhone, abort: true })
  .refine((value) => value === '' || isPhoneShaped(value), V.invalidPhone)
  .nullish();

const postalCodeSchema = withoutControlCharacters(z.string({ error: V.invalidPostalCode }).trim())
  .max(POSTAL_CODE_MAX_LENGTH, { error: V.invalidPostalCode, abort: true })
  .refine((value) => value === '' || isValidPostalCode(value), V.invalidPostalCode)
  .nullish();

// The URL parser drops tabs and newlines inside a link, so without this a link would pass with
// them and be stored as typed.
const socialLinkSchema = (network: SocialNetwork) =>
  withoutControlCharacters(z.string({ error: V.invalidSocialLink }).trim())
    .max(SOCIAL_LINK_MAX_LENGTH, { error: V.tooLong, abort: true })
    .refine((value) => value === '' || isValidSocialLink(network, value), V.invalidSocialLink)
    .nullish();

export const socialLinksSchema = z.object(
  {
    instagram: socialLinkSchema('instagram'),
    youtube: socialLinkSchema('youtube'),
    tiktok: socialLinkSchema('tiktok'),
  },
  { error: V.invalidFormat },
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const profileSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  stateId: idSchema.nullable(),
  countryId: idSchema.nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  sex: sexSchema.nullable(),
  aboutMe: z.string().nullable(),
  birthday: z.string().nullable(),
  socialLinks: z.object({
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    tiktok: z.string().nullable(),
  }),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  roles: z.array(roleSchema),
  /** When the nickname may change again (once in 30 days); null when it may now. */
  nicknameChangeableAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  nickname: nicknameSchema,
  /** Needed when the nickname changes (other than its letter case): ADR 0124. */
  currentPassword: existingPasswordSchema.optional(),
  email: emailSchema,
  firstName: optionalText(PERSON_NAME_MAX_LENGTH),
  lastName: optionalText(PERSON_NAME_MAX_LENGTH),
  city: optionalText(CITY_MAX_LENGTH),
  countryId: optionalIdSchema,
  stateId: optionalIdSchema,
  phone: phoneSchema,
  postalCode: postalCodeSchema,
  sex: optionalEnum(SEXES),
  aboutMe: optionalText(ABOUT_ME_MAX_LENGTH, { multiline: true }),
  birthday: optionalDate('past', EARLIEST_BIRTHDAY),
  socialLinks: socialLinksSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: existingPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: V.required }).min(1, V.required),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    error: V.passwordMustDiffer,
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export interface ProfileCountryIssue {
  path: 'phone' | 'postalCode' | 'stateId';
  message: ValidationMessageKey;
}

/**
 * Country-dependent profile rules, which need data the plain schema cannot see: the selected
 * country's ISO code and its states. The server runs this after loading the country; a form can
 * run it in a `superRefine` once the country's states are loaded.
 */
export function profileCountryIssues(
  profile: Pick<ProfileUpdate, 'phone' | 'postalCode' | 'stateId'>,
  country: { code: string } | null,
  statesOfCountry: ReadonlyArray<{ id: string }>,
): ProfileCountryIssue[] {
  const issues: ProfileCountryIssue[] = [];
  if (!isUnset(profile.phone) && !isValidPhone(profile.phone, country?.code)) {
    issues.push({ path: 'phone', message: V.invalidPhone });
  }
  if (!isUnset(profile.postalCode) && !isValidPostalCode(profile.postalCode, country?.code)) {
    issues.push({ path: 'postalCode', message: V.invalidPostalCode });
  }
  const stateId = profile.stateId;
  if (!isUnset(stateId) && (!country || !statesOfCountry.some((state) => state.id === stateId))) {
    issues.push({ path: 'stateId', message: V.invalidState });
  }
  return issues;
}
