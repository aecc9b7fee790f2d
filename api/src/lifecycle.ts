import path from 'node:path';

import type { AppConfig } from './config';

/**
 * In-flight requests get this long to finish and the database to close; then the process exits
 * anyway (non-zero). Supervisors commonly kill after 10 s, so the process is gone before that. A
 * cluster primary gives its workers the same time in all.
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/** What a cluster primary sends its workers over the IPC channel to make them shut down. */
export const SHUTDOWN_MESSAGE = 'carclub:shutdown';

/**
 * Set in the environment of the workers our cluster primary forks, which has migrated and seeded
 * the database for them. A worker of another cluster manager (PM2's cluster mode) has no such
 * primary and prepares the database itself.
 */
export const PREPARED_WORKER_ENV = 'CARCLUB_PREPARED_WORKER';

/**
 * A server process that ran this long before it died had come up and was not crash-looping: the
 * cluster primary replaces such a worker at once, and `pnpm start`'s supervisor (scripts/serve.mjs,
 * which reads this file from dist/) starts such a server again.
 */
export const STABLE_SERVER_MS = 10_000;
/** After a quick death the next start waits this long, doubling for every quick death in a row. */
const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 30_000;

/** The delay before starting a server again, after `quickDeaths` short-lived ones in a row. */
export function restartDelayMs(quickDeaths: number): number {
  if (quickDeaths === 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (quickDeaths - 1));
}

/** What a server that listens tells `pnpm start`'s supervisor (scripts/serve.mjs) over IPC. */
export const READY_MESSAGE_TYPE = 'carclub:ready';

export interface ReadyMessage {
  type: typeof READY_MESSAGE_TYPE;
  /** The one plain line `pnpm start` prints among the JSON log lines: where the site is. */
  line: string;
}

/** Where mail goes without `SMTP_URL`: `.eml` files, each with a readable `.txt` and `.html`. */
export function mailOutboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function readyMessage(
  config: Pick<AppConfig, 'publicUrl' | 'smtpUrl' | 'dataDir'>,
): ReadyMessage {
  const mail =
    config.smtpUrl === undefined
      ? ` · e-mail is not sent (no SMTP_URL): read it in ${mailOutboxDir(config.dataDir)}`
      : '';
  // The runtime too: the operator (and the journeys' log) sees which Node serves the site.
  return {
    type: READY_MESSAGE_TYPE,
    line: `CarClub is ready at ${config.publicUrl} on Node ${process.version}${mail}`,
  };
}
