import {
  type MemberActivityCounts,
  NO_MEMBER_ACTIVITY,
  TRUST_LIMITS,
  TRUST_REQUIREMENTS,
  type TrustLevel,
} from '@carclub/contracts';

import {
  assertContentLimits,
  checkContentLimits,
  effectiveLevel,
  heldForReview,
  levelFor,
  limitsFor,
} from '../../../../src/lib/trust/rules';

const nothing = NO_MEMBER_ACTIVITY;

/** Exactly what `level` asks for, contributions all as comments. */
function justEnoughFor(level: 1 | 2 | 3): MemberActivityCounts {
  const { contributions, ...need } = TRUST_REQUIREMENTS[level];
  return { ...need, commentsApproved: contributions, postsApproved: 0 };
}

describe('trust levels (ADR 0153)', () => {
  it('starts every member at level 0', () => {
    expect(levelFor(nothing)).toBe(0);
  });

  it.each([1, 2, 3] as const)('reaches level %i with exactly its requirements', (level) => {
    expect(levelFor(justEnoughFor(level))).toBe(level);
  });

  it.each([1, 2, 3] as const)('stays below level %i when any one count falls short', (level) => {
    const enough = justEnoughFor(level);
    const counts = Object.keys(enough) as (keyof MemberActivityCounts)[];
    for (const count of counts.filter((name) => enough[name] > 0)) {
      expect(levelFor({ ...enough, [count]: enough[count] - 1 })).toBeLessThan(level);
    }
  });

  it('counts comments and posts published together as contributions', () => {
    const { contributions } = TRUST_REQUIREMENTS[2];
    const split = { ...justEnoughFor(2), commentsApproved: 1, postsApproved: contributions - 1 };
    expect(levelFor(split)).toBe(2);
  });

  it('asks more of each level than of the one below', () => {
    for (const [lower, higher] of [
      [1, 2],
      [2, 3],
    ] as const) {
      for (const [name, value] of Object.entries(TRUST_REQUIREMENTS[higher])) {
        expect(value).toBeGreaterThanOrEqual(
          TRUST_REQUIREMENTS[lower][name as keyof (typeof TRUST_REQUIREMENTS)[1]],
        );
      }
    }
  });

  it('gives staff the top level whatever they earned', () => {
    expect(effectiveLevel(0, true)).toBe(3);
    expect(effectiveLevel(1, false)).toBe(1);
  });
});

describe('what each level allows', () => {
  it("holds a new member to the issue's 2 links, 1 image and 2 mentions per comment", () => {
    expect(limitsFor(0).comment).toEqual({ links: 2, images: 1, mentions: 2 });
  });

  it('never allows less at a higher level', () => {
    const levels: TrustLevel[] = [0, 1, 2, 3];
    for (const level of levels.slice(1)) {
      const below = TRUST_LIMITS[(level - 1) as TrustLevel];
      const here = TRUST_LIMITS[level];
      for (const kind of ['comment', 'post'] as const) {
        for (const part of ['links', 'images', 'mentions'] as const) {
          expect(here[kind][part]).toBeGreaterThanOrEqual(below[kind][part]);
        }
      }
      for (const action of ['comment', 'post', 'like', 'report'] as const) {
        for (const window of ['perMinute', 'perHour', 'perDay'] as const) {
          expect(here.rates[action][window]).toBeGreaterThanOrEqual(below.rates[action][window]);
        }
      }
    }
  });

  it('keeps each budget growing from minute to hour to day', () => {
    for (const { rates } of Object.values(TRUST_LIMITS)) {
      for (const budget of Object.values(rates)) {
        expect(budget.perMinute).toBeLessThanOrEqual(budget.perHour);
        expect(budget.perHour).toBeLessThanOrEqual(budget.perDay);
      }
    }
  });

  it.each([
    [{ links: 2, images: 1, mentions: 2 }, null],
    [{ links: 3, images: 0, mentions: 0 }, 'validation.tooManyLinks'],
    [{ links: 0, images: 2, mentions: 0 }, 'validation.tooManyImages'],
    [{ links: 0, images: 0, mentions: 3 }, 'validation.tooManyMentions'],
    // The first limit passed names the message, in the order links, images, mentions.
    [{ links: 9, images: 9, mentions: 9 }, 'validation.tooManyLinks'],
  ])('checks a new member comment of %j: %s', (counts, message) => {
    expect(checkContentLimits(0, counts, 'comment')).toBe(message);
  });

  it('lets a higher level carry what a new member may not', () => {
    const counts = { links: 5, images: 3, mentions: 5 };
    expect(checkContentLimits(0, counts, 'comment')).not.toBeNull();
    expect(checkContentLimits(1, counts, 'comment')).toBeNull();
    expect(checkContentLimits(1, { ...counts, links: 6 }, 'comment')).toBe(
      'validation.tooManyLinks',
    );
    expect(checkContentLimits(1, { ...counts, links: 6 }, 'post')).toBeNull();
  });

  it("throws the 400 naming the text's field", () => {
    expect(() =>
      assertContentLimits(0, { links: 0, images: 0, mentions: 3 }, 'comment', 'text'),
    ).toThrow(
      expect.objectContaining({
        statusCode: 400,
        details: { fields: { text: ['validation.tooManyMentions'] } },
      }),
    );
    expect(() =>
      assertContentLimits(0, { links: 0, images: 0, mentions: 0 }, 'post'),
    ).not.toThrow();
  });

  it("holds a member's first 2 comments and first post below level 2", () => {
    expect(heldForReview(0, 0, 'comment')).toBe(true);
    expect(heldForReview(1, 1, 'comment')).toBe(true);
    expect(heldForReview(1, 2, 'comment')).toBe(false);
    expect(heldForReview(0, 0, 'post')).toBe(true);
    expect(heldForReview(0, 1, 'post')).toBe(false);
    expect(heldForReview(2, 0, 'comment')).toBe(false);
    expect(heldForReview(3, 0, 'post')).toBe(false);
  });
});
