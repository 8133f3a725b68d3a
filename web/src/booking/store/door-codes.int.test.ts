import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '@/platform/db/migrate'
import { down as withoutDoorCodes, up as giveDoorCodes } from '@/platform/db/migrations/0011-door-codes-and-undos'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import type { Database } from '@/platform/db/schema'
import { newDoorCode, readDoorCode } from '@/booking/tickets/door-code'
import { newTicketId } from '@/booking/tickets/ticket-code'
import { issueTicket, ticketIdOfDoorCode } from './tickets'

// Door codes on a SQLite file and on PostgreSQL: tickets issued before door codes each get one of
// their own; no two tickets share one, a clash drawing a new code inside the booking's transaction;
// a code names its ticket, and nothing once the booking is cancelled.

onEachDatabase('door codes', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  beforeAll(async () => {
    if (!target.available) return
    database = await target.create()
    db = database.connect()
    await migrateToLatest(db)
  })
  afterAll(() => database?.dispose())

  const at = new Date().toISOString()
  const reserve = async (id: string) =>
    db
      .insertInto('reservations')
      .values({ id, user_id: 'someone', target_kind: 'tour-session', target_id: 'tour.t', session_key: id, seats: 2, created_at: at })
      .execute()

  it('gives every ticket issued before door codes a code of its own', async () => {
    const untyped = db as unknown as Kysely<unknown>
    await withoutDoorCodes(untyped)
    for (const id of ['r-1', 'r-2', 'r-3']) {
      await reserve(id)
      await untyped
        .insertInto('tickets' as never)
        .values({ id: newTicketId(), reservation_id: id, issued_at: at } as never)
        .execute()
    }
    await giveDoorCodes(untyped)
    const codes = (await db.selectFrom('tickets').select('door_code').execute()).map((t) => t.door_code)
    expect(codes).toHaveLength(3)
    expect(new Set(codes).size).toBe(3)
    for (const code of codes) expect(readDoorCode(code ?? '')).toEqual({ ok: true, code })
  })

  it('never gives two tickets one code: a clash draws another, inside the booking’s transaction', async () => {
    await reserve('r-first')
    await reserve('r-second')
    const taken = newDoorCode()
    const first = await issueTicket(db, 'r-first', new Date(), () => taken)
    expect(first.door_code).toBe(taken)
    const drawn = [taken, newDoorCode()]
    const second = await db.transaction().execute((trx) => issueTicket(trx, 'r-second', new Date(), () => drawn.shift()!))
    expect(second.door_code).not.toBe(taken)
    expect(drawn).toEqual([])
    expect(await ticketIdOfDoorCode(db, taken)).toBe(first.id)
    expect(await ticketIdOfDoorCode(db, second.door_code!)).toBe(second.id)
    // The database holds it too, whatever writes the row.
    await expect(
      db.insertInto('tickets').values({ id: newTicketId(), reservation_id: 'r-1', issued_at: at, door_code: taken }).execute(),
    ).rejects.toThrow()
  })

  it('names no ticket once its booking is cancelled', async () => {
    await reserve('r-cancelled')
    const ticket = await issueTicket(db, 'r-cancelled', new Date())
    expect(await ticketIdOfDoorCode(db, ticket.door_code!)).toBe(ticket.id)
    await db.deleteFrom('reservations').where('id', '=', 'r-cancelled').execute()
    expect(await ticketIdOfDoorCode(db, ticket.door_code!)).toBeUndefined()
  })
})
