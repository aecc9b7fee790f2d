import {
  loadCommonPasswords,
  passwordProblemMessages,
  type PasswordContext,
} from '@carclub/contracts';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { httpErrors } from '../http-errors';

/**
 * Refuses a new password that the policy of @carclub/contracts refuses, with the 400 a failed
 * schema gives, naming the `field` of the form (`password` by default). The request schemas check what the request shows;
 * this also knows the account, and waits for the common-password list rather than skipping it, so
 * the answer never depends on what happened to be loaded.
 */
export async function assertAcceptablePassword(
  password: string,
  account: PasswordContext,
  field = 'password',
): Promise<void> {
  await loadCommonPasswords();
  const messages = passwordProblemMessages(password, account);
  if (messages.length > 0) throw httpErrors.validation({ [field]: messages });
}

/** The same for an existing account, which a reset link names only by its id. */
export async function assertAcceptablePasswordFor(
  db: Database,
  userId: string,
  password: string,
  field = 'password',
): Promise<void> {
  const [account] = await db
    .select({ email: users.email, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  await assertAcceptablePassword(password, account ?? {}, field);
}
