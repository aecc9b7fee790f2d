import { randomUUID } from 'node:crypto';

import type { Role } from '@carclub/contracts';

import type { App } from '../../src/app-type';
import { profiles, sessions, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/auth/passwords';

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  id: string;
  email: string;
  nickname: string;
  password: string;
}

let sequence = 0;

/**
 * Inserts an account straight into the database (activated unless asked otherwise), so tests of
 * profile, vehicle and admin routes do not depend on the sign-up routes.
 */
export async function createTestUser(
  app: App,
  {
    nickname = `user${++sequence}${randomUUID().slice(0, 6)}`,
    email = `${nickname.toLowerCase()}@example.com`,
    password = TEST_PASSWORD,
    roles = ['user'],
    activated = true,
  }: {
    nickname?: string;
    email?: string;
    password?: string;
    roles?: Role[];
    activated?: boolean;
  } = {},
): Promise<TestUser> {
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      nickname,
      passwordHash: await hashPassword(password),
      roles,
      activatedAt: activated ? new Date() : null,
    })
    .returning({ id: users.id });
  await app.db.insert(profiles).values({ userId: row!.id });
  return { id: row!.id, email, nickname, password };
}

/** A live session for `user` and its `Authorization` header, without going through login. */
export async function authHeaderFor(
  app: App,
  user: Pick<TestUser, 'id'>,
  roles: Role[] = ['user'],
): Promise<{ authorization: string }> {
  const sessionId = randomUUID();
  await app.db.insert(sessions).values({ id: sessionId, userId: user.id });
  const { token } = await app.accessTokens.sign({ sub: user.id, sid: sessionId, roles });
  return { authorization: `Bearer ${token}` };
}
