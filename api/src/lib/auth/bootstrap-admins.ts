import type { Role } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** Whether ADMIN_EMAILS names the (lower-cased) address, itself or by a `*@domain` entry. */
export function isBootstrapAdmin(adminEmails: readonly string[], email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@'));
  return adminEmails.some((entry) => entry === email || entry === `*${domain}`);
}

/**
 * A new site has no admin to appoint the first one: ADMIN_EMAILS names them, and they become admins
 * on a password sign-in of their activated (so verified) address. Returns the roles to sign with.
 */
export async function applyBootstrapAdmin(
  db: Pick<Database, 'update'>,
  adminEmails: readonly string[],
  user: { id: string; email: string; roles: Role[] },
): Promise<Role[]> {
  if (user.roles.includes('admin') || !isBootstrapAdmin(adminEmails, user.email)) return user.roles;
  const [row] = await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'admin')` })
    .where(eq(users.id, user.id))
    .returning({ roles: users.roles });
  return (row?.roles ?? user.roles) as Role[];
}
