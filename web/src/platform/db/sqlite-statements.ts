import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

// Kysely's SQLite driver prepares every statement anew, each time it runs: compiling the SQL was
// the largest single cost of a short request (a ballot entry's half-dozen statements). The app
// sends the same few hundred statement texts over and over, so each is prepared once and kept.
// Sharing a prepared statement is safe here: Kysely runs one query at a time on the connection
// (a streamed select holds it until its rows are read), and SQLite prepares a kept statement again
// by itself when a migration changes the schema under it.

/** How many distinct statements are kept; past it the cache starts over (a bound, not an LRU). */
const MAX_STATEMENTS = 500

export function keepingStatements(sqlite: BetterSqlite3.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>()
  return {
    prepare(sql) {
      let statement = kept.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (kept.size >= max) kept.clear()
        kept.set(sql, statement)
      }
      return statement
    },
    close() {
      kept.clear()
      sqlite.close()
    },
  }
}
