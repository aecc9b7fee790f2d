import type { CurrentUser, Role } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { httpErrors } from '../http-errors';

/**
 * Permissions are derived from roles rather than stored: the only privileged screen today is the
 * admin dashboard (spec §6), so the mapping is all the product needs. Restrictions are always
 * empty for now: the one restriction the product has, an account not activated yet, cannot sign
 * in at all, so no signed-in user carries it.
 */
const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  user: [],
  admin: ['admin:dashboard'],
};

export function permissionsFor(roles: readonly Role[]): string[] {
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []))].sort();
}

export async function loadCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const [user] = await db
    .select({ id: users.id, email: users.email, nickname: users.nickname, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw httpErrors.unauthorized();
  const roles = user.roles as Role[];
  return { ...user, roles, permissions: permissionsFor(roles), restrictions: [] };
}
