import path from 'node:path'
import { z } from 'zod'
import { milliseconds, readVariables, repoRoot, type Env } from './read'

// Which app database to use (documented in .env.example); with nothing set, a fresh checkout
// gets a SQLite file under data/.

type Location = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

/** Where the database is, and how long a request waits on it (`timeoutMs`) before it answers 503. */
export type DatabaseConfig = Location & { timeoutMs: number }

export const DEFAULT_SQLITE_FILE = 'data/app.sqlite'

/** How long a request waits on the database by default (DATABASE_TIMEOUT_MS). */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5_000

const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:'])

// A postgres:// or postgresql:// URL. Messages name the scheme only: the rest may hold a password.
const databaseUrl = z.string().transform((value, ctx) => {
  const url = URL.parse(value)
  if (!url) {
    ctx.addIssue({ code: 'custom', message: 'not a URL; use postgresql://user:password@host:5432/database' })
    return z.NEVER
  }
  if (!POSTGRES_PROTOCOLS.has(url.protocol)) {
    const scheme = url.protocol.replace(/:$/, '')
    ctx.addIssue({ code: 'custom', message: `the scheme "${scheme}" is not supported; use a postgres:// or postgresql:// URL` })
    return z.NEVER
  }
  if (!url.hostname) {
    ctx.addIssue({ code: 'custom', message: 'the URL names no host' })
    return z.NEVER
  }
  return value
})

export const sqliteSchema = z.object({
  // Optional. The SQLite file used when DATABASE_URL is unset, relative to the repository root.
  // Its folder is the data folder, where the server keeps its generated session secret.
  OHC_SQLITE_FILE: z.string().default(DEFAULT_SQLITE_FILE),
})

export const databaseSchema = z.object({
  // Optional. A PostgreSQL URL: the app database is that server (production).
  DATABASE_URL: databaseUrl.optional(),
  ...sqliteSchema.shape,
  // Optional. The longest a request waits on the database — to connect, for a statement, for
  // SQLite's write lock — before it fails and the visitor gets a 503. 5 s: a database that is
  // down or stalled never holds a request for longer.
  DATABASE_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUT_MS),
})

export function readDatabaseConfig(env: Env): DatabaseConfig {
  const vars = readVariables(
    databaseSchema,
    env,
    'app database',
    'Leave DATABASE_URL unset to use the SQLite file (OHC_SQLITE_FILE, default data/app.sqlite).',
  )
  const timeoutMs = vars.DATABASE_TIMEOUT_MS
  if (vars.DATABASE_URL) return { kind: 'postgres', url: vars.DATABASE_URL, timeoutMs }
  return { kind: 'sqlite', file: sqliteFile(vars.OHC_SQLITE_FILE), timeoutMs }
}

const sqliteFile = (setting: string) => path.resolve(repoRoot(), setting)

/** The folder of the SQLite file (data/ by default), whichever database is in use: this machine's own state. */
export function readDataFolder(env: Env): string {
  return path.dirname(sqliteFile(readVariables(sqliteSchema, env, 'app database').OHC_SQLITE_FILE))
}

/** Where the database is, for logs: never the password. */
export function describeDatabase(config: Location): string {
  if (config.kind === 'sqlite') return `SQLite file ${config.file}`
  const url = new URL(config.url)
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}
