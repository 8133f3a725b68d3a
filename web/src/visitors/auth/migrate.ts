import { getMigrations } from 'better-auth/db/migration'
import { sql, type Kysely } from 'kysely'
import { migrateToLatest, type MigrationReport } from '@/platform/db/migrate'
import type { Database } from '@/platform/db/schema'
import { authOptions, type AuthDependencies } from './server'

// Our migrations and better-auth's tables in one step: the migrate CLI and server start both
// call this. better-auth's planner compares its schema with the database and creates what is
// missing, so a second run does nothing. It takes no lock of its own, so two processes starting
// together are serialised here: the SQLite file's write lock, or a PostgreSQL advisory lock, held
// in one transaction around the plan and its statements.

const AUTH_MIGRATION_LOCK = 47_122_026

export interface FullMigrationReport extends MigrationReport {
  /** better-auth tables created or extended by this run. */
  authChanges: string[]
}

type Locked = Pick<AuthDependencies, 'sender' | 'config' | 'dbType'>

async function migrateAuth(db: Kysely<Database>, deps: Locked): Promise<string[]> {
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(authOptions({ ...deps, db }))
  const changes = [...toBeCreated.map((t) => `created ${t.table}`), ...toBeAdded.map((t) => `extended ${t.table}`)]
  if (changes.length) await runMigrations()
  return changes
}

export async function migrateAll(db: Kysely<Database>, deps: Locked): Promise<FullMigrationReport> {
  const report = await migrateToLatest(db)
  const authChanges =
    deps.dbType === 'postgres'
      ? await db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${AUTH_MIGRATION_LOCK})`.execute(trx)
          return migrateAuth(trx, deps)
        })
      : await db.connection().execute(async (connection) => {
          await sql`begin immediate`.execute(connection)
          try {
            const changes = await migrateAuth(connection, deps)
            await sql`commit`.execute(connection)
            return changes
          } catch (error) {
            await sql`rollback`.execute(connection)
            throw error
          }
        })
  return { ...report, authChanges }
}
