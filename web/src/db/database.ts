import { mkdirSync } from 'node:fs'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { config, type DatabaseConfig } from '../server/config'
import type { Database } from './schema'

// The Kysely instance over the configured database. One per process (getDatabase): on SQLite
// that means one connection, and Kysely runs its transactions one after another on it, so two
// requests in one process never wait on each other's write lock; other processes on the same
// file wait up to BUSY_TIMEOUT_MS for it.

/** How long a SQLite writer waits for another process's write lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000

export interface DatabaseOptions {
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number
}

function openSqlite(file: string): BetterSqlite3.Database {
  mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new BetterSqlite3(file, { timeout: BUSY_TIMEOUT_MS })
  // WAL: readers never block the writer nor the writer readers. NORMAL is durable under WAL
  // except for the last transactions on power loss, which is the usual trade for a web app.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  // Off by default in SQLite, per connection: without it ON DELETE CASCADE does nothing.
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  return sqlite
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Kysely<Database> {
  if (config.kind === 'sqlite') {
    // Opened on first use, so importing this module never touches the disk.
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => openSqlite(config.file) }) })
  }
  const pool = new pg.Pool({ connectionString: config.url, max: options.poolSize ?? 10 })
  // An idle connection the server drops (restart, failover) emits 'error' on the pool; unhandled,
  // that would end the process. The pool replaces it; the next query reports any lasting outage.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection failed: ${error.message}`))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

let shared: Kysely<Database> | undefined

/** The process-wide database of the environment's configuration (read on first call). */
export function getDatabase(): Kysely<Database> {
  shared ??= createDatabase(config().database)
  return shared
}
