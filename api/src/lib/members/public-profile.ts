import type { MemberProfile, ProfilePrivacy } from '@carclub/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';

import type { App } from '../../app-type';
import type { Database } from '../../db/database';
import { countries, follows, profiles, states, users, vehicles } from '../../db/schema';
import { httpErrors } from '../http-errors';
import { imageUrls } from '../media';
import { publiclyVisibleVehicle } from '../vehicles';

export type MembersApp = Pick<App, 'db' | 'storage'>;

const memberState = alias(states, 'member_state');
const memberCountry = alias(countries, 'member_country');

/** Every part empty counts as nothing to show. */
const anyOf = <T extends Record<string, unknown>>(part: T): T | null =>
  Object.values(part).some((value) => value !== null && value !== undefined) ? part : null;

/**
 * Who has a public page: an activated member whom staff have not blocked. A blocked member's page
 * and garage answer as if there were no such member, so nothing they posted stays in view. The
 * sitemap lists exactly these members. `member` is `users` under another name in a query that
 * joins it twice.
 */
export const publiclyVisibleMember = (
  member: { activatedAt: AnyPgColumn; restrictions: AnyPgColumn } = users,
) => [isNotNull(member.activatedAt), sql`NOT ('blocked' = ANY(${member.restrictions}))`];

/**
 * The public page of an activated, unblocked member (nickname ignoring case), with only the parts
 * their privacy settings show; null when there is no such member.
 */
export async function loadMemberProfile(
  app: MembersApp,
  nickname: string,
): Promise<MemberProfile | null> {
  const [row] = await app.db
    .select({
      id: users.id,
      nickname: users.nickname,
      createdAt: users.createdAt,
      profile: profiles,
      state: { id: memberState.id, name: memberState.name, locales: memberState.locales },
      country: { id: memberCountry.id, name: memberCountry.name, locales: memberCountry.locales },
      // The garage's count: what the public sees of it.
      vehicleCount: sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.ownerId} = ${users.id} and ${publiclyVisibleVehicle()})`,
      // Follows as their button counts them (ADR 0164): every row, the lists showing the visible.
      followersCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followedUserId} = ${users.id})`,
      followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(memberState, eq(memberState.id, profiles.stateId))
    .leftJoin(memberCountry, eq(memberCountry.id, profiles.countryId))
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, ...publiclyVisibleMember()))
    .limit(1);
  if (!row) return null;
  const profile = row.profile;
  const image = (key: string | null | undefined) => (key ? imageUrls(app.storage, key).url : null);
  return {
    nickname: row.nickname,
    avatar: image(profile?.avatarKey),
    cover: image(profile?.coverKey),
    name: profile?.showName ? anyOf({ first: profile.firstName, last: profile.lastName }) : null,
    location: profile?.showLocation
      ? anyOf({ city: profile.city, state: row.state, country: row.country })
      : null,
    aboutMe: profile?.aboutMe ?? null,
    socialLinks: profile?.showSocialLinks ? anyOf({ ...profile.socialLinks }) : null,
    birthday: profile?.showBirthday ? profile.birthday : null,
    memberSince: row.createdAt.toISOString(),
    counts: {
      vehicles: Number(row.vehicleCount),
      followers: Number(row.followersCount),
      following: Number(row.followingCount),
    },
    followsPublic: profile?.showFollows ?? true,
  };
}

/** The id of the visible (activated, unblocked) member with `nickname` (ignoring case), for their public garage. */
export async function memberId(db: Database, nickname: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, ...publiclyVisibleMember()))
    .limit(1);
  return row?.id;
}

export async function loadPrivacy(db: Database, userId: string): Promise<ProfilePrivacy> {
  const [row] = await db
    .select({
      showName: profiles.showName,
      showLocation: profiles.showLocation,
      showSocialLinks: profiles.showSocialLinks,
      showBirthday: profiles.showBirthday,
      showFollows: profiles.showFollows,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) throw httpErrors.notFound();
  return row;
}

export async function savePrivacy(
  db: Database,
  userId: string,
  privacy: ProfilePrivacy,
): Promise<ProfilePrivacy> {
  const [row] = await db
    .update(profiles)
    // A switch left out (an older settings page's `showFollows`) is undefined: drizzle leaves it be.
    .set({ ...privacy, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({
      showName: profiles.showName,
      showLocation: profiles.showLocation,
      showSocialLinks: profiles.showSocialLinks,
      showBirthday: profiles.showBirthday,
      showFollows: profiles.showFollows,
    });
  if (!row) throw httpErrors.notFound();
  return row;
}
