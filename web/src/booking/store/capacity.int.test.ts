import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { releaseSeats, setCapacity, takeSeats, type CapacityTarget } from './capacity'
import { toTimestamp, type Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { useMigratedDatabase } from '@/platform/db/migrated-database'
import { waitingProcess } from '@/platform/db/waiting-process'

// Never over capacity, even when many people ask for the last place at once.

const ATTEMPTS = 20

/** What the reservation step will do: take the seat and record who has it, all or nothing. */
function reserve(db: Kysely<Database>, target: CapacityTarget, userId: string, beforeTaking?: () => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    await beforeTaking?.()
    if (!(await takeSeats(trx, target, 1))) return false
    const row = {
      id: randomUUID(),
      user_id: userId,
      target_kind: target.kind,
      target_id: target.id,
      session_key: target.sessionKey,
      seats: 1,
      created_at: toTimestamp(),
    }
    await trx.insertInto('reservations').values(row).execute()
    return true
  })
}

async function outcome(db: Kysely<Database>, target: CapacityTarget) {
  const counter = await db
    .selectFrom('capacity_counters')
    .select(['capacity', 'taken'])
    .where('target_id', '=', target.id)
    .where('session_key', '=', target.sessionKey)
    .executeTakeFirstOrThrow()
  const reservations = await db
    .selectFrom('reservations')
    .select('user_id')
    .where('target_id', '=', target.id)
    .where('session_key', '=', target.sessionKey)
    .execute()
  return { ...counter, holders: reservations.length }
}

/** A session of `capacity` places with all but the last taken. */
async function lastPlaceLeft(db: Kysely<Database>, capacity = 12): Promise<CapacityTarget> {
  const target: CapacityTarget = { kind: 'tour-session', id: `tour.${randomUUID()}`, sessionKey: 'sat-10' }
  await setCapacity(db, target, capacity)
  expect(await takeSeats(db, target, capacity - 1)).toBe(true)
  return target
}

onEachDatabase('capacity', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  useMigratedDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  it(`${ATTEMPTS} concurrent requests for the last place: exactly one gets it`, async () => {
    const session = await lastPlaceLeft(db)
    let contenders: Kysely<Database>
    let barrier: (() => Promise<void>) | undefined
    if (target.label === 'PostgreSQL') {
      // A connection per request, and every transaction open before any takes the seat, so all
      // twenty UPDATEs really race for the row.
      contenders = database.connect({ poolSize: ATTEMPTS })
      let arrived = 0
      let release!: () => void
      const allIn = new Promise<void>((resolve) => (release = resolve))
      barrier = () => {
        if (++arrived === ATTEMPTS) release()
        return allIn
      }
    } else {
      // As in a server process: one instance, its requests in flight together.
      contenders = database.connect()
    }
    const results = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => reserve(contenders, session, `user-${i}`, barrier)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await outcome(db, session)).toEqual({ capacity: 12, taken: 12, holders: 1 })
  })

  it('a refused reservation (the user already holds one) gives its seat back', async () => {
    const session: CapacityTarget = { kind: 'event', id: `event.${randomUUID()}`, sessionKey: '' }
    await setCapacity(db, session, 5)
    expect(await reserve(db, session, 'user-1')).toBe(true)
    await expect(reserve(db, session, 'user-1')).rejects.toThrow(/unique/i)
    expect(await outcome(db, session)).toEqual({ capacity: 5, taken: 1, holders: 1 })
  })

  it('takes no more seats than are free, and gives back no more than were taken', async () => {
    const session: CapacityTarget = { kind: 'event', id: `event.${randomUUID()}`, sessionKey: '' }
    expect(await takeSeats(db, session, 1)).toBe(false) // no counter yet: nothing to take
    await setCapacity(db, session, 4)
    expect(await takeSeats(db, session, 5)).toBe(false)
    expect(await takeSeats(db, session, 3)).toBe(true)
    expect(await takeSeats(db, session, 2)).toBe(false)
    expect(await releaseSeats(db, session, 4)).toBe(false)
    expect(await releaseSeats(db, session, 2)).toBe(true)
    expect(await outcome(db, session)).toMatchObject({ capacity: 4, taken: 1 })
  })

  it('follows the content’s capacity, but never below the seats already taken', async () => {
    const session = await lastPlaceLeft(db, 10)
    await setCapacity(db, session, 20)
    expect(await outcome(db, session)).toMatchObject({ capacity: 20, taken: 9 })
    await setCapacity(db, session, 3)
    expect(await outcome(db, session)).toMatchObject({ capacity: 9, taken: 9 })
    expect(await takeSeats(db, session, 1)).toBe(false)
  })

  it('refuses, as a backstop, any write that would oversell', async () => {
    const session = await lastPlaceLeft(db, 2)
    const oversell = db.updateTable('capacity_counters').set({ taken: 3 }).where('target_id', '=', session.id)
    await expect(oversell.execute()).rejects.toThrow(/check constraint/i)
  })

  it('holds across processes: four server processes, five requests each, one last place', async () => {
    const session = await lastPlaceLeft(db)
    const processes = await Promise.all(Array.from({ length: 4 }, (_, i) => contender(database.env, session, i)))
    // Every process is connected and waiting; now they all go at once.
    for (const p of processes) p.go()
    const won = (await Promise.all(processes.map((p) => p.done))).reduce((a, b) => a + b, 0)
    expect(won).toBe(1)
    expect(await outcome(db, session)).toEqual({ capacity: 12, taken: 12, holders: 1 })
  }, 60_000)
})

/**
 * A separate Node process with its own database instance that, on "go", makes five concurrent
 * reservations (the same reserve() steps, written out: a child cannot import this test file).
 */
async function contender(env: DatabaseUnderTest['env'], session: CapacityTarget, n: number) {
  const script = `
    import { createDatabase } from './src/platform/db/database.ts'
    import { readDatabaseConfig } from './src/platform/env/database.ts'
    import { takeSeats } from './src/booking/store/capacity.ts'
    import { randomUUID } from 'node:crypto'
    import { createInterface } from 'node:readline'
    const session = ${JSON.stringify(session)}
    const db = createDatabase(readDatabaseConfig(process.env), { poolSize: 5 })
    await db.selectFrom('capacity_counters').select('taken').execute()
    console.log('ready')
    for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break
    const reserve = (i) => db.transaction().execute(async (trx) => {
      if (!(await takeSeats(trx, session, 1))) return false
      await trx.insertInto('reservations').values({ id: randomUUID(), user_id: 'proc-${n}-' + i, target_kind: session.kind,
        target_id: session.id, session_key: session.sessionKey, seats: 1, created_at: new Date().toISOString() }).execute()
      return true
    })
    const results = await Promise.all([0, 1, 2, 3, 4].map(reserve))
    console.log('won ' + results.filter(Boolean).length)
    await db.destroy()`
  const contender = await waitingProcess(env, script, `contender ${n}`)
  return {
    go: contender.go,
    done: contender.answer.then((last) => {
      const match = /^won (\d+)$/.exec(last)
      if (!match) throw new Error(`contender ${n} failed: ${last}`)
      return Number(match[1])
    }),
  }
}
