/** SQLSTATE of a unique-index violation (PostgreSQL and PGlite alike). */
const UNIQUE_VIOLATION = '23505';
/** Drizzle wraps driver errors (DrizzleQueryError) and may be wrapped again; never loop forever. */
const MAX_CAUSE_DEPTH = 5;

/** The violated unique index or constraint of a failed write, or undefined for any other error. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : undefined;
    current = cause;
  }
  return undefined;
}
