import type { Role } from './enums';

/**
 * What staff may do, one name per kind of action. The server checks one of these on every admin
 * route (the route's `config.permission`); the dashboard shows only what the user may use.
 */
export const PERMISSIONS = [
  /** Open the dashboard and its overview. */
  'dashboard:view',
  /** See members, their vehicles, sessions and security notices. */
  'members:read',
  /** Block, unblock, sign out everywhere, resend activation, delete an account. */
  'members:manage',
  /** Grant and revoke the moderator and admin roles. */
  'roles:manage',
  /** Hide and restore vehicles, delete their photos. */
  'content:moderate',
  /** Work through members' reports. */
  'reports:handle',
  /** Add, rename and delete makes, models, body types and colours. */
  'reference:manage',
  /** Read and export the audit log. */
  'audit:read',
] as const;
// No zod schema here: the shell's first page checks permissions, and zod is not on it (ADR 0084).
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The one table of who may do what. Moderators look after content and may look members up (a
 * report names one), but cannot act on accounts or roles: those stay with admins.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: [],
  moderator: ['dashboard:view', 'members:read', 'content:moderate', 'reports:handle', 'audit:read'],
  admin: PERMISSIONS,
};

/** The roles that reach the dashboard: staff. */
export const STAFF_ROLES = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) =>
  ROLE_PERMISSIONS[role].includes('dashboard:view'),
);

export function permissionsFor(roles: readonly Role[]): Permission[] {
  return PERMISSIONS.filter((permission) =>
    roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission)),
  );
}

/**
 * Limits put on one member by staff, kept on the account. `blocked`: cannot sign in, sessions end,
 * public pages disappear. `uploadsBanned`: may not upload photos.
 */
export const RESTRICTIONS = ['blocked', 'uploadsBanned'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** Whether a user of `/auth/me` (or anyone with permissions) may do something. */
export function can(
  user: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  return user?.permissions.includes(permission) ?? false;
}
