import { type CurrentUser, permissionsFor, type Role } from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { httpErrors } from '../http-errors';

export async function loadCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      roles: users.roles,
      restrictions: users.restrictions,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw httpErrors.unauthorized();
  const roles = user.roles as Role[];
  return {
    ...user,
    roles,
    permissions: permissionsFor(roles),
    restrictions: user.restrictions,
  };
}
