import {
  type ContentLimits,
  HELD_UNTIL_APPROVED,
  LEVEL_WITHOUT_REVIEW,
  type MemberActivityCounts,
  TOP_TRUST_LEVEL,
  TRUST_LIMITS,
  TRUST_REQUIREMENTS,
  type TrustLevel,
  type TrustLimits,
  VALIDATION_MESSAGES as V,
  type ValidationMessageKey,
} from '@carclub/contracts';

import { httpErrors } from '../http-errors';

/** What a member writes: a comment (on a post or a logbook entry) or a post. */
export type ContentKind = 'comment' | 'post';

/** The highest level the counts earn, ignoring locks and roles (ADR 0153). */
export function levelFor(activity: MemberActivityCounts): TrustLevel {
  const contributions = activity.commentsApproved + activity.postsApproved;
  const earned = ([3, 2, 1] as const).find((level) => {
    const need = TRUST_REQUIREMENTS[level];
    return (
      activity.daysVisited >= need.daysVisited &&
      activity.discussionsEntered >= need.discussionsEntered &&
      activity.commentsRead >= need.commentsRead &&
      activity.likesGiven >= need.likesGiven &&
      activity.likesReceived >= need.likesReceived &&
      contributions >= need.contributions
    );
  });
  return earned ?? 0;
}

/** What a level allows: content per comment and post, and the per-member rate limits. */
export function limitsFor(level: TrustLevel): TrustLimits {
  return TRUST_LIMITS[level];
}

/** The level a member acts at: staff the top one, else the stored level. */
export function effectiveLevel(stored: TrustLevel, staff: boolean): TrustLevel {
  return staff ? TOP_TRUST_LEVEL : stored;
}

const CONTENT_MESSAGES: Record<keyof ContentLimits, ValidationMessageKey> = {
  links: V.tooManyLinks,
  images: V.tooManyImages,
  mentions: V.tooManyMentions,
};

/**
 * The catalogue message for the first thing a comment or post carries more of than `level`
 * allows (links, then images, then mentions); null when it is within every limit. The caller
 * counts what the text holds (the markdown's links and images, its distinct @mentions).
 */
export function checkContentLimits(
  level: TrustLevel,
  counts: ContentLimits,
  kind: ContentKind,
): ValidationMessageKey | null {
  const allowed = limitsFor(level)[kind];
  const over = (Object.keys(CONTENT_MESSAGES) as (keyof ContentLimits)[]).find(
    (part) => counts[part] > allowed[part],
  );
  return over === undefined ? null : CONTENT_MESSAGES[over];
}

/** `checkContentLimits`, as the 400 naming `field` (the text's field) when a limit is passed. */
export function assertContentLimits(
  level: TrustLevel,
  counts: ContentLimits,
  kind: ContentKind,
  field = 'body',
): void {
  const message = checkContentLimits(level, counts, kind);
  if (message !== null) throw httpErrors.validation({ [field]: [message] }, message);
}

/**
 * Whether the next comment or post of a member at `level` with `approved` published ones of the
 * kind waits for a moderator: the first two comments and the first post, below level 2.
 */
export function heldForReview(level: TrustLevel, approved: number, kind: ContentKind): boolean {
  return level < LEVEL_WITHOUT_REVIEW && approved < HELD_UNTIL_APPROVED[kind];
}
