import { eq } from 'drizzle-orm';

import { users } from '../../db/schema';
import { acceptMailRequest, type AuthenticatedUser, type MailRequestApp } from '../auth';
import { httpErrors } from '../http-errors';

/**
 * Mails the member a link that sets a new password: the way a member who signed up with Google
 * gets one (and so can change the e-mail address or sign in without Google). It is the reset
 * link of forgot-password, with its budgets, sent to the account's own address in its language.
 */
export async function mailPasswordLink(
  app: MailRequestApp,
  caller: AuthenticatedUser,
  ip: string,
): Promise<void> {
  const [user] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!user) throw httpErrors.notFound();
  await acceptMailRequest(app, 'passwordReset', { email: user.email, ip, language: undefined });
}
