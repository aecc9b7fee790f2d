import { z } from 'zod';

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
  id: z.string().min(1).max(200),
});
export type FollowParams = z.infer<typeof followParamsSchema>;

/** A target's followers as the reader sees them: the count, and whether the reader is one. */
export const followStateSchema = z.object({
  followersCount: z.number().int().min(0),
  /** False for a visitor; true once the signed-in reader follows it. */
  followedByMe: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;
