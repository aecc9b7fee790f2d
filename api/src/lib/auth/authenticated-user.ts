import type { Role } from '@carclub/contracts';

/** Who is calling, as established by `app.authenticate`. Roles are read from the database. */
export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  roles: Role[];
}
