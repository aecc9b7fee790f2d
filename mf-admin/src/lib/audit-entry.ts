import { type AuditEntry, ROLES, type Role } from '@carclub/contracts';
import type { TFunction } from 'i18next';

const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/** The roles a role change's `before` or `after` holds (`{ roles: [...] }`), else none. */
function rolesOf(value: unknown): Role[] {
  if (typeof value !== 'object' || value === null || !('roles' in value)) return [];
  const { roles } = value;
  return Array.isArray(roles) ? roles.filter(isRole) : [];
}

/** The roles a `member.roleGrant` gave or a `member.roleRevoke` took; none for other actions. */
export function changedRoles(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): Role[] {
  const before = rolesOf(entry.before);
  const after = rolesOf(entry.after);
  if (entry.action === 'member.roleGrant') return after.filter((role) => !before.includes(role));
  if (entry.action === 'member.roleRevoke') return before.filter((role) => !after.includes(role));
  return [];
}

/** An entry's action in words; a role change names the role ("Надано роль «Адміністратор»"). */
export function auditActionText(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  t: TFunction<'admin'>,
): string {
  const roles = changedRoles(entry);
  if (
    roles.length > 0 &&
    (entry.action === 'member.roleGrant' || entry.action === 'member.roleRevoke')
  ) {
    return t(`auditLog.roleChange.${entry.action}`, {
      roles: roles.map((role) => t(`members.roles.${role}`)).join(', '),
    });
  }
  return t(`auditLog.actions.${entry.action}`, { defaultValue: entry.action });
}

/**
 * What was acted on, as a person reads it: the label the entry recorded (a nickname, a car's name).
 * ADMIN_EMAILS' grants recorded none before 2026-11 (the member is their own actor), so those are
 * named by the actor's nickname. Null when the entry names nothing readable: only its id.
 */
export function auditTargetName(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel' | 'actorId' | 'actorNickname'>,
): string | null {
  if (entry.targetLabel) return entry.targetLabel;
  if (entry.targetType === 'member' && entry.targetId === entry.actorId) return entry.actorNickname;
  return null;
}
