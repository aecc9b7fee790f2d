import {
  type FollowKind,
  FOLLOWS_MAX_PER_MEMBER,
  type FollowState,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, eq, gte, ne, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { follows, models, users, vehicles } from '../../db/schema';
import { isUuid } from '../db';
import { httpErrors } from '../http-errors';
import { memberId } from '../members';
import { notifyGrouped, type NotifyApp } from '../notifications';
import { notMutedBy } from '../trust';
import { publiclyVisibleVehicle } from '../vehicles';

/** A followed member, car or model: its column in `follows`, and who owns it (none for a model). */
interface Target {
  where: SQL;
  values: { followedUserId: string } | { vehicleId: string } | { modelId: string };
  ownerId: string | null;
}

/**
 * The target `id` names, as the public may see it now (a visible member by nickname, a visible
 * car by id, a model of the reference data); undefined when there is none. Only such a target is
 * followed, and its state read.
 */
async function visibleTarget(
  db: Database,
  kind: FollowKind,
  id: string,
): Promise<Target | undefined> {
  if (kind === 'members') {
    const userId = await memberId(db, id);
    return userId === undefined
      ? undefined
      : {
          where: eq(follows.followedUserId, userId),
          values: { followedUserId: userId },
          ownerId: userId,
        };
  }
  if (kind === 'vehicles') {
    if (!isUuid(id)) return undefined;
    const [car] = await db
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(and(eq(vehicles.id, id), publiclyVisibleVehicle()))
      .limit(1);
    return (
      car && { where: eq(follows.vehicleId, id), values: { vehicleId: id }, ownerId: car.ownerId }
    );
  }
  const [model] = await db.select({ id: models.id }).from(models).where(eq(models.id, id)).limit(1);
  return model && { where: eq(follows.modelId, id), values: { modelId: id }, ownerId: null };
}

/** The target's followers count and whether `viewerId` is one. */
async function stateOf(
  db: Database,
  target: Target,
  viewerId: string | null,
): Promise<FollowState> {
  const [row] = await db
    .select({
      followersCount: sql<number>`count(*)::int`,
      followedByMe: sql<boolean>`coalesce(bool_or(${follows.userId} = ${viewerId}), false)`,
    })
    .from(follows)
    .where(target.where);
  return { followersCount: row?.followersCount ?? 0, followedByMe: row?.followedByMe ?? false };
}

/**
 * Follows a member, a car or a model and answers its new state; following it again changes
 * nothing. Undefined when there is no such target the public may see. 400 `cannotFollowOwn` for
 * oneself or one's own car; `tooManyItems` past FOLLOWS_MAX_PER_MEMBER (counted without a lock:
 * a sanity bound). A member who gains a follower is told (`announceFollower`).
 */
export async function follow(
  app: NotifyApp,
  userId: string,
  kind: FollowKind,
  id: string,
): Promise<FollowState | undefined> {
  const { db } = app;
  const target = await visibleTarget(db, kind, id);
  if (target === undefined) return undefined;
  if (target.ownerId === userId) {
    throw httpErrors.validation({ follows: [V.cannotFollowOwn] }, 'Cannot follow your own');
  }
  const mine = eq(follows.userId, userId);
  if ((await db.$count(follows, and(mine, target.where))) > 0) {
    return stateOf(db, target, userId);
  }
  if ((await db.$count(follows, mine)) >= FOLLOWS_MAX_PER_MEMBER) {
    throw httpErrors.validation({ follows: [V.tooManyItems] }, 'Too many follows');
  }
  const [added] = await db
    .insert(follows)
    .values({ userId, ...target.values })
    .onConflictDoNothing()
    .returning({ createdAt: follows.createdAt });
  if (added && 'followedUserId' in target.values) {
    announceFollower(app, userId, target.values.followedUserId, added.createdAt);
  }
  return stateOf(db, target, userId);
}

/**
 * Tells a member of a new follower (the `follower` kind), in one notice while it is unread: the
 * latest by name and how many others began to follow since the batch began. Following again
 * after letting go counts once more, but only ever rewrites that one notice. A member who muted
 * the follower hears nothing of them (ADR 0153). Runs after the answer.
 */
function announceFollower(app: NotifyApp, followerId: string, followedId: string, at: Date): void {
  app.backgroundTasks.run('announce follower', async () => {
    const [follower] = await app.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(and(eq(users.id, followerId), notMutedBy(followedId, users.id)));
    if (!follower) return;
    notifyGrouped(app, followedId, 'follower', {}, async (db, current) => {
      // The batch's earliest follow: tasks of follows made at once may run in any order.
      const own = at.toISOString();
      const since = current !== undefined && current.since < own ? current.since : own;
      const others = await db.$count(
        follows,
        and(
          eq(follows.followedUserId, followedId),
          gte(follows.createdAt, new Date(since)),
          ne(follows.userId, followerId),
          // Nor counted among the others: the muted are not heard of at all.
          notMutedBy(followedId, follows.userId),
        ),
      );
      return { by: follower.nickname, others: String(others), since };
    });
  });
}

/**
 * Stops following; not following is no error. A member is named by their nickname whatever
 * their state (one may unfollow a blocked member), a car or a model by its id.
 */
export async function unfollow(
  db: Database,
  userId: string,
  kind: FollowKind,
  id: string,
): Promise<void> {
  let where: SQL;
  if (kind === 'members') {
    const named = db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${id})`);
    where = sql`${follows.followedUserId} IN (${named})`;
  } else if (kind === 'vehicles') {
    if (!isUuid(id)) return;
    where = eq(follows.vehicleId, id);
  } else {
    where = eq(follows.modelId, id);
  }
  await db.delete(follows).where(and(eq(follows.userId, userId), where));
}

/** A visible target's followers count and whether `viewerId` is one; undefined for no target. */
export async function followState(
  db: Database,
  viewerId: string | null,
  kind: FollowKind,
  id: string,
): Promise<FollowState | undefined> {
  const target = await visibleTarget(db, kind, id);
  return target && stateOf(db, target, viewerId);
}
