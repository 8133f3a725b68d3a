import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { describe } from 'vitest'
import { DEFAULT_DATABASE_TIMEOUT_MS } from '@/platform/env/database'
import { createDatabase, type DatabaseOptions } from './database'
import type { Database } from './schema'

// The two databases the integration tests run on: a fresh SQLite file in a temporary folder, and
// a fresh schema on the PostgreSQL server at OHC_TEST_DATABASE_URL (which `npm test` provides,
// see scripts/setup/postgres.mjs). Each test file gets its own, so files never see each other.

export interface DatabaseUnderTest {
  /** A new Kysely instance (its own connection or pool) on this test database. */
  connect(options?: DatabaseOptions): Kysely<Database>
  /** Closes every instance connect() made and removes the database. */
  dispose(): Promise<void>
  /** The PostgreSQL schema the tables are in; undefined on SQLite. */
  schema: string | undefined
  /** For tests that start other processes on the same database. */
  env: { DATABASE_URL?: string; OHC_SQLITE_FILE?: string }
}

export interface TestTarget {
  label: 'SQLite' | 'PostgreSQL'
  /** False only when run by hand without OHC_TEST_DATABASE_URL. */
  available: boolean
  create(): Promise<DatabaseUnderTest>
}

const postgresUrl = process.env.OHC_TEST_DATABASE_URL || undefined
if (!postgresUrl && process.env.CI) {
  // Under CI (and npm test, which always sets it) PostgreSQL is half of what these tests prove.
  throw new Error('OHC_TEST_DATABASE_URL is not set: the app database tests need a PostgreSQL server (npm test starts one).')
}
if (!postgresUrl) {
  console.warn('\n⚠ OHC_TEST_DATABASE_URL is not set: the PostgreSQL half of the app database tests is SKIPPED (npm test provides one).\n')
}

function tracking(open: (options?: DatabaseOptions) => Kysely<Database>) {
  const opened: Kysely<Database>[] = []
  return {
    connect(options?: DatabaseOptions) {
      const db = open(options)
      opened.push(db)
      return db
    },
    closeAll: () => Promise.all(opened.splice(0).map((db) => db.destroy())),
  }
}

async function createSqlite(): Promise<DatabaseUnderTest> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ohc-db-test-'))
  const file = path.join(dir, 'app.sqlite')
  const instances = tracking(() => createDatabase({ kind: 'sqlite', file, timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS }))
  return {
    connect: instances.connect,
    schema: undefined,
    env: { OHC_SQLITE_FILE: file },
    async dispose() {
      await instances.closeAll()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function createPostgres(base: string): Promise<DatabaseUnderTest> {
  // A schema of its own, first on the search_path of every connection (the `options` startup
  // parameter in the URL), so the production code runs unchanged and sees only this schema.
  const schema = `ohc_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const instances = tracking((options) =>
    createDatabase({ kind: 'postgres', url: url.toString(), timeoutMs: DEFAULT_DATABASE_TIMEOUT_MS }, options),
  )
  return {
    connect: instances.connect,
    schema,
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      await instances.closeAll()
      const cleanup = new pg.Client({ connectionString: base })
      await cleanup.connect()
      await cleanup.query(`drop schema ${schema} cascade`)
      await cleanup.end()
    },
  }
}

export const testTargets: TestTarget[] = [
  { label: 'SQLite', available: true, create: createSqlite },
  {
    label: 'PostgreSQL',
    available: postgresUrl !== undefined,
    create: () => {
      if (!postgresUrl) throw new Error('OHC_TEST_DATABASE_URL is not set')
      return createPostgres(postgresUrl)
    },
  },
]

/**
 * The one way to run a test on both databases: `body` once per database, as "{title} on SQLite"
 * and "{title} on PostgreSQL". Run by hand without OHC_TEST_DATABASE_URL, the PostgreSQL half is
 * reported as skipped, with the reason in its name; under CI the module refuses to load instead.
 */
export function onEachDatabase(title: string, body: (target: TestTarget) => void): void {
  for (const target of testTargets) {
    const name = `${title} on ${target.label}`
    if (target.available) describe(name, () => body(target))
    else describe.skip(`${name} (skipped: OHC_TEST_DATABASE_URL is not set)`, () => body(target))
  }
}

export interface ScriptProcess {
  child: ChildProcess
  /** The next line it prints on stdout ('undefined' once it has ended). */
  line(): Promise<string>
  /** A line to its stdin. */
  send(line: string): void
  /** Closes its stdin: a process that reads its stdin does not exit before. */
  end(): void
  /** Settles when it has exited, by itself or by a signal. */
  exited: Promise<void>
}

const WEB = path.resolve(import.meta.dirname, '../../..')

/**
 * A separate Node process on a test database, as a second server process would be: `script` is an
 * ES module run by tsx in web/ (so it imports `./src/….ts`), with the database's variables and
 * none of the shell's; its stderr goes to the test's.
 */
export function processOn(env: DatabaseUnderTest['env'], script: string): ScriptProcess {
  const base = { ...process.env, DATABASE_URL: undefined, OHC_SQLITE_FILE: undefined }
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: WEB,
    env: { ...base, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  return {
    child,
    line: async () => String((await lines.next()).value),
    send: (line) => void child.stdin.write(`${line}\n`),
    end: () => void child.stdin.end(),
    exited,
  }
}
