import {
  MUTES_MAX_PER_MEMBER,
  type MutedMemberList,
  STAFF_ROLES,
  VALIDATION_MESSAGES as V,
} from '@carclub/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database';
import { manufacturers, memberMutes, models, modelMutes, users } from '../../db/schema';
import { httpErrors } from '../http-errors';

/**
 * Mutes `mutedUserId` for `userId` (ADR 0153): their posts and comments leave what `userId` sees.
 * Muting again changes nothing (the first date stays). 400 for oneself, for staff (whose notices
 * every member must see) and past MUTES_MAX_PER_MEMBER.
 */
export async function muteMember(db: Database, userId: string, mutedUserId: string) {
  if (mutedUserId === userId) throw httpErrors.badRequest(V.cannotMuteYourself);
  const [target] = await db
    .select({ roles: users.roles })
    .from(users)
    .where(eq(users.id, mutedUserId))
    .limit(1);
  if (!target) throw httpErrors.notFound();
  if (target.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role))) {
    throw httpErrors.badRequest(V.cannotMuteStaff);
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(memberMutes)
    .where(eq(memberMutes.userId, userId));
  if (total >= MUTES_MAX_PER_MEMBER) {
    throw httpErrors.validation({ mutes: [V.tooManyItems] }, 'Too many muted members');
  }
  await db.insert(memberMutes).values({ userId, mutedUserId }).onConflictDoNothing();
}

/**
 * Lifts the mute of the member called `nickname` (ignoring case) now; nothing happens when there
 * was none. By the nickname of any account, so that a member blocked since can be unmuted too.
 */
export async function unmuteMember(db: Pick<Database, 'delete'>, userId: string, nickname: string) {
  await db
    .delete(memberMutes)
    .where(
      and(
        eq(memberMutes.userId, userId),
        sql`${memberMutes.mutedUserId} IN (SELECT ${users.id} FROM ${users} WHERE lower(${users.nickname}) = lower(${nickname}))`,
      ),
    );
}

/**
 * Mutes the model `modelId` for `userId`: its cars, posts and entries leave their feeds. Muting
 * again changes nothing. False when there is no such model; 400 past MUTES_MAX_PER_MEMBER models.
 */
export async function muteModel(db: Database, userId: string, modelId: string): Promise<boolean> {
  const [model] = await db.select({ id: models.id }).from(models).where(eq(models.id, modelId));
  if (!model) return false;
  if ((await db.$count(modelMutes, eq(modelMutes.userId, userId))) >= MUTES_MAX_PER_MEMBER) {
    throw httpErrors.validation({ mutes: [V.tooManyItems] }, 'Too many muted models');
  }
  await db.insert(modelMutes).values({ userId, modelId }).onConflictDoNothing();
  return true;
}

/** Lifts the mute of the model `modelId`; nothing happens when there was none. */
export async function unmuteModel(db: Pick<Database, 'delete'>, userId: string, modelId: string) {
  await db
    .delete(modelMutes)
    .where(and(eq(modelMutes.userId, userId), eq(modelMutes.modelId, modelId)));
}

/** The members and the models `userId` muted, latest first. */
export async function listMutes(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<MutedMemberList> {
  const [mutedMembers, mutedModels] = await Promise.all([
    db
      .select({ nickname: users.nickname, mutedAt: memberMutes.createdAt })
      .from(memberMutes)
      .innerJoin(users, eq(users.id, memberMutes.mutedUserId))
      .where(eq(memberMutes.userId, userId))
      .orderBy(desc(memberMutes.createdAt), users.nickname)
      .limit(MUTES_MAX_PER_MEMBER),
    db
      .select({
        id: models.id,
        name: sql<string>`${manufacturers.name} || ' ' || ${models.name}`,
        mutedAt: modelMutes.createdAt,
      })
      .from(modelMutes)
      .innerJoin(models, eq(models.id, modelMutes.modelId))
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
      .where(eq(modelMutes.userId, userId))
      .orderBy(desc(modelMutes.createdAt), models.id)
      .limit(MUTES_MAX_PER_MEMBER),
  ]);
  const dated = <T extends { mutedAt: Date }>(row: T) => ({
    ...row,
    mutedAt: row.mutedAt.toISOString(),
  });
  return { items: mutedMembers.map(dated), models: mutedModels.map(dated) };
}

/**
 * A condition for a list's WHERE: the row's author (`authorId`, a column or expression of the
 * query) is not one `viewerId` muted. Always true for a signed-out reader (`viewerId` null). An
 * anti-join on the mutes' primary key, so it costs one index probe per row.
 */
export function notMutedBy(viewerId: string | null, authorId: AnyPgColumn | SQL): SQL {
  if (viewerId === null) return sql`true`;
  return sql`NOT EXISTS (SELECT 1 FROM ${memberMutes} WHERE ${memberMutes.userId} = ${viewerId} AND ${memberMutes.mutedUserId} = ${authorId})`;
}
