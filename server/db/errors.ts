function hasSqlState(error: unknown, code: string, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const dbError = candidate as { code?: string; constraint?: string } | undefined;
    return dbError?.code === code && (!constraint || dbError.constraint === constraint);
  });
}

/** True for a unique-key violation (SQLSTATE 23505) on PGlite and node-postgres alike, optionally on one constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string) => hasSqlState(error, '23505', constraint);

/** True for a foreign-key violation (SQLSTATE 23503): a row still referenced, or a reference to a missing row. */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => hasSqlState(error, '23503', constraint);

/** The database cannot be reached at start: the process says so plainly and exits. */
export class DatabaseUnavailableError extends Error {}
