import type { ChangePassword } from '@carclub/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';

import type { App } from '../../app-type';
import { sessions, users } from '../../db/schema';
import {
  assertAcceptablePasswordFor,
  type AuthenticatedUser,
  hashPassword,
  memberKey,
  verifyPassword,
} from '../auth';
import { httpErrors } from '../http-errors';
import { notify, type NotifyApp } from '../notifications';

/**
 * Whoever holds a stolen access token could otherwise guess the current password here at the
 * speed of argon2, without the login route's limits.
 */
export const CHANGE_PASSWORD_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

/**
 * Replaces the password of a password account and signs out every other session, so a thief who
 * knew the old password loses access; the caller's own session stays signed in.
 */
export async function changePassword(
  app: Pick<App, 'rateLimiter'> & NotifyApp,
  caller: AuthenticatedUser,
  { currentPassword, newPassword }: ChangePassword,
): Promise<void> {
  const [user] = await app.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!user) throw httpErrors.notFound();
  // A Google-only account has no password to change (spec §6: password change forbidden).
  if (user.passwordHash === null) throw httpErrors.forbidden();

  const limiterKey = memberKey(caller.id, 'change-password');
  await app.rateLimiter.consume(limiterKey, CHANGE_PASSWORD_RATE_LIMIT);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    // The spec's own message (§8) rather than a validation key: the value is well-formed, just wrong.
    throw httpErrors.validation({ currentPassword: ['messages.currentPasswordIncorrect'] });
  }
  await app.rateLimiter.reset(limiterKey);
  // The same policy as at sign-up and reset: not common, not the address's name, not the nickname.
  await assertAcceptablePasswordFor(app.db, caller.id, newPassword, 'newPassword');

  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, caller.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, caller.id),
          ne(sessions.id, caller.sessionId),
          isNull(sessions.revokedAt),
        ),
      );
  });
  notify(app, caller.id, 'passwordChanged', {}, { now });
}
