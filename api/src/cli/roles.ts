import { ROLES, type Role } from '@carclub/contracts';
import { eq, sql } from 'drizzle-orm';

import { users } from '../db/schema';
import type { Database } from '../db/database';
import { CliError } from './cli-error';

export interface RoleChange {
  email: string;
  role: Role;
  /** False when the user already had (grant) or already lacked (revoke) the role. */
  changed: boolean;
  roles: Role[];
}

function parseRole(value: string): Role {
  const role = ROLES.find((candidate) => candidate === value);
  if (role === undefined) {
    throw new CliError(`Unknown role "${value}": expected one of ${ROLES.join(', ')}.`);
  }
  return role;
}

async function changeRole(
  db: Database,
  emailInput: string,
  roleInput: string,
  grant: boolean,
): Promise<RoleChange> {
  const role = parseRole(roleInput);
  // Stored e-mails are lower-cased by the contracts, so the operator's spelling must not matter.
  const email = emailInput.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) throw new CliError(`No user with the e-mail "${email}".`);
    const had = user.roles.includes(role);
    if (had === grant) return { email, role, changed: false, roles: user.roles as Role[] };
    const [row] = await tx
      .update(users)
      .set({
        roles: grant
          ? sql`array_append(${users.roles}, ${role}::text)`
          : sql`array_remove(${users.roles}, ${role}::text)`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning({ roles: users.roles });
    return { email, role, changed: true, roles: row!.roles as Role[] };
  });
}

/** Adds `role` to the user with `email`; doing it twice changes nothing. Throws CliError. */
export function grantRole(db: Database, email: string, role: string): Promise<RoleChange> {
  return changeRole(db, email, role, true);
}

/** Removes `role` from the user with `email`; doing it twice changes nothing. Throws CliError. */
export function revokeRole(db: Database, email: string, role: string): Promise<RoleChange> {
  return changeRole(db, email, role, false);
}

/** The one line the command prints. */
export function describeRoleChange(change: RoleChange, grant: boolean): string {
  const roles = change.roles.length > 0 ? change.roles.join(', ') : 'none';
  if (!change.changed) {
    return `${change.email} ${grant ? 'already has' : 'does not have'} the role ${change.role} (roles: ${roles}).`;
  }
  return `${grant ? 'Granted' : 'Revoked'} the role ${change.role} ${grant ? 'to' : 'from'} ${change.email} (roles: ${roles}).`;
}
