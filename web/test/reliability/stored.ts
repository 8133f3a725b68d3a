import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import BetterSqlite3 from 'better-sqlite3'
import pg from 'pg'
import type { DatabaseUnderTest } from '@/platform/db/test-databases'

// What a server under test has stored, to prove a refused request stored nothing: every table of
// the app database (better-auth's included) with its row count and a digest of its rows, and the
// number of emails in the outbox. Read from outside the server: the SQLite file read-only, the
// PostgreSQL schema over a connection of its own.

export interface Stored {
  tables: Record<string, { rows: number; digest: string }>
  outbox: number
}

const digest = (rows: unknown[]) =>
  createHash('sha1')
    .update(
      rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 12)

function sqliteTables(file: string): Stored['tables'] {
  const db = new BetterSqlite3(file, { readonly: true, timeout: 5_000 })
  try {
    const names = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all()
      .map((row) => String((row as { name: string }).name))
    return Object.fromEntries(
      names.map((name) => {
        const rows = db.prepare(`select * from "${name.replace(/"/g, '""')}"`).all()
        return [name, { rows: rows.length, digest: digest(rows) }]
      }),
    )
  } finally {
    db.close()
  }
}

async function postgresTables(url: string): Promise<Stored['tables']> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: names } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
    )
    const tables: Stored['tables'] = {}
    for (const { name } of names) {
      const { rows } = await client.query(`select * from "${name.replace(/"/g, '""')}"`)
      tables[name] = { rows: rows.length, digest: digest(rows) }
    }
    return tables
  } finally {
    await client.end()
  }
}

function outboxCount(dir: string): number {
  try {
    return readdirSync(dir).length
  } catch {
    return 0
  }
}

export async function storedState(dbEnv: DatabaseUnderTest['env'], outboxDir: string): Promise<Stored> {
  const tables = dbEnv.DATABASE_URL
    ? await postgresTables(dbEnv.DATABASE_URL)
    : dbEnv.OHC_SQLITE_FILE
      ? sqliteTables(dbEnv.OHC_SQLITE_FILE)
      : {}
  return { tables, outbox: outboxCount(outboxDir) }
}

/**
 * What changed between two states, as readable lines; `ignore` names tables whose rows change by
 * design on any request (better-auth's rate-limit counters, one row per client address).
 */
export function changes(before: Stored, after: Stored, ignore: readonly string[] = []): string[] {
  const lines: string[] = []
  for (const name of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    if (ignore.includes(name)) continue
    const a = before.tables[name]
    const b = after.tables[name]
    if (a?.rows !== b?.rows) lines.push(`${name}: ${a?.rows ?? 'no table'} → ${b?.rows ?? 'no table'} rows`)
    else if (a?.digest !== b?.digest) lines.push(`${name}: rows changed (same count ${a?.rows})`)
  }
  if (before.outbox !== after.outbox) lines.push(`outbox: ${before.outbox} → ${after.outbox} emails`)
  return lines
}
