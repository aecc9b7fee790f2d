import type { Role } from '@carclub/contracts';

/** Who is calling, as established by `app.authenticate`. Roles are read from the database. */
export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  roles: Role[];
  /** When the access token of the request expires (epoch ms): a long-lived stream ends then. */
  tokenExpiresAt: number;
}
