import { SqliteAdapter, sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { migrations } from './migrations'
import type { Database } from './schema'

// Brings a database up to the latest migration. Kysely's Migrator records what ran in
// `kysely_migration`, so running it again applies nothing. Two processes starting at once (two
// server instances, the CLI beside a server) apply each migration once:
// - PostgreSQL: the Migrator holds an advisory lock and runs the whole batch in one transaction.
// - SQLite: Kysely takes no lock and no transaction there (it assumes a single connection), so
//   we wrap the run in BEGIN IMMEDIATE, which takes the file's write lock up front: another
//   process waits (busy timeout), then finds the work done; and a failed run leaves nothing.

export interface MigrationReport {
  /** Applied by this run, in order. */
  applied: string[]
  /** Applied earlier (found in the database's migration table). */
  alreadyApplied: string[]
}

// On PostgreSQL, Kysely looks for its migration tables by name in every schema of the database,
// so another schema's tables (a second app on the same server, the tests' schemas) would pass for
// ours: it is told to look in the schema the connection works in.
async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const provider = { getMigrations: async () => migrations }
  if (db.getExecutor().adapter instanceof SqliteAdapter) return new Migrator({ db, provider })
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema })
}

async function run(db: Kysely<Database>): Promise<MigrationReport> {
  const migrator = await createMigrator(db)
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Migration ${failed ?? '(before any migration ran)'} failed: ${reason}`, { cause: error })
  }
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
  // Read after the run, so a concurrent process's work counts as already applied.
  const executed = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name)
  return { applied, alreadyApplied: executed.filter((name) => !applied.includes(name)) }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return run(db)
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const report = await run(connection)
      await sql`commit`.execute(connection)
      return report
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}
