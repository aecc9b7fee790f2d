import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

import type { BenchApp } from './bench-server.mts';

// The API is CommonJS and finds its migrations through __dirname: it is required, not imported.
const require = createRequire(import.meta.url);
const schema =
  require('../../api/src/db/schema/index.ts') as typeof import('../../api/src/db/schema/index.ts');

/**
 * An activated member written straight into the database of an API a bench runs in its own
 * process, with the profile sign-up makes and a session: the bearer header of their requests.
 */
export async function signedInMember(
  app: BenchApp,
  { email, nickname }: { email: string; nickname: string },
): Promise<Record<string, string>> {
  const userId = randomUUID();
  await app.db
    .insert(schema.users)
    .values({ id: userId, email, nickname, activatedAt: new Date() });
  await app.db.insert(schema.profiles).values({ userId });
  return signIn(app, userId);
}

/** A new session of the member: the bearer header of their requests, valid from now. */
export async function signIn(app: BenchApp, userId: string): Promise<Record<string, string>> {
  const sessionId = randomUUID();
  await app.db.insert(schema.sessions).values({ id: sessionId, userId });
  const { token } = await app.accessTokens.sign({ sub: userId, sid: sessionId, roles: ['user'] });
  return { authorization: `Bearer ${token}` };
}
