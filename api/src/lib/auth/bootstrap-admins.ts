import type { Role } from '@carclub/contracts';
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { recordAdminAction } from '../audit';

/** Whether ADMIN_EMAILS names the (lower-cased) address, itself or by a `*@domain` entry. */
export function isBootstrapAdmin(adminEmails: readonly string[], email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@'));
  return adminEmails.some((entry) => entry === email || entry === `*${domain}`);
}

/**
 * A new site has no admin to appoint the first one: ADMIN_EMAILS names them, and they become admins
 * on a password sign-in of their activated (so verified) address, recorded in the audit log as
 * their own act. Once staff have taken the role away (the audit log says so), the list no longer
 * gives it back: the address must then also leave ADMIN_EMAILS. Returns the roles to sign with.
 */
export async function applyBootstrapAdmin(
  db: Database,
  adminEmails: readonly string[],
  user: { id: string; email: string; nickname: string; roles: Role[] },
): Promise<Role[]> {
  if (user.roles.includes('admin') || !isBootstrapAdmin(adminEmails, user.email)) return user.roles;
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'member.roleRevoke'),
          eq(auditLog.targetId, user.id),
          sql`${auditLog.before} -> 'roles' @> '["admin"]'::jsonb`,
        ),
      )
      .limit(1);
    if (revoked) return user.roles;
    const [row] = await tx
      .update(users)
      .set({ roles: sql`array_append(${users.roles}, 'admin')` })
      .where(and(eq(users.id, user.id), sql`NOT ('admin' = ANY(${users.roles}))`))
      .returning({ roles: users.roles });
    if (!row) return user.roles;
    await recordAdminAction(tx, {
      actorId: user.id,
      action: 'member.roleGrant',
      targetType: 'member',
      targetId: user.id,
      // The member's nickname, as every other member action records it: the log reads a name.
      targetLabel: user.nickname,
      before: { roles: user.roles },
      after: { roles: row.roles },
      reason: 'ADMIN_EMAILS',
    });
    return row.roles as Role[];
  });
}
