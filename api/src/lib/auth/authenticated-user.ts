import type { Permission, Restriction, Role } from '@carclub/contracts';

/** Who is calling, as established by `app.authenticate`. Roles are read from the database. */
export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  roles: Role[];
  /** What the roles grant (contracts ROLE_PERMISSIONS). */
  permissions: Permission[];
  restrictions: Restriction[];
  /** When the access token of the request expires (epoch ms): a long-lived stream ends then. */
  tokenExpiresAt: number;
}
