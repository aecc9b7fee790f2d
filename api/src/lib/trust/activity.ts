import {
  type MemberActivityCounts,
  NO_MEMBER_ACTIVITY,
  type OwnTrustLevel,
  STAFF_ROLES,
  type TrustLevel,
  TRUST_LEVELS,
} from '@carclub/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { memberActivity, users } from '../../db/schema';
import { type ContentKind, effectiveLevel, heldForReview, levelFor } from './rules';

const asTrustLevel = (stored: number): TrustLevel =>
  TRUST_LEVELS.find((level) => level === stored) ?? 0;

type Db = Pick<Database, 'select' | 'insert' | 'update'>;

/** A member's trust: the level they act at, and what it was made of. */
export type MemberTrust = OwnTrustLevel;

const countColumns = {
  daysVisited: memberActivity.daysVisited,
  discussionsEntered: memberActivity.discussionsEntered,
  commentsRead: memberActivity.commentsRead,
  likesGiven: memberActivity.likesGiven,
  likesReceived: memberActivity.likesReceived,
  commentsApproved: memberActivity.commentsApproved,
  postsApproved: memberActivity.postsApproved,
};

const isStaff = sql<boolean>`${users.roles} && ARRAY[${sql.join(
  STAFF_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[]`;

/** The member's trust; undefined when there is no such account. */
export async function loadTrust(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({
      staff: isStaff,
      level: memberActivity.trustLevel,
      locked: memberActivity.levelLocked,
      ...countColumns,
    })
    .from(users)
    .leftJoin(memberActivity, eq(memberActivity.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { staff, level, locked } = row;
  // Without a row (a left join's nulls) the member has done nothing counted yet.
  const activity: MemberActivityCounts =
    level === null
      ? { ...NO_MEMBER_ACTIVITY }
      : {
          daysVisited: row.daysVisited ?? 0,
          discussionsEntered: row.discussionsEntered ?? 0,
          commentsRead: row.commentsRead ?? 0,
          likesGiven: row.likesGiven ?? 0,
          likesReceived: row.likesReceived ?? 0,
          commentsApproved: row.commentsApproved ?? 0,
          postsApproved: row.postsApproved ?? 0,
        };
  return {
    level: effectiveLevel(asTrustLevel(level ?? 0), staff),
    staff,
    locked: locked ?? false,
    activity,
  } satisfies MemberTrust;
}

/** The level the member acts at: 0 for an account that does not exist (any more). */
export async function trustLevelOf(db: Pick<Database, 'select'>, userId: string) {
  return (await loadTrust(db, userId))?.level ?? 0;
}

/**
 * Raises the stored level to what `activity` earns, unless a moderator locked it. Levels are never
 * lowered by the counters: a member who earned one keeps it (ADR 0153).
 */
async function promote(db: Db, userId: string, activity: MemberActivityCounts, stored: number) {
  const earned = levelFor(activity);
  if (earned <= stored) return;
  await db
    .update(memberActivity)
    .set({ trustLevel: earned })
    .where(
      and(
        eq(memberActivity.userId, userId),
        eq(memberActivity.levelLocked, false),
        lt(memberActivity.trustLevel, earned),
      ),
    );
}

export type Counter = keyof Omit<MemberActivityCounts, 'daysVisited'>;

/** Adds to counters in one upsert (making the member's row on first use), then promotes. */
export async function addToCounts(
  db: Db,
  userId: string,
  added: Partial<Record<Counter, number>>,
  now = new Date(),
) {
  const counts = Object.entries(added).filter(
    (entry): entry is [Counter, number] => entry[1] !== undefined && entry[1] > 0,
  );
  if (counts.length === 0) return;
  const [row] = await db
    .insert(memberActivity)
    .values({ userId, ...Object.fromEntries(counts), updatedAt: now })
    .onConflictDoUpdate({
      target: memberActivity.userId,
      set: {
        ...Object.fromEntries(
          counts.map(([counter, by]) => [counter, sql`${countColumns[counter]} + ${by}`]),
        ),
        updatedAt: now,
      },
    })
    .returning();
  if (row) await promote(db, userId, row, row.trustLevel);
}

const addTo = (db: Db, userId: string, counter: Counter, by: number, now: Date) =>
  addToCounts(db, userId, { [counter]: by }, now);

/** The member opened a post's or a logbook entry's discussion. */
export const recordDiscussionEntered = (db: Db, userId: string, now = new Date()) =>
  addTo(db, userId, 'discussionsEntered', 1, now);

/** The member was shown `count` comments they had not been shown before. */
export const recordCommentsRead = (db: Db, userId: string, count: number, now = new Date()) =>
  addTo(db, userId, 'commentsRead', Math.trunc(count), now);

export const recordLikeGiven = (db: Db, userId: string, now = new Date()) =>
  addTo(db, userId, 'likesGiven', 1, now);

/** `userId` is the author of what was liked. */
export const recordLikeReceived = (db: Db, userId: string, now = new Date()) =>
  addTo(db, userId, 'likesReceived', 1, now);

/** A comment or post of the member was published: released by a moderator, or never held. */
export const recordApproved = (db: Db, userId: string, kind: ContentKind, now = new Date()) =>
  addTo(db, userId, kind === 'comment' ? 'commentsApproved' : 'postsApproved', 1, now);

/**
 * Counts a visit: the first sign-in or session refresh of a UTC day adds a day. One conditional
 * upsert, which changes nothing on the day's later visits; so it is cheap on every refresh, and
 * two racing refreshes count the day once.
 */
export async function recordVisit(db: Db, userId: string, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const [row] = await db
    .insert(memberActivity)
    .values({ userId, daysVisited: 1, lastVisitedOn: today, updatedAt: now })
    .onConflictDoUpdate({
      target: memberActivity.userId,
      set: {
        daysVisited: sql`${memberActivity.daysVisited} + 1`,
        lastVisitedOn: sql`excluded.last_visited_on`,
        updatedAt: now,
      },
      setWhere: sql`${memberActivity.lastVisitedOn} IS NULL OR ${memberActivity.lastVisitedOn} < excluded.last_visited_on`,
    })
    .returning();
  if (row) await promote(db, userId, row, row.trustLevel);
}

/**
 * Whether the member's next comment or post waits for a moderator (ADR 0153): their first two
 * comments and first post, unless they are staff or at level 2 or above.
 */
export async function mustWaitForReview(
  db: Pick<Database, 'select'>,
  userId: string,
  kind: ContentKind,
): Promise<boolean> {
  const trust = await loadTrust(db, userId);
  if (trust === undefined) return true;
  const approved =
    kind === 'comment' ? trust.activity.commentsApproved : trust.activity.postsApproved;
  return heldForReview(trust.level, approved, kind);
}

/**
 * A moderator's lock: the member stays at `level` whatever their counters earn; `null` lifts the
 * lock and gives back the level the counters earn (never below the one they had).
 */
export async function lockTrustLevel(
  db: Db,
  userId: string,
  level: TrustLevel | null,
  now = new Date(),
) {
  if (level !== null) {
    await db
      .insert(memberActivity)
      .values({ userId, trustLevel: level, levelLocked: true, updatedAt: now })
      .onConflictDoUpdate({
        target: memberActivity.userId,
        set: { trustLevel: level, levelLocked: true, updatedAt: now },
      });
    return;
  }
  const [row] = await db
    .update(memberActivity)
    .set({ levelLocked: false, updatedAt: now })
    .where(eq(memberActivity.userId, userId))
    .returning();
  if (row) await promote(db, userId, row, row.trustLevel);
}
