import { z } from 'zod';

import { NICKNAME_MAX_LENGTH } from './constants';
import { idSchema, withoutControlCharacters } from './fields';
import { referenceItemSchema } from './reference';
import { type OwnTrustLevel, TRUST_LEVELS } from './trust-levels';
import { VALIDATION_MESSAGES as V } from './validation-messages';

/**
 * What a member's public page shows besides the nickname, pictures, about-me and garage: each
 * part on or off. E-mail, phone, postal code and sex are never public.
 */
export const profilePrivacySchema = z.object({
  showName: z.boolean({ error: V.invalidFormat }),
  showLocation: z.boolean({ error: V.invalidFormat }),
  showSocialLinks: z.boolean({ error: V.invalidFormat }),
  showBirthday: z.boolean({ error: V.invalidFormat }),
  /**
   * The lists of whom the member follows and who follows them (ADR 0165); the counts stay public.
   * Optional in a request: a settings page older than this switch sends the other four, and the
   * stored choice stays. The API always answers it.
   */
  showFollows: z.boolean({ error: V.invalidFormat }).optional(),
});
export type ProfilePrivacy = z.infer<typeof profilePrivacySchema>;

/** Name, location and social links public, the birthday private: what a new member starts with. */
export const DEFAULT_PROFILE_PRIVACY: ProfilePrivacy = {
  showName: true,
  showLocation: true,
  showSocialLinks: true,
  showBirthday: false,
  showFollows: true,
};

/**
 * A member as everyone sees them (`/u/{nickname}`, signed out too). A part the member keeps
 * private is null; so is a part they never filled in.
 */
export const memberProfileSchema = z.object({
  nickname: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  name: z.object({ first: z.string().nullable(), last: z.string().nullable() }).nullable(),
  location: z
    .object({
      city: z.string().nullable(),
      state: referenceItemSchema.nullable(),
      country: referenceItemSchema.nullable(),
    })
    .nullable(),
  aboutMe: z.string().nullable(),
  socialLinks: z
    .object({
      instagram: z.string().nullable(),
      youtube: z.string().nullable(),
      tiktok: z.string().nullable(),
    })
    .nullable(),
  birthday: z.string().nullable(),
  memberSince: z.string(),
  counts: z.object({
    vehicles: z.number().int(),
    /** Defaults for an API older than follows (ADR 0164). */
    followers: z.number().int().default(0),
    following: z.number().int().default(0),
  }),
  /** Whether everyone may see whom they follow and who follows them; the member always may. */
  followsPublic: z.boolean().default(false),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberParamsSchema = z.object({ nickname: withoutControlCharacters(z.string()) });

/** How many members `@` autocomplete offers at once. */
export const MEMBER_SUGGEST_LIMIT = 8;

/**
 * `GET /members/suggest?q=`: what follows the `@` being typed (the `@` itself may come along), at
 * least one character of a nickname's alphabet and no more than a nickname is long.
 */
export const memberSuggestQuerySchema = z.object({
  q: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .regex(new RegExp(`^@?[A-Za-z0-9._-]{1,${NICKNAME_MAX_LENGTH}}$`), V.invalidFormat),
});
export type MemberSuggestQuery = z.infer<typeof memberSuggestQuerySchema>;

/** A member `@` autocomplete offers: only what their public page shows. */
export const memberSuggestionSchema = z.object({
  nickname: z.string(),
  /** The name their page shows (first and last, when public), else their nickname. */
  displayName: z.string(),
  avatar: z.string().nullable(),
});
export type MemberSuggestion = z.infer<typeof memberSuggestionSchema>;

export const memberSuggestResponseSchema = z.object({
  members: z.array(memberSuggestionSchema).max(MEMBER_SUGGEST_LIMIT),
});
export type MemberSuggestResponse = z.infer<typeof memberSuggestResponseSchema>;
/** A member the signed-in member muted: their posts and comments are hidden from the muter. */
export const mutedMemberSchema = z.object({
  nickname: z.string(),
  mutedAt: z.string(),
});
export type MutedMember = z.infer<typeof mutedMemberSchema>;

/** A make's model the signed-in member muted: its cars, posts and entries leave their feeds. */
export const mutedModelSchema = z.object({
  /** `volkswagen-golf`, as `/profile/mutes/models/{id}` takes it. */
  id: z.string(),
  /** The make and the model: `Volkswagen Golf`. */
  name: z.string(),
  mutedAt: z.string(),
});
export type MutedModel = z.infer<typeof mutedModelSchema>;

/** `/profile/mutes/models/{modelId}`: a model of the reference data. */
export const modelMuteParamsSchema = z.object({ modelId: idSchema });

/**
 * `GET /profile/mutes`: every muted member (`items`) and model (`models`), latest first (at most
 * MUTES_MAX_PER_MEMBER of each). `models` defaults for an API older than them.
 */
export const mutedMemberListSchema = z.object({
  items: z.array(mutedMemberSchema),
  models: z.array(mutedModelSchema).default([]),
});
export type MutedMemberList = z.infer<typeof mutedMemberListSchema>;

/** The signed-in member's trust level and what earns it (ADR 0153), for their settings page. */
export const ownTrustLevelSchema = z.object({
  level: z.literal(TRUST_LEVELS),
  staff: z.boolean(),
  locked: z.boolean(),
  activity: z.object({
    daysVisited: z.number().int(),
    discussionsEntered: z.number().int(),
    commentsRead: z.number().int(),
    likesGiven: z.number().int(),
    likesReceived: z.number().int(),
    commentsApproved: z.number().int(),
    postsApproved: z.number().int(),
  }),
}) satisfies z.ZodType<OwnTrustLevel>;
