import type { Kysely } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { migrateToLatest } from './migrate'
import type { Database } from './schema'
import type { DatabaseUnderTest, TestTarget } from './test-databases'

/**
 * For the enclosing describe: a fresh database of this target, migrated to the latest schema
 * before its tests and removed after them. `ready` hands the database and a connection to the
 * file's own variables. Nothing happens for a target that is not available.
 */
export function useMigratedDatabase(target: TestTarget, ready: (database: DatabaseUnderTest, db: Kysely<Database>) => void): void {
  let database: DatabaseUnderTest | undefined
  beforeAll(async () => {
    if (!target.available) return
    database = await target.create()
    const db = database.connect()
    await migrateToLatest(db)
    ready(database, db)
  })
  afterAll(() => database?.dispose())
}
