// Database error inspection that works for pg and PGlite (drizzle wraps driver errors in `cause`).

const UNIQUE_VIOLATION = '23505';

interface DriverError { code?: unknown; constraint?: unknown; cause?: unknown }

/** The violated unique constraint's name when `error` is a unique violation, else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error as DriverError | undefined; current; current = current.cause as DriverError | undefined) {
    if (current.code === UNIQUE_VIOLATION) return typeof current.constraint === 'string' ? current.constraint : '';
  }
  return undefined;
}
