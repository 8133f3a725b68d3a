/** Whether a database error is a UNIQUE or PRIMARY KEY violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  // PostgreSQL's unique_violation; better-sqlite3's codes for UNIQUE and PRIMARY KEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
