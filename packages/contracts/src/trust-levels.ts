// Trust levels (issue 32 point 8, ADR 0153): what earns each and what each allows. No schema
// library here: a settings page shows the rules without loading zod (ADR 0088).

export const TRUST_LEVELS = [0, 1, 2, 3] as const;
/** 0 new, 1 basic, 2 member, 3 regular. Staff are always the top one. */
export type TrustLevel = (typeof TRUST_LEVELS)[number];
export const TOP_TRUST_LEVEL: TrustLevel = 3;

/** A member's counted activity (the `member_activity` row without its level). */
export interface MemberActivityCounts {
  daysVisited: number;
  discussionsEntered: number;
  commentsRead: number;
  likesGiven: number;
  likesReceived: number;
  commentsApproved: number;
  postsApproved: number;
}

/** The counts of a member who has done nothing counted yet (a new account). */
export const NO_MEMBER_ACTIVITY: Readonly<MemberActivityCounts> = {
  daysVisited: 0,
  discussionsEntered: 0,
  commentsRead: 0,
  likesGiven: 0,
  likesReceived: 0,
  commentsApproved: 0,
  postsApproved: 0,
};

/**
 * What a member must have done to reach each level above 0: every count at least its value.
 * `contributions` are comments and posts published (approved, or never held).
 */
export interface TrustRequirement {
  daysVisited: number;
  discussionsEntered: number;
  commentsRead: number;
  likesGiven: number;
  likesReceived: number;
  contributions: number;
}

export const TRUST_REQUIREMENTS: Readonly<Record<1 | 2 | 3, TrustRequirement>> = {
  1: {
    daysVisited: 2,
    discussionsEntered: 5,
    commentsRead: 30,
    likesGiven: 0,
    likesReceived: 0,
    contributions: 0,
  },
  2: {
    daysVisited: 15,
    discussionsEntered: 20,
    commentsRead: 100,
    likesGiven: 1,
    likesReceived: 1,
    contributions: 3,
  },
  3: {
    daysVisited: 50,
    discussionsEntered: 100,
    commentsRead: 500,
    likesGiven: 30,
    likesReceived: 20,
    contributions: 10,
  },
};

/** How much one comment or one post may carry. */
export interface ContentLimits {
  links: number;
  images: number;
  mentions: number;
}

/** A rolling budget of one action: at most this many per minute, per hour and per day. */
export interface ActionBudget {
  perMinute: number;
  perHour: number;
  perDay: number;
}

export const MEMBER_ACTIONS = ['comment', 'post', 'like', 'report'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export interface TrustLimits {
  comment: ContentLimits;
  post: ContentLimits;
  rates: Readonly<Record<MemberAction, ActionBudget>>;
}

export const TRUST_LIMITS: Readonly<Record<TrustLevel, TrustLimits>> = {
  0: {
    comment: { links: 2, images: 1, mentions: 2 },
    post: { links: 2, images: 1, mentions: 2 },
    rates: {
      comment: { perMinute: 2, perHour: 10, perDay: 20 },
      post: { perMinute: 1, perHour: 2, perDay: 3 },
      like: { perMinute: 10, perHour: 30, perDay: 50 },
      report: { perMinute: 2, perHour: 5, perDay: 10 },
    },
  },
  1: {
    comment: { links: 5, images: 3, mentions: 5 },
    post: { links: 10, images: 10, mentions: 5 },
    rates: {
      comment: { perMinute: 4, perHour: 30, perDay: 100 },
      post: { perMinute: 1, perHour: 5, perDay: 10 },
      like: { perMinute: 20, perHour: 60, perDay: 100 },
      report: { perMinute: 3, perHour: 10, perDay: 20 },
    },
  },
  2: {
    comment: { links: 10, images: 10, mentions: 10 },
    post: { links: 30, images: 30, mentions: 10 },
    rates: {
      comment: { perMinute: 6, perHour: 60, perDay: 300 },
      post: { perMinute: 2, perHour: 10, perDay: 20 },
      like: { perMinute: 30, perHour: 120, perDay: 150 },
      report: { perMinute: 5, perHour: 20, perDay: 40 },
    },
  },
  3: {
    comment: { links: 20, images: 20, mentions: 10 },
    post: { links: 50, images: 50, mentions: 10 },
    rates: {
      comment: { perMinute: 10, perHour: 120, perDay: 500 },
      post: { perMinute: 3, perHour: 20, perDay: 40 },
      like: { perMinute: 30, perHour: 200, perDay: 300 },
      report: { perMinute: 5, perHour: 30, perDay: 60 },
    },
  },
};

/**
 * A member's first comments and posts wait for a moderator until this many of the kind are
 * published, below level 2 (which needs published contributions, or a moderator's lock).
 */
export const HELD_UNTIL_APPROVED = { comment: 2, post: 1 } as const;
export const LEVEL_WITHOUT_REVIEW: TrustLevel = 2;

/** The signed-in member's own level and counts, as their settings show it. */
export interface OwnTrustLevel {
  level: TrustLevel;
  /** Staff hold the top level by their role. */
  staff: boolean;
  /** A moderator fixed the level: the counts no longer move it. */
  locked: boolean;
  activity: MemberActivityCounts;
}

/** At most this many members muted by one member: a sanity bound, not a rule of manners. */
export const MUTES_MAX_PER_MEMBER = 1_000;
