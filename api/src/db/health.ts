import { sql } from 'drizzle-orm';

import { answerWithin } from '../lib/deadline';
import type { Database } from './database';
import { DatabaseUnavailableError } from './faults';

/** How long `/api/ready` waits for the database before it says the server cannot serve. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether the database can serve. A storage fault of the embedded database is final for this
 * process (`fault` is set and the fault listeners run once: the server drains and exits, and its
 * supervisor starts a fresh one); a PostgreSQL server that is down is not, it may come back.
 */
export class DatabaseHealth {
  #fault: Error | undefined;
  readonly #listeners = new Set<(fault: Error) => void>();

  constructor(private readonly db: () => Database) {}

  get fault(): Error | undefined {
    return this.#fault;
  }

  reportFault(fault: Error): void {
    if (this.#fault !== undefined) return;
    this.#fault = fault;
    for (const listener of this.#listeners) listener(fault);
  }

  onFault(listener: (fault: Error) => void): void {
    this.#listeners.add(listener);
  }

  /** Resolves when a trivial query answers within `timeoutMs`; throws DatabaseUnavailableError. */
  async check(timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    if (this.#fault !== undefined) {
      throw new DatabaseUnavailableError('The embedded database failed', { cause: this.#fault });
    }
    await answerWithin(
      () => this.db().execute(sql`select 1`),
      timeoutMs,
      DatabaseUnavailableError,
      {
        timeout: `No answer from the database in ${timeoutMs} ms`,
        failed: 'The database did not answer',
      },
    );
  }
}
