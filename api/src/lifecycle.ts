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
