import path from 'node:path'
import { z } from 'zod'
import { repoRoot } from '../sanity/env'

// Which app database to use, read once from the environment and validated. Documented in
// .env.example; with nothing set, a fresh checkout gets a SQLite file under data/.

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string }

export const DEFAULT_SQLITE_FILE = 'data/app.sqlite'

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

const schema = z.object({
  // Optional. A PostgreSQL URL: the app database is that server (production).
  DATABASE_URL: databaseUrl.optional(),
  // Optional. The SQLite file used when DATABASE_URL is unset, relative to the repository root.
  OHC_SQLITE_FILE: z.string().default(DEFAULT_SQLITE_FILE),
})

export function readDatabaseConfig(source: Readonly<Record<string, string | undefined>> = process.env): DatabaseConfig {
  // An empty value (`DATABASE_URL=` copied from .env.example) means unset.
  const empty = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())
  const parsed = schema.safeParse({ DATABASE_URL: empty(source.DATABASE_URL), OHC_SQLITE_FILE: empty(source.OHC_SQLITE_FILE) })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new Error(`Invalid app database configuration: ${problems}. Leave DATABASE_URL unset to use the SQLite file (OHC_SQLITE_FILE, default data/app.sqlite).`)
  }
  const env = parsed.data
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL }
  return { kind: 'sqlite', file: path.resolve(repoRoot(), env.OHC_SQLITE_FILE) }
}

/** For the command-line tools: the configuration, or undefined after saying on stderr what is wrong. */
export function readDatabaseConfigOrReport(source: Readonly<Record<string, string | undefined>> = process.env): DatabaseConfig | undefined {
  try {
    return readDatabaseConfig(source)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return undefined
  }
}

/** Where the database is, for logs: never the password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `SQLite file ${config.file}`
  const url = new URL(config.url)
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}
