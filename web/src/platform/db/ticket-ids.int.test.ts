import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { isTicketId, newTicketId } from '@/booking/tickets/ticket-code'
import { migrateToLatest } from './migrate'
import { up as giveTicketIds } from './migrations/0006-ticket-ids'
import { onEachDatabase, type DatabaseUnderTest } from './test-databases'

// Tickets issued with a UUID get an id their signed code can carry, keep their reservation, and a
// ticket that has one keeps it; on a SQLite file and on PostgreSQL.

onEachDatabase('ticket ids', (target) => {
  let database: DatabaseUnderTest
  beforeAll(async () => {
    if (target.available) database = await target.create()
  })
  afterAll(() => database?.dispose())

  it('gives every UUID ticket an id its code can carry, once', async () => {
    const db = database.connect()
    const untyped = db as unknown as Kysely<unknown>
    await migrateToLatest(db)
    const at = new Date().toISOString()
    const reservation = (id: string) => ({
      id,
      user_id: 'someone',
      target_kind: 'tour-session' as const,
      target_id: 'tour.t',
      session_key: id,
      seats: 1,
      created_at: at,
    })
    await db
      .insertInto('reservations')
      .values([reservation('r-old'), reservation('r-new')])
      .execute()
    const kept = newTicketId()
    await db
      .insertInto('tickets')
      .values([
        { id: '0b5a4c1e-7f5d-4a3e-9a51-1c2d3e4f5a6b', reservation_id: 'r-old', issued_at: at },
        { id: kept, reservation_id: 'r-new', issued_at: at },
      ])
      .execute()

    // Migrations are written against no schema type, as they stay what they were whatever it becomes.
    await giveTicketIds(untyped)
    const tickets = async () =>
      new Map((await db.selectFrom('tickets').select(['id', 'reservation_id']).execute()).map((t) => [t.reservation_id, t.id]))
    const after = await tickets()
    expect(isTicketId(after.get('r-old'))).toBe(true)
    expect(after.get('r-new')).toBe(kept)

    await giveTicketIds(untyped)
    expect(await tickets()).toEqual(after)
  })
})
