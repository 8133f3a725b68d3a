import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { book } from '@/booking/reservations/service'
import { cancelReservation } from './cancel-reservation'
import { joinWaitlist } from './waitlist'
import { BOOKING_OPEN, addUsers, depsFor, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// First come on both databases, under load: a thousand requests at once for twenty places, the
// waitlist of a full session, and fifty cancellations at once, each freed place offered to a
// different person in line, in order. On PostgreSQL the requests run on many connections at once;
// on SQLite, as in a server process, on one instance.

const count = async (db: Kysely<Database>, table: 'reservations' | 'place_offers', id: string) =>
  (await db.selectFrom(table).select('id').where('target_id', '=', id).execute()).length

const taken = async (db: Kysely<Database>, id: string) =>
  Number((await db.selectFrom('capacity_counters').select('taken').where('target_id', '=', id).executeTakeFirst())?.taken)

onEachDatabase('first come', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  usePlacesDatabase(target, (under, connection) => {
    database = under
    db = connection
  })
  const contenders = (size: number) => (target.label === 'PostgreSQL' ? database.connect({ poolSize: size }) : db)

  it('gives 20 places to exactly 20 of 1,000 simultaneous requests, each with its ticket', async () => {
    const t = tour({ capacity: 20 })
    const deps = depsFor(contenders(20), [t], BOOKING_OPEN)
    const results = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => book(deps, who(`rush-${i}`), { ...sessionOfTour(t), seats: 1 })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(20)
    expect(results.filter((r) => !r.ok && r.code === 'full')).toHaveLength(980)
    expect(await count(db, 'reservations', t.id)).toBe(20)
    expect(await taken(db, t.id)).toBe(20)
    const tickets = await db
      .selectFrom('tickets')
      .innerJoin('reservations', 'reservations.id', 'tickets.reservation_id')
      .select('tickets.id')
      .where('reservations.target_id', '=', t.id)
      .execute()
    expect(tickets).toHaveLength(20)
  }, 120_000)

  it('puts people in line for a full session only, once each, in order of joining', async () => {
    const t = tour({ capacity: 2 })
    const ballot = tour({ capacity: 2, ballot: {} })
    const deps = depsFor(db, [t, ballot], BOOKING_OPEN)
    expect(await joinWaitlist(deps, who('line-0'), { ...sessionOfTour(t), party: 1 })).toMatchObject({ ok: false, code: 'not_full' })
    await book(deps, who('line-0'), { ...sessionOfTour(t), seats: 2 })
    expect(await joinWaitlist(deps, who('line-0'), { ...sessionOfTour(t), party: 1 })).toMatchObject({
      ok: false,
      code: 'already_reserved',
    })
    expect(await joinWaitlist(deps, who('line-1'), { ...sessionOfTour(t), party: 2 })).toMatchObject({ ok: true, ahead: 0 })
    const later = { ...deps, now: new Date(BOOKING_OPEN.getTime() + 1) }
    expect(await joinWaitlist(later, who('line-2'), { ...sessionOfTour(t), party: 1 })).toMatchObject({ ok: true, ahead: 1 })
    expect(await joinWaitlist(later, who('line-1'), { ...sessionOfTour(t), party: 1 })).toMatchObject({
      ok: false,
      code: 'already_waiting',
    })
    expect(await joinWaitlist(deps, who('line-3'), { ...sessionOfTour(ballot), party: 1 })).toMatchObject({ ok: false, code: 'ballot' })
  })

  it('offers a freed place to the first in line whose whole party fits, and gives back what nobody can use', async () => {
    const t = tour({ capacity: 3 })
    await addUsers(db, target, ['fit-0', 'fit-1', 'fit-2', 'fit-3'])
    const deps = depsFor(db, [t], BOOKING_OPEN)
    const held = await book(deps, who('fit-0'), { ...sessionOfTour(t), seats: 2 })
    await book(deps, who('fit-1'), { ...sessionOfTour(t), seats: 1 })
    await joinWaitlist(deps, who('fit-2'), { ...sessionOfTour(t), party: 3 })
    await joinWaitlist({ ...deps, now: new Date(BOOKING_OPEN.getTime() + 1) }, who('fit-3'), { ...sessionOfTour(t), party: 1 })
    if (!held.ok) throw new Error(held.message)
    const cancelled = await cancelReservation(deps, 'fit-0', held.reservation.id)
    // Two places free: the party of three is passed over (and keeps its place), the one after it
    // gets one place, the other goes back to the counter.
    expect(cancelled).toMatchObject({ ok: true, offered: 1, released: 1 })
    const offers = await db.selectFrom('place_offers').selectAll().where('target_id', '=', t.id).execute()
    expect(offers).toEqual([
      expect.objectContaining({ user_id: 'fit-3', seats: 1, freed_from: `reservation:${held.reservation.id}`, freed_place: 1 }),
    ])
    expect(
      await db.selectFrom('waitlist_entries').select(['user_id', 'state']).where('target_id', '=', t.id).orderBy('user_id').execute(),
    ).toEqual([
      { user_id: 'fit-2', state: 'waiting' },
      { user_id: 'fit-3', state: 'offered' },
    ])
    expect(await taken(db, t.id)).toBe(2)
    expect(deps.sender.sent.at(-1)?.to).toBe('fit-3@example.org')
    expect(await cancelReservation(deps, 'fit-0', held.reservation.id)).toMatchObject({ ok: false, status: 404 })
  })

  it('turns 50 simultaneous cancellations into exactly 50 offers, to the first 50 in line, one each', async () => {
    const t = tour({ capacity: 50 })
    const deps = depsFor(db, [t], BOOKING_OPEN)
    const holders = Array.from({ length: 50 }, (_, i) => `holder-${i}`)
    const waiting = Array.from({ length: 70 }, (_, i) => `waiting-${String(i).padStart(2, '0')}`)
    await addUsers(db, target, [...holders, ...waiting])
    const reservations = []
    for (const id of holders) {
      const booked = await book(deps, who(id), { ...sessionOfTour(t), seats: 1 })
      if (!booked.ok) throw new Error(booked.message)
      reservations.push(booked.reservation)
    }
    for (const [i, id] of waiting.entries()) {
      const joined = await joinWaitlist({ ...deps, now: new Date(BOOKING_OPEN.getTime() + i) }, who(id), {
        ...sessionOfTour(t),
        party: 1,
      })
      expect(joined.ok).toBe(true)
    }
    const racing = { ...deps, db: contenders(50) }
    const results = await Promise.all(reservations.map((r) => cancelReservation(racing, r.user_id, r.id)))
    expect(results.filter((r) => r.ok && r.offered === 1)).toHaveLength(50)
    const offers = await db.selectFrom('place_offers').selectAll().where('target_id', '=', t.id).execute()
    expect(offers).toHaveLength(50)
    expect(offers.map((o) => o.user_id).sort()).toEqual(waiting.slice(0, 50))
    expect(new Set(offers.map((o) => o.freed_from)).size).toBe(50)
    // The freed places stay taken, held by the offers.
    expect(await taken(db, t.id)).toBe(50)
    expect(await count(db, 'reservations', t.id)).toBe(0)
  }, 120_000)
})
