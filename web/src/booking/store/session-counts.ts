import type { Kysely } from 'kysely'
import type { Database } from '@/platform/db/schema'
import { sessionKeyOf, type SessionRef } from './session-columns'

// Per-session figures for the host tool and the operations view: ballot entries, the line,
// offers, bookings, check-ins, no-shows and walk-up places. Grouped queries over the targets
// asked for, so a page of sessions costs a handful of statements, not one per session.

export interface SessionCounts {
  /** From the seat counter; null when nobody has booked or been offered a place yet. */
  capacity: number | null
  /** Seats booked or held by open offers. */
  taken: number
  placesLeft: number | null
  /** Ballot entries in the draw or waiting for it (not withdrawn). */
  entries: number
  withdrawn: number
  /** Drawn entries placed by the draw. */
  won: number
  /** People in line: the draw order after its winners, or a first-come session's waitlist. */
  waiting: number
  openOffers: number
  /** Seats held by open offers. */
  heldSeats: number
  reservations: number
  reservedSeats: number
  checkedIn: number
  checkedInSeats: number
  /** Tickets nobody checked in by ten minutes after the start. */
  noShows: number
  /** Their places, handed out at the door. */
  walkUps: number
}

/** All zeros: a session nothing has happened in yet. */
export const emptyCounts = (): SessionCounts => ({
  capacity: null,
  taken: 0,
  placesLeft: null,
  entries: 0,
  withdrawn: 0,
  won: 0,
  waiting: 0,
  openOffers: 0,
  heldSeats: 0,
  reservations: 0,
  reservedSeats: 0,
  checkedIn: 0,
  checkedInSeats: 0,
  noShows: 0,
  walkUps: 0,
})

interface Keyed {
  target_kind: SessionRef['kind']
  target_id: string
  session_key: string
}

/** Every count of each session asked for (zeros for a session nothing happened in yet), by sessionKeyOf. */
export async function sessionCounts(db: Kysely<Database>, sessions: SessionRef[]): Promise<Map<string, SessionCounts>> {
  const counts = new Map(sessions.map((s) => [sessionKeyOf(s), emptyCounts()]))
  const ids = [...new Set(sessions.map((s) => s.id))]
  if (ids.length === 0) return counts
  const at = (row: Keyed) => counts.get(sessionKeyOf({ kind: row.target_kind, id: row.target_id, sessionKey: row.session_key }))
  const n = (value: unknown) => Number(value ?? 0)

  for (const row of await db.selectFrom('capacity_counters').selectAll().where('target_id', 'in', ids).execute()) {
    const c = at(row)
    if (!c) continue
    c.capacity = n(row.capacity)
    c.taken = n(row.taken)
    c.placesLeft = Math.max(0, c.capacity - c.taken)
  }
  const entries = await db
    .selectFrom('ballot_entries')
    .select(['target_kind', 'target_id', 'session_key', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('target_id', 'in', ids)
    .groupBy(['target_kind', 'target_id', 'session_key', 'state'])
    .execute()
  for (const row of entries) {
    const c = at(row)
    if (!c) continue
    if (row.state === 'withdrawn') c.withdrawn += n(row.n)
    else c.entries += n(row.n)
    if (row.state === 'won') c.won += n(row.n)
    if (row.state === 'waitlisted') c.waiting += n(row.n)
  }
  const waitlist = await db
    .selectFrom('waitlist_entries')
    .select(['target_kind', 'target_id', 'session_key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('target_id', 'in', ids)
    .where('state', '=', 'waiting')
    .groupBy(['target_kind', 'target_id', 'session_key'])
    .execute()
  for (const row of waitlist) {
    const c = at(row)
    if (c) c.waiting += n(row.n)
  }
  const offers = await db
    .selectFrom('place_offers')
    .select([
      'target_kind',
      'target_id',
      'session_key',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('seats').as('seats'),
    ])
    .where('target_id', 'in', ids)
    .where('state', '=', 'open')
    .groupBy(['target_kind', 'target_id', 'session_key'])
    .execute()
  for (const row of offers) {
    const c = at(row)
    if (!c) continue
    c.openOffers = n(row.n)
    c.heldSeats = n(row.seats)
  }
  const tickets = await db
    .selectFrom('reservations')
    .leftJoin('tickets', 'tickets.reservation_id', 'reservations.id')
    .select((eb) => [
      'reservations.target_kind',
      'reservations.target_id',
      'reservations.session_key',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('reservations.seats').as('seats'),
      eb.fn.count<number>('tickets.checked_in_at').as('checked_in'),
      eb.fn
        .sum<number>(eb.case().when('tickets.checked_in_at', 'is not', null).then(eb.ref('reservations.seats')).else(0).end())
        .as('checked_in_seats'),
      eb.fn.count<number>('tickets.released_at').as('no_shows'),
    ])
    .where('reservations.target_id', 'in', ids)
    .groupBy(['reservations.target_kind', 'reservations.target_id', 'reservations.session_key'])
    .execute()
  for (const row of tickets) {
    const c = at(row)
    if (!c) continue
    c.reservations = n(row.n)
    c.reservedSeats = n(row.seats)
    c.checkedIn = n(row.checked_in)
    c.checkedInSeats = n(row.checked_in_seats)
    c.noShows = n(row.no_shows)
  }
  for (const row of await db.selectFrom('walk_up_places').selectAll().where('target_id', 'in', ids).execute()) {
    const c = at(row)
    if (c) c.walkUps = n(row.places)
  }
  return counts
}
