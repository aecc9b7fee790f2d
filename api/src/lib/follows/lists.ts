import {
  FOLLOW_LIST_PAGE_SIZE,
  type FollowedTarget,
  type FollowersPage,
  type FollowingPage,
} from '@carclub/contracts';
import { memberPage, modelCarsPage, vehiclePage } from '@carclub/contracts/page-paths';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { follows, manufacturers, models, profiles, users, vehicles } from '../../db/schema';
import { decodeCursor, nextCursorOf, pastPosition } from '../db';
import { httpErrors } from '../http-errors';
import { imageUrls } from '../media';
import { publiclyVisibleMember } from '../members';
import { cardPicture, cardPictureColumns, publiclyVisibleVehicle } from '../vehicles';

export type FollowListsApp = Pick<App, 'db' | 'storage'>;

/**
 * The id of the visible member `nickname` whose lists `viewerId` may read: everyone's unless
 * they hid them (ADR 0165), and always their own. 404 for no such member, 403 for hidden lists.
 */
async function listOwner(db: Database, nickname: string, viewerId: string | null) {
  const [member] = await db
    .select({ id: users.id, showFollows: profiles.showFollows })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, ...publiclyVisibleMember()))
    .limit(1);
  if (!member) throw httpErrors.notFound();
  if (member.showFollows === false && member.id !== viewerId) {
    throw httpErrors.forbidden('The member keeps their follows private');
  }
  return member.id;
}

/** Rows after the cursor's, newest first (both lists read an index of that order). */
const after = (cursor: string | undefined) =>
  pastPosition(follows.createdAt, follows.id, decodeCursor(cursor));

/** Who follows the member `nickname`, newest first: members the public may see. */
export async function listFollowers(
  { db, storage }: FollowListsApp,
  nickname: string,
  viewerId: string | null,
  cursor: string | undefined,
): Promise<FollowersPage> {
  const memberId = await listOwner(db, nickname, viewerId);
  const rows = await db
    .select({
      id: follows.id,
      createdAt: follows.createdAt,
      nickname: users.nickname,
      avatarKey: profiles.avatarKey,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .leftJoin(profiles, eq(profiles.userId, follows.userId))
    .where(and(eq(follows.followedUserId, memberId), ...publiclyVisibleMember(), after(cursor)))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(FOLLOW_LIST_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, FOLLOW_LIST_PAGE_SIZE).map((row) => ({
      nickname: row.nickname,
      avatar: row.avatarKey ? imageUrls(storage, row.avatarKey).cardUrl : null,
      followedAt: row.createdAt.toISOString(),
    })),
    nextCursor: nextCursorOf(rows, FOLLOW_LIST_PAGE_SIZE, (row) => ({
      at: row.createdAt,
      id: row.id,
    })),
  };
}

const followedMember = alias(users, 'followed_member');
const followedProfile = alias(profiles, 'followed_profile');
const carOwner = alias(users, 'car_owner');

/**
 * Whom and what the member `nickname` follows, newest first: members and cars the public may see
 * now, and models. One query: each row joins the one target it names.
 */
export async function listFollowing(
  { db, storage }: FollowListsApp,
  nickname: string,
  viewerId: string | null,
  cursor: string | undefined,
): Promise<FollowingPage> {
  const memberId = await listOwner(db, nickname, viewerId);
  const rows = await db
    .select({
      id: follows.id,
      createdAt: follows.createdAt,
      memberNickname: followedMember.nickname,
      memberAvatarKey: followedProfile.avatarKey,
      // Flat: drizzle makes a nested object of a left join null when its first column is.
      carId: vehicles.id,
      carName: vehicles.name,
      carSlug: vehicles.slug,
      carOwner: carOwner.nickname,
      ...cardPictureColumns,
      modelId: models.id,
      modelName: models.name,
      manufacturerId: models.manufacturerId,
      make: manufacturers.name,
    })
    .from(follows)
    .leftJoin(followedMember, eq(followedMember.id, follows.followedUserId))
    .leftJoin(followedProfile, eq(followedProfile.userId, follows.followedUserId))
    .leftJoin(vehicles, eq(vehicles.id, follows.vehicleId))
    .leftJoin(carOwner, eq(carOwner.id, vehicles.ownerId))
    .leftJoin(models, eq(models.id, follows.modelId))
    .leftJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(
      and(
        eq(follows.userId, memberId),
        or(
          and(isNotNull(follows.followedUserId), ...publiclyVisibleMember(followedMember)),
          and(isNotNull(follows.vehicleId), publiclyVisibleVehicle()),
          isNotNull(follows.modelId),
        ),
        after(cursor),
      ),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(FOLLOW_LIST_PAGE_SIZE + 1);
  const items = rows.slice(0, FOLLOW_LIST_PAGE_SIZE).map((row): FollowedTarget => {
    const followedAt = row.createdAt.toISOString();
    if (row.memberNickname !== null) {
      const nickname = row.memberNickname;
      return {
        kind: 'members',
        id: nickname,
        name: nickname,
        ownerNickname: null,
        image: row.memberAvatarKey ? imageUrls(storage, row.memberAvatarKey).cardUrl : null,
        path: memberPage(nickname),
        followedAt,
      };
    }
    if (
      row.carId !== null &&
      row.carName !== null &&
      row.carSlug !== null &&
      row.carOwner !== null
    ) {
      return {
        kind: 'vehicles',
        id: row.carId,
        name: row.carName,
        ownerNickname: row.carOwner,
        image: cardPicture(storage, {
          ...row,
          previewVariantWidths: row.previewVariantWidths ?? [],
        }).previewImage,
        path: vehiclePage({ nickname: row.carOwner, slug: row.carSlug }),
        followedAt,
      };
    }
    const modelId = row.modelId ?? '';
    return {
      kind: 'models',
      id: modelId,
      name: `${row.make ?? ''} ${row.modelName ?? ''}`.trim(),
      ownerNickname: null,
      image: null,
      path: modelCarsPage({ manufacturerId: row.manufacturerId ?? '', modelId }),
      followedAt,
    };
  });
  return {
    items,
    nextCursor: nextCursorOf(rows, FOLLOW_LIST_PAGE_SIZE, (row) => ({
      at: row.createdAt,
      id: row.id,
    })),
  };
}
