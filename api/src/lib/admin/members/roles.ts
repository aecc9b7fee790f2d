import type { Role } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import type { Transaction } from '../../../db/database';
import { users } from '../../../db/schema';

/** Refused: the change would leave the site without an admin who can sign in. */
export class LastAdminError extends Error {
  constructor() {
    super('The site must keep at least one admin who can sign in');
    this.name = 'LastAdminError';
  }
}

/**
 * Refuses (LastAdminError) when `memberId` is an admin and no other admin who can sign in
 * (activated and not blocked) would remain after taking the role from them, blocking or deleting them. Every admin
 * row is locked, in id order, before anything is read: two admins demoting each other at once
 * then run one after the other, and the second sees that the first is no longer an admin (a
 * locked row's condition is checked again once the lock is free). Call it first in the transaction,
 * before locking the member's own row, so every such transaction locks in the same order.
 */
export async function ensureAnotherAdminRemains(tx: Transaction, memberId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id, restrictions: users.restrictions, activatedAt: users.activatedAt })
    .from(users)
    .where(sql`'admin' = ANY(${users.roles})`)
    .orderBy(users.id)
    .for('update');
  if (!admins.some((admin) => admin.id === memberId)) return;
  const others = admins.filter(
    (admin) =>
      admin.id !== memberId &&
      admin.activatedAt !== null &&
      !admin.restrictions.includes('blocked'),
  );
  if (others.length === 0) throw new LastAdminError();
}

export interface MemberRoleChange {
  /** False when the member already had (grant) or already lacked (revoke) the role. */
  changed: boolean;
  before: Role[];
  roles: Role[];
}

/**
 * Adds or removes one role of a member, inside the caller's transaction; doing it twice changes
 * nothing. Taking `admin` away from the last admin is refused (LastAdminError). The CLI and the
 * dashboard both change roles through here. Undefined when there is no such member. Roles apply at
 * once: the auth plugin reads them from the database on every request.
 */
export async function changeMemberRole(
  tx: Transaction,
  memberId: string,
  role: Role,
  grant: boolean,
): Promise<MemberRoleChange | undefined> {
  if (!grant && role === 'admin') await ensureAnotherAdminRemains(tx, memberId);
  const [member] = await tx
    .select({ roles: users.roles })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (!member) return undefined;
  const before = member.roles as Role[];
  if (before.includes(role) === grant) return { changed: false, before, roles: before };
  const [row] = await tx
    .update(users)
    .set({
      roles: grant
        ? sql`array_append(${users.roles}, ${role}::text)`
        : sql`array_remove(${users.roles}, ${role}::text)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, memberId))
    .returning({ roles: users.roles });
  return { changed: true, before, roles: row!.roles as Role[] };
}
