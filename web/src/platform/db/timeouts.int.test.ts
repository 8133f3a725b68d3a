import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from './database'
import { testTargets, type DatabaseUnderTest } from './test-databases'
import { isDatabaseUnavailable } from './unavailable'

// The time limits of a PostgreSQL database, on a real server: a statement that runs too long is
// cancelled at the limit, and counts as the database being unavailable; waiting for a free
// connection of a busy pool is allowed beyond it (a busy server is not an outage), still bounded.

const postgres = testTargets.find((t) => t.label === 'PostgreSQL')
const LIMIT_MS = 500

describe.skipIf(!postgres?.available)('PostgreSQL time limits', () => {
  let database: DatabaseUnderTest
  const db = () => createDatabase({ kind: 'postgres', url: database.env.DATABASE_URL ?? '', timeoutMs: LIMIT_MS }, { poolSize: 1 })
  beforeAll(async () => {
    database = await postgres!.create()
  })
  afterAll(() => database?.dispose())

  it('cancels a statement that runs past the limit, as an outage', async () => {
    const bounded = db()
    const started = performance.now()
    const failure = await sql`select pg_sleep(3)`.execute(bounded).catch((error: unknown) => error)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true)
    expect((await sql<{ one: number }>`select 1 as one`.execute(bounded)).rows).toEqual([{ one: 1 }])
    await bounded.destroy()
  })

  it('lets a request wait for the busy pool’s one connection longer than the limit', async () => {
    const bounded = db()
    const holding = bounded.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      await new Promise((r) => setTimeout(r, 2 * LIMIT_MS))
    })
    await new Promise((r) => setTimeout(r, 50))
    const started = performance.now()
    expect((await sql<{ two: number }>`select 2 as two`.execute(bounded)).rows).toEqual([{ two: 2 }])
    expect(performance.now() - started).toBeGreaterThan(1.5 * LIMIT_MS)
    await holding
    await bounded.destroy()
  })
})
