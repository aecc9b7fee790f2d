import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files whose fate is not settled yet: written but not yet referenced by a row (an upload in
 * progress), or no longer referenced but not yet deleted. A key is recorded here in the same
 * transaction that changes the referencing row, so after a crash a sweep can delete exactly the
 * files nobody references, and no row ever points to a file that is not there.
 */
export const pendingFiles = pgTable('pending_files', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When deleting the file last failed: such a file is no longer referenced but still served, so
   * the next media sweep, in whichever process runs it, retries it whatever its age.
   */
  deletionFailedAt: timestamp('deletion_failed_at', { withTimezone: true }),
});
