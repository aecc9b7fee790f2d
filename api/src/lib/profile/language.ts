import type { Language } from '@carclub/contracts/languages';
import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** Keeps the interface language on the account: the e-mails sent later are written in it. */
export async function saveAccountLanguage(
  db: Database,
  userId: string,
  language: Language,
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
