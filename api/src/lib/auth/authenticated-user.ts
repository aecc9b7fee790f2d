import type { Permission, Restriction, Role } from '@carclub/contracts';

import { httpErrors } from '../http-errors';

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

/**
 * The caller's id on a route behind `app.authenticate`: 401 when nobody signed in (that hook has
 * answered so already), so a route names its member without asserting that there is one.
 */
export function requireUserId(request: { user: Pick<AuthenticatedUser, 'id'> | null }): string {
  if (!request.user) throw httpErrors.unauthorized();
  return request.user.id;
}
