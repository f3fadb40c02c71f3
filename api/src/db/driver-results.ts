/**
 * What the two drivers (PGlite and node-postgres, through Drizzle) hand back in the two places
 * where they differ or wrap: the rows of a raw statement, and the fields of a database error.
 */

/** node-postgres returns {rows}; PGlite returns {rows} too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** PostgreSQL's error codes that services answer themselves. */
export const PG_ERRORS = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

/** The database's own error fields: Drizzle wraps the driver's error in `cause`. */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  const { cause } = error as { cause?: { code?: string; constraint?: string } };
  return cause ?? (error as { code?: string; constraint?: string });
}
