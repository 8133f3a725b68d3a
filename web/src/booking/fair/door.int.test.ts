import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import type { Database } from '@/platform/db/schema'
import { onEachDatabase, type DatabaseUnderTest } from '@/platform/db/test-databases'
import { book } from '@/booking/reservations/service'
import { cancelReservation } from './cancel-reservation'
import { checkInTicket, releaseNoShows } from './check-in'
import { myPlaces } from './my-places'
import { remindTomorrow } from './reminders'
import { sessionFigures } from './session-figures'
import { BOOKING_OPEN, START, addUsers, depsFor, sessionOfTour, tour, usePlacesDatabase, who } from './test-places'

// The day itself on both databases: the reminder the day before (once), tickets checked in once
// however many times they are scanned at once, no-shows released to walk-up places ten minutes
// after the start (counted once), and the figures the host tool and My OHC read.

const MINUTE = 60_000
const start = new Date(START).getTime()

onEachDatabase('at the door', (target) => {
  let database: DatabaseUnderTest
  let db: Kysely<Database>
  usePlacesDatabase(target, (under, connection) => {
    database = under
    db = connection
  })

  async function bookedTour(label: string, people: number) {
    const t = tour({ capacity: 10 })
    const ids = Array.from({ length: people }, (_, i) => `${label}-${i}`)
    await addUsers(db, target, ids)
    const deps = depsFor(db, [t], BOOKING_OPEN)
    const tickets = []
    for (const id of ids) {
      const booked = await book(deps, who(id), { ...sessionOfTour(t), seats: 2 })
      if (!booked.ok) throw new Error(booked.message)
      const ticket = await db
        .selectFrom('tickets')
        .select('id')
        .where('reservation_id', '=', booked.reservation.id)
        .executeTakeFirstOrThrow()
      tickets.push(ticket.id)
    }
    return { t, deps, tickets }
  }

  it('checks a ticket in once, however many scans arrive at once, and says when the first was', async () => {
    const { deps, tickets } = await bookedTour('scan', 1)
    const ticket = tickets[0] ?? ''
    const hosts = target.label === 'PostgreSQL' ? database.connect({ poolSize: 10 }) : db
    const at = new Date(start - 5 * MINUTE)
    const scans = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkInTicket({ ...deps, db: hosts, now: at }, ticket, { userId: `host-${i}` })),
    )
    const admitted = scans.filter((s) => s.ok)
    expect(admitted).toHaveLength(1)
    expect(admitted[0]).toMatchObject({ seats: 2 })
    const refused = scans.filter((s) => !s.ok)
    expect(refused).toHaveLength(9)
    for (const r of refused)
      expect(r).toMatchObject({
        code: 'already_checked_in',
        checkedInAt: at.toISOString(),
        message: expect.stringMatching(/^Already checked in at /),
      })
    const row = await db.selectFrom('tickets').select(['checked_in_at', 'checked_in_by']).where('id', '=', ticket).executeTakeFirst()
    expect(row?.checked_in_at).toBe(at.toISOString())
    expect(new Set(refused.map((r) => ('checkedInBy' in r ? r.checkedInBy : '')))).toEqual(new Set([row?.checked_in_by]))
    expect(await checkInTicket({ ...deps, now: at }, 'no-such-ticket', { userId: 'host-0' })).toMatchObject({ ok: false, status: 404 })
  })

  const reservationOf = async (ticket: string) =>
    (await db.selectFrom('tickets').select('reservation_id').where('id', '=', ticket).executeTakeFirstOrThrow()).reservation_id
  const taken = async (tourId: string) =>
    Number((await db.selectFrom('capacity_counters').select('taken').where('target_id', '=', tourId).executeTakeFirst())?.taken)

  it('refuses to cancel a booking the door checked in, and keeps what the door counted', async () => {
    const { t, deps, tickets } = await bookedTour('counted', 1)
    const ticket = tickets[0] ?? ''
    const reservation = await reservationOf(ticket)
    await checkInTicket({ ...deps, now: new Date(start - 20 * MINUTE) }, ticket, { userId: 'host-a' })
    const before = await taken(t.id)
    const cancel = await cancelReservation({ ...deps, now: new Date(start - 15 * MINUTE) }, 'counted-0', reservation)
    expect(cancel).toMatchObject({ ok: false, status: 409, code: 'checked_in', message: expect.stringMatching(/checked in at the door/) })
    expect(await db.selectFrom('reservations').select('id').where('id', '=', reservation).executeTakeFirst()).toBeDefined()
    expect((await db.selectFrom('tickets').select('checked_in_at').where('id', '=', ticket).executeTakeFirst())?.checked_in_at).toBeTruthy()
    expect(await taken(t.id)).toBe(before)
  })

  it('refuses to cancel once the session has started, and the door’s figures stay as they were', async () => {
    const { t, deps, tickets } = await bookedTour('late', 2)
    const figures = () => sessionFigures(deps, t)
    const before = { taken: await taken(t.id), figures: await figures() }
    const late = await cancelReservation({ ...deps, now: new Date(start + MINUTE) }, 'late-1', await reservationOf(tickets[1] ?? ''))
    expect(late).toMatchObject({
      ok: false,
      status: 409,
      code: 'started',
      message: expect.stringMatching(/^This started on .+, so the booking can no longer be cancelled\./),
    })
    expect({ taken: await taken(t.id), figures: await figures() }).toEqual(before)
    // Before the start, the same booking cancels as ever.
    expect(
      await cancelReservation({ ...deps, now: new Date(start - MINUTE) }, 'late-1', await reservationOf(tickets[1] ?? '')),
    ).toMatchObject({ ok: true })
  })

  it('leaves one consistent state when check-ins and cancels of one ticket race', async () => {
    const { deps, tickets } = await bookedTour('race', 1)
    const ticket = tickets[0] ?? ''
    const reservation = await reservationOf(ticket)
    const racing = {
      ...deps,
      db: target.label === 'PostgreSQL' ? database.connect({ poolSize: 10 }) : db,
      now: new Date(start - 10 * MINUTE),
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? checkInTicket(racing, ticket, { userId: `host-${i}` }) : cancelReservation(racing, 'race-0', reservation),
      ),
    )
    const checkedIn = results.filter((r, i) => i % 2 === 0 && r.ok).length
    const cancelled = results.filter((r, i) => i % 2 === 1 && r.ok).length
    const row = await db.selectFrom('reservations').select('id').where('id', '=', reservation).executeTakeFirst()
    const ticketRow = await db.selectFrom('tickets').select('checked_in_at').where('id', '=', ticket).executeTakeFirst()
    // Either the door let it in once and the booking stands, or it was cancelled once and never checked in.
    if (checkedIn === 1)
      expect({ cancelled, booking: Boolean(row), checkedIn: Boolean(ticketRow?.checked_in_at) }).toEqual({
        cancelled: 0,
        booking: true,
        checkedIn: true,
      })
    else
      expect({ checkedIn, cancelled, booking: Boolean(row), ticket: Boolean(ticketRow) }).toEqual({
        checkedIn: 0,
        cancelled: 1,
        booking: false,
        ticket: false,
      })
  })

  it('releases unchecked places to walk-ups ten minutes after the start, once, and counts them per session', async () => {
    const { t, deps, tickets } = await bookedTour('noshow', 3)
    await checkInTicket({ ...deps, now: new Date(start) }, tickets[0] ?? '', { userId: 'host-a' })
    expect(await releaseNoShows({ ...deps, now: new Date(start + 10 * MINUTE - 1) })).toEqual([])
    const now = new Date(start + 10 * MINUTE)
    const runs = await Promise.all([releaseNoShows({ ...deps, now }), releaseNoShows({ ...deps, now })])
    const released = runs.flat().filter((w) => w.session.id === t.id)
    expect(released.reduce((sum, w) => sum + w.noShows, 0)).toBe(2)
    expect(released.reduce((sum, w) => sum + w.places, 0)).toBe(4)
    expect(await checkInTicket({ ...deps, now }, tickets[1] ?? '', { userId: 'host-a' })).toMatchObject({ ok: false, code: 'released' })
    const [figures] = await sessionFigures(deps, t)
    expect(figures).toMatchObject({
      capacity: 10,
      reservations: 3,
      reservedSeats: 6,
      checkedIn: 1,
      checkedInSeats: 2,
      noShows: 2,
      walkUps: 4,
      mode: 'first-come',
    })
  })

  it('reminds each booker once, from 24 hours before the start, except those who booked within them', async () => {
    const { t, deps } = await bookedTour('remind', 2)
    const lateDeps = { ...deps, now: new Date(start - 2 * 3_600_000) }
    await addUsers(db, target, ['remind-late'])
    await book(lateDeps, who('remind-late'), { ...sessionOfTour(t), seats: 1 })
    expect(await remindTomorrow({ ...deps, now: new Date(start - 25 * 3_600_000) })).toBe(0)
    deps.sender.sent.length = 0
    const dayBefore = new Date(start - 24 * 3_600_000)
    // Two runs at once: each reminder is claimed before it is sent.
    const [a, b] = await Promise.all([remindTomorrow({ ...deps, now: dayBefore }), remindTomorrow({ ...deps, now: dayBefore })])
    const ours = deps.sender.sent.filter((m) => m.subject === `Tomorrow: ${t.title}`)
    expect(ours.map((m) => m.to).sort()).toEqual(['remind-0@example.org', 'remind-1@example.org'])
    expect(a + b).toBe(2)
    expect(await remindTomorrow({ ...deps, now: new Date(start - 3_600_000) })).toBe(0)
    expect(ours[0]?.text).toContain('https://ohc.example.org/my-ohc/places')
  })

  it('shows a visitor their tickets with their states in My OHC', async () => {
    const { t, deps, tickets } = await bookedTour('mine', 1)
    await checkInTicket({ ...deps, now: new Date(start) }, tickets[0] ?? '', { userId: 'host-b' })
    const labels = async () =>
      new Map([[t.id, { title: t.title, path: t.path, starts: new Map([['sat-10', START]]), statuses: new Map() }]])
    const mine = await myPlaces({ db, labels }, 'mine-0')
    expect(mine.tickets).toEqual([
      expect.objectContaining({
        id: tickets[0],
        seats: 2,
        checkedInAt: new Date(start).toISOString(),
        releasedAt: null,
        title: t.title,
        start: START,
      }),
    ])
    expect(mine.entries).toEqual([])
  })
})
