/**
 * Telling a database that cannot serve (unreachable, shut down, out of disk, failing I/O) from a
 * query that is wrong. The first is the service's fault and answers 503; the second stays a 500.
 */

/**
 * SQLSTATE classes and codes of a server that cannot do the work: 08 connection exception, 53
 * insufficient resources (disk full, out of memory), 58 system error (I/O), 57P01–57P03 shut down
 * or starting, XX001/XX002 corrupted data or index, 42501 insufficient privilege (the API's role
 * lost a grant: the operator's fix, not the request's fault).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|58)|^57P0[1-3]$|^XX00[12]$|^42501$/;
/** Of those, what the embedded database cannot recover from in this process (its own files). */
const STORAGE_SQLSTATE = /^(53|58)|^XX00[12]$/;

/** Socket errors of node-postgres reaching its server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or timed-out connection with these messages and no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** Drizzle wraps driver errors (DrizzleQueryError), possibly more than once. */
const MAX_CAUSE_DEPTH = 5;

/** Thrown instead of querying once the database is known to be unusable. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current; depth++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function matches(error: unknown, sqlstate: RegExp, withNetwork: boolean): boolean {
  return causes(error).some((link) => {
    if (link instanceof DatabaseUnavailableError) return true;
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(code) && sqlstate.test(code)) return true;
      if (withNetwork && NETWORK_CODES.has(code)) return true;
    }
    return (
      withNetwork &&
      typeof message === 'string' &&
      DRIVER_MESSAGES.some((known) => message.startsWith(known))
    );
  });
}

/** Whether an error means the database cannot serve now (503), not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, UNAVAILABLE_SQLSTATE, true);
}

/** Whether an error of the embedded database means its files can no longer be written or read. */
export function isStorageFault(error: unknown): boolean {
  return matches(error, STORAGE_SQLSTATE, false);
}

/**
 * SQLSTATEs of class 22 (data exception) that mean the database could not take a value as its
 * column's type: a NUL in text (22021), a malformed uuid or number (22P02), one too long or too
 * large (22001, 22003), an impossible date (22007, 22008), a bad LIKE escape (22025)...
 */
const INVALID_VALUE_SQLSTATES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22019',
  '22021',
  '22025',
  '2201B',
  '22P02',
  '22P05',
]);

/**
 * The SQLSTATE of a value the database refused, found on the error or the causes Drizzle wraps it
 * in, or undefined when the error is something else.
 */
export function invalidValueSqlState(error: unknown): string | undefined {
  for (const link of causes(error)) {
    const { code } = link as { code?: unknown };
    if (typeof code === 'string' && INVALID_VALUE_SQLSTATES.has(code)) return code;
  }
  return undefined;
}
