import { httpErrors } from '../../lib/http-errors';

/** The acting staff member's id; the admin scope's hooks have already authenticated them. */
export function staffId(user: { id: string } | null): string {
  if (!user) throw httpErrors.unauthorized();
  return user.id;
}
