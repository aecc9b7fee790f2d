import {
  type AuditEntry,
  RESTRICTIONS,
  type Restriction,
  ROLES,
  type Role,
} from '@carclub/contracts';
import type { TFunction } from 'i18next';

const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);
const isRestriction = (value: unknown): value is Restriction =>
  RESTRICTIONS.some((restriction) => restriction === value);

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

/** One changed field of an entry: its label and its values before and after, as people read them. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const FIELDS = [
  'status',
  'handledAt',
  'hidden',
  'hiddenReason',
  'roles',
  'restrictions',
  'liveSessions',
  'email',
  'name',
  'locales',
  'manufacturerId',
  'hex',
  'preview',
  'vehicleId',
  'storageKey',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return value as Record<string, unknown>;
}

/** A stored value in the interface language: roles and statuses by name, times as dates. */
function readable(key: string, value: unknown, t: TFunction<'admin'>, language: string): string {
  if (value === null || value === undefined || value === '') return t('auditLog.none');
  if (typeof value === 'boolean') return t(value ? 'auditLog.values.yes' : 'auditLog.values.no');
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('auditLog.none');
    return value
      .map((item) => {
        if (key === 'roles' && isRole(item)) return t(`members.roles.${item}`);
        if (key === 'restrictions' && isRestriction(item)) return t(`members.restrictions.${item}`);
        return readable(key, item, t, language);
      })
      .join(', ');
  }
  if (typeof value === 'string') {
    if (key === 'status' && (value === 'open' || value === 'resolved' || value === 'dismissed')) {
      return t(`auditLog.values.status.${value}`);
    }
    if (ISO_TIME.test(value)) {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      );
    }
    return value;
  }
  // A reference item's names by language: "uk: Синій; en: Blue".
  return Object.entries(record(value))
    .map(([name, inner]) => `${name}: ${readable(name, inner, t, language)}`)
    .join('; ');
}

/**
 * What an entry changed, one row per field whose value differs (every field of what was created
 * or deleted), with the field's name and both values in the interface language.
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  t: TFunction<'admin'>,
  language: string,
): AuditChange[] {
  const before = record(entry.before);
  const after = record(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      field: isField(key) ? t(`auditLog.fields.${key}`) : key,
      before: readable(key, before[key], t, language),
      after: readable(key, after[key], t, language),
    }));
}
