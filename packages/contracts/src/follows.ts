import { z } from 'zod';

import { memberRefSchema } from './discussions';
import { withoutControlCharacters } from './fields';
import { cursorQueryField } from './pagination';

/**
 * Follows (issue 33 point 1, ADR 0164): a member follows members, cars and makes' models; the
 * Following feed is made of them. A sanity bound on one member's follows, past which following
 * one more is `validation.tooManyItems` under `follows`.
 */
export const FOLLOWS_MAX_PER_MEMBER = 5_000;

/** What can be followed, as the paths name it: `/follows/{kind}/{id}`. */
export const FOLLOW_KINDS = ['members', 'vehicles', 'models'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** A follow target in a path: a member's nickname, a car's id, or a model's id (`volkswagen-golf`). */
export const followParamsSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  // No control characters: PostgreSQL refuses a NUL in text, which would be a 500.
  id: withoutControlCharacters(z.string()).min(1).max(200),
});
export type FollowParams = z.infer<typeof followParamsSchema>;

/** A target's followers as the reader sees them: the count, and whether the reader is one. */
export const followStateSchema = z.object({
  followersCount: z.number().int().min(0),
  /** False for a visitor; true once the signed-in reader follows it. */
  followedByMe: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** Members or targets per page of a follows list (ADR 0165). */
export const FOLLOW_LIST_PAGE_SIZE = 30;

/** `?cursor=` of a follows list: the previous page's `nextCursor`; without it the newest first. */
export const followListQuerySchema = z.object({ cursor: cursorQueryField });

/** Who follows a member (`GET /users/{nickname}/followers`), newest first. */
export const followersPageSchema = z.object({
  items: z.array(memberRefSchema.extend({ followedAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type FollowersPage = z.infer<typeof followersPageSchema>;

/**
 * One thing a member follows, as its list shows it: what it is, its name and picture, and the
 * page it lives on. `id` is the one `/follows/{kind}/{id}` takes.
 */
export const followedTargetSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  id: z.string(),
  /** A member's nickname, a car's name, a model's make and name. */
  name: z.string(),
  /** A car's owner; null for a member or a model. */
  ownerNickname: z.string().nullable(),
  /** A member's avatar or a car's first photo (card size); null for a model or none. */
  image: z.string().nullable(),
  path: z.string(),
  followedAt: z.string(),
});
export type FollowedTarget = z.infer<typeof followedTargetSchema>;

/** Whom and what a member follows (`GET /users/{nickname}/following`), newest first. */
export const followingPageSchema = z.object({
  items: z.array(followedTargetSchema),
  nextCursor: z.string().nullable(),
});
export type FollowingPage = z.infer<typeof followingPageSchema>;
