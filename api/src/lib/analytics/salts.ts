import { randomBytes } from 'node:crypto';

import { eq, lt } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { analyticsSalts } from '../../db/schema';
import { daysBefore } from './visitor';

/** Each day's salt, shared by every API process through the database. */
export interface DailySalts {
  /** The salt of `day` (`YYYY-MM-DD`), made on its first use by whichever process comes first. */
  saltOf(day: string): Promise<string>;
  /**
   * Deletes the salts of the days before yesterday (`today` is `YYYY-MM-DD`); yesterday's stays
   * for the requests that straddle midnight.
   */
  sweep(today: string): Promise<void>;
}

export function createDailySalts(db: Database): DailySalts {
  // One day at a time: the salt is read from the database once per day and process.
  let cached: { day: string; salt: Promise<string> } | undefined;

  async function sweep(today: string): Promise<void> {
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, daysBefore(today, 1)));
  }

  async function load(day: string): Promise<string> {
    // A new day in this process: the old salts go now too, not only at the next periodic sweep,
    // which a process that restarts often might never reach.
    await sweep(day);
    // Two processes may both insert: one row wins, and both read that one.
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`the salt of ${day} vanished after it was written`);
    return row.salt;
  }

  return {
    saltOf(day) {
      if (cached?.day !== day) {
        const salt = load(day);
        cached = { day, salt };
        // A failed read must not stay cached: the next view tries again.
        salt.catch(() => {
          if (cached?.salt === salt) cached = undefined;
        });
      }
      return cached.salt;
    },
    async sweep(today) {
      await sweep(today);
      if (cached !== undefined && cached.day < daysBefore(today, 1)) cached = undefined;
    },
  };
}
