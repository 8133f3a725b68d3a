import { mkdirSync } from 'node:fs'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { config, type DatabaseConfig } from '@/platform/config'
import type { Database } from './schema'
import { keepingStatements } from './sqlite-statements'
import { DatabaseUnavailableError } from './unavailable'

// The Kysely instance over the configured database. One per process (getDatabase): on SQLite
// that means one connection, and Kysely runs its transactions one after another on it, so two
// requests in one process never wait on each other's write lock; other processes on the same
// file wait up to the configured timeout for it. Every wait is bounded by that timeout
// (DATABASE_TIMEOUT_MS): a database that is down or stalled fails the request, which answers
// 503 (platform/db/unavailable.ts), rather than holding it.

/** How many times the time limit a request may wait for a free PostgreSQL connection. */
const POOL_WAIT_FACTOR = 3

export interface DatabaseOptions {
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number
}

function openSqlite(file: string, timeoutMs: number): BetterSqlite3.Database {
  let sqlite: BetterSqlite3.Database
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    sqlite = new BetterSqlite3(file, { timeout: timeoutMs })
  } catch (error) {
    throw new DatabaseUnavailableError(`The SQLite file ${file} cannot be opened: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    })
  }
  // WAL: readers never block the writer nor the writer readers. NORMAL is durable under WAL
  // except for the last transactions on power loss, which is the usual trade for a web app.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  // Off by default in SQLite, per connection: without it ON DELETE CASCADE does nothing.
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${timeoutMs}`)
  return sqlite
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Kysely<Database> {
  if (config.kind === 'sqlite') {
    // Opened on first use, so importing this module never touches the disk.
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: async () => keepingStatements(openSqlite(config.file, config.timeoutMs)) }),
    })
  }
  // Each connection: connecting, and every statement, within the time limit — the server cancels
  // a statement that runs too long (the connection stays usable); the client gives up a little
  // later on a server that does not answer at all (a stalled network).
  const connection = {
    connectionString: config.url,
    connectionTimeoutMillis: config.timeoutMs,
    statement_timeout: config.timeoutMs,
    query_timeout: config.timeoutMs + 1_000,
  }
  class BoundedClient extends pg.Client {
    constructor() {
      super(connection)
    }
  }
  const pool = new pg.Pool({
    Client: BoundedClient,
    max: options.poolSize ?? 10,
    // Waiting for a free connection is the mark of a busy server, not of a database out of reach
    // (that fails each connection within the limit above): it may wait longer, still bounded.
    connectionTimeoutMillis: POOL_WAIT_FACTOR * config.timeoutMs,
  })
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
