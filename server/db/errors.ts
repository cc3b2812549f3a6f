/** True for a unique-key violation (SQLSTATE 23505) on PGlite and node-postgres alike, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const dbError = candidate as { code?: string; constraint?: string } | undefined;
    return dbError?.code === '23505' && (!constraint || dbError.constraint === constraint);
  });
}
