import { ROLES, type Role } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import { users } from '../db/schema';
import type { Database } from '../db/database';
import { changeMemberRole, LastAdminError } from '../lib/admin';
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
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (!user) throw new CliError(`No user with the e-mail "${email}".`);
      // The dashboard's implementation, so both keep the last-admin rule.
      const change = await changeMemberRole(tx, user.id, role, grant);
      if (!change) throw new CliError(`No user with the e-mail "${email}".`);
      return { email, role, changed: change.changed, roles: change.roles };
    });
  } catch (error) {
    if (error instanceof LastAdminError) {
      throw new CliError(
        `${email} is the last admin who can sign in; grant admin to someone else first.`,
      );
    }
    throw error;
  }
}

/** Adds `role` to the user with `email`; doing it twice changes nothing. Throws CliError. */
export function grantRole(db: Database, email: string, role: string): Promise<RoleChange> {
  return changeRole(db, email, role, true);
}

/**
 * Removes `role` from the user with `email`; doing it twice changes nothing. Refuses to take
 * `admin` from the last admin who can sign in. Throws CliError.
 */
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
